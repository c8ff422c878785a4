/** Sidebar header colour per service slug; shade 9 of each keeps white text at 4.5:1 or more. */
export const SERVICE_COLOURS: Record<string, string> = {
  passage: 'indigo',
  passenger: 'indigo',
  bagagiste: 'blue',
  cargo: 'teal',
  'lost-and-found': 'pink',
  surete: 'red',
  'anti-fraude': 'grape',
  'admin-and-it': 'dark',
};

/** The link to highlight for a location: the longest matching prefix wins (/baggage-claim vs /baggage-claim/update). */
export function activeHref(hrefs: string[], location: string): string | undefined {
  const matches = hrefs.filter((h) => (h === '/' ? location === '/' : location === h || location.startsWith(`${h}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}
