// Names as passengers type them and as lists hold them: "Mbuyi", "MBUYI/GRACE MRS", "Ngoy-Mbuyi", "Kasongo Ilunga".
// Compared by their words, without accents or case, so that the phone's keyboard and the airline's list agree.

/** A name's words: letters only, upper case, accents taken off ("Ngoy-Mbuyi" → NGOY, MBUYI). */
export const nameWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/**
 * Whether `lastName` is the whole of some run of words of `fullName`: "Mbuyi" and "van der Berg" are in
 * "Grace MBUYI" and "Anna van der Berg", "Mbu" is not in either.
 */
export function hasLastName(fullName: string, lastName: string) {
  const words = nameWords(fullName);
  const wanted = nameWords(lastName);
  if (!wanted.length) return false;
  for (let i = 0; i + wanted.length <= words.length; i++) if (wanted.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/** The titles airline lists add after a name: they say nothing of who it is. */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'CHD', 'INF']);
const meaningful = (name: string) => nameWords(name).filter((w) => w.length >= 2 && !TITLES.has(w));

/** Whether two names share a word (titles apart): a passenger list's "MBUYI/GRACE MRS" and "Grace Mbuyi". */
export function shareAName(a: string, b: string) {
  const words = new Set(meaningful(a));
  return meaningful(b).some((w) => words.has(w));
}
