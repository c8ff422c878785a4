import { BACKPACK_TYPES, SUITCASE_TYPES, type BagType } from '../../../../shared/claim-codes';
import { daysBetween } from '../../../../shared/time';
import { tagSpellings } from '../../../../shared/codes';
import { ERASED } from '../../../platform/erased';

// Whether a found bag may be a claimed one, with the reasons a person can check. WorldTracer
// matches on the tag, the passenger's name, the routing, the type and the contents; so does this, with
// points the desk can read: a tag or a name outweighs everything a thousand bags share (black suitcases).

export type MatchReason = 'TAG' | 'NAME' | 'FLIGHT' | 'AIRPORT_DATE' | 'COLOUR' | 'TYPE' | 'BRAND' | 'WORDS';
export type Reason = { reason: MatchReason; points: number; detail: string | null };

/** Either side of a match, described alike. */
export type Described = {
  tag: string | null;
  colour: string | null;
  type: string | null;
  brand: string | null;
  flight: string | null;
  airport: number | null;
  /** Local day: a claim's flight date (else the day it was made), a found bag's day of finding. */
  day: string;
  /** Free text: a claim's description and features, a found bag's contents and features. */
  text: string;
  /** A claim's contact and passenger, a found bag's name on its label. */
  names: string[];
};

export const POINTS = {
  TAG: 60,
  NAME: 25,
  FLIGHT: 20,
  AIRPORT_DATE: 10,
  COLOUR: 15,
  TYPE: 10,
  TYPE_FAMILY: 6,
  BRAND: 10,
  WORD: 4,
  WORDS_MAX: 16,
} as const;
/** Below this, colour and type alone: not worth an agent's look. */
export const MIN_SCORE = 20;
/** A found bag and a claim this many days apart at the same airport still count as "same date". */
export const DATE_WINDOW_DAYS = 3;

// words too common in bag descriptions, in both languages, to say anything
const STOP = new Set(
  'with avec sans dans pour from that this have black noir noire blue bleu bleue grey gris grise white blanc blanche red rouge green vert verte brown marron bag bags sac sacs suitcase valise wheels roues roue handle poignee inside dedans some plusieurs'.split(
    ' ',
  ),
);
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR', 'M', 'MME', 'MLLE']);

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const words = (s: string) =>
  new Set(
    fold(s)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !STOP.has(w) && !/^\d+$/.test(w)),
  );
/** "ILUNGA/CHANTAL MR", "Chantal Ilunga": the parts of a name, without titles; an erased name has none. */
export const nameParts = (s: string) =>
  s === ERASED
    ? []
    : fold(s)
        .toUpperCase()
        .split(/[^A-Z]+/)
        .filter((p) => p.length >= 3 && !TITLES.has(p));

const family = (t: string | null) =>
  t && SUITCASE_TYPES.includes(t as BagType)
    ? 'suitcase'
    : t && BACKPACK_TYPES.includes(t as BagType)
      ? 'backpack'
      : null;

export function scoreMatch(a: Described, b: Described): { score: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  const add = (reason: MatchReason, points: number, detail: string | null = null) =>
    reasons.push({ reason, points, detail });
  if (a.tag && b.tag && tagSpellings(a.tag).includes(b.tag.toUpperCase())) add('TAG', POINTS.TAG, b.tag);
  const bNames = new Set(b.names.flatMap(nameParts));
  const sharedName = [...new Set(a.names.flatMap(nameParts))].filter((p) => bNames.has(p));
  if (sharedName.length) add('NAME', POINTS.NAME, sharedName.join(' '));
  if (a.flight && b.flight && a.flight.toUpperCase() === b.flight.toUpperCase())
    add('FLIGHT', POINTS.FLIGHT, a.flight.toUpperCase());
  else if (a.airport && a.airport === b.airport && Math.abs(daysBetween(a.day, b.day)) <= DATE_WINDOW_DAYS)
    add('AIRPORT_DATE', POINTS.AIRPORT_DATE, `${a.day} / ${b.day}`);
  if (a.colour && b.colour && a.colour.toUpperCase() === b.colour.toUpperCase())
    add('COLOUR', POINTS.COLOUR, a.colour.toUpperCase());
  if (a.type && b.type && a.type === b.type) add('TYPE', POINTS.TYPE, a.type);
  else if (family(a.type) && family(a.type) === family(b.type))
    add('TYPE', POINTS.TYPE_FAMILY, `${a.type} / ${b.type}`);
  if (a.brand && b.brand && fold(a.brand).trim() === fold(b.brand).trim()) add('BRAND', POINTS.BRAND, a.brand);
  const bWords = words(b.text);
  const common = [...words(a.text)].filter((w) => bWords.has(w)).sort();
  if (common.length)
    add('WORDS', Math.min(POINTS.WORDS_MAX, common.length * POINTS.WORD), common.slice(0, 6).join(', '));
  return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
}
