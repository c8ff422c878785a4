// Claims' codes, with no validation library (the claim form's first load): the statuses, and how
// lost-and-found desks describe a bag so that another desk can match it: two-letter colour codes and the numbered bag-type codes of the IATA Baggage Identification Chart, the vocabulary WorldTracer
// files carry in their Color and Type fields (WorldTracer's field help, "Field Descriptions (in Files and
// Search)": Color, Type, Descriptive Elements, Brand; https://en.wikipedia.org/wiki/WorldTracer for the system).
// The chart itself is IATA's and is not reproduced: this is a subset of its codes as public descriptions of it
// (airline claim guides, WorldTracer training notes) give them, worded in our own labels; a desk that needs
// another code adds it here and to the two languages. What is stored is the code.

/** Stored upper-case: the form's `Delivered` is `DELIVERED`. Here, not in the schemas: the claim form needs them without valibot. */
export const CLAIM_STATUSES = ['LOST', 'DELAYED', 'FOUND', 'DELIVERED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Who filed a claim: an agent at the desk, or the passenger on the self-service page. */
export const CLAIM_FILERS = ['desk', 'passenger'] as const;
export type ClaimFiler = (typeof CLAIM_FILERS)[number];
/** What a passenger's claim was found to match on its flight (the desk reads it before confirming). */
export const FILING_CHECKS = ['plate', 'plate_other_name', 'name', 'unmatched', 'flight_unknown'] as const;
export type FilingCheck = (typeof FILING_CHECKS)[number];

export const BAG_COLOURS = ['BK', 'BU', 'BN', 'BE', 'GN', 'GY', 'MC', 'PU', 'RD', 'WT', 'YW'] as const;
export type BagColour = (typeof BAG_COLOURS)[number];

/** The claim form's first two words (Suitcase, Backpack) stay; the chart's codes come after them. */
export const BAG_TYPES = [
  'Suitcase',
  'Backpack',
  '01',
  '02',
  '03',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '12',
  '20',
  '22',
  '25',
  '26',
  '27',
  '29',
  '50',
] as const;
export type BagType = (typeof BAG_TYPES)[number];

/** A colour code in any case is stored as the code; other words (a free colour such as "navy") as written. */
export function normaliseBagColour(raw: string): string {
  const code = raw.trim().toUpperCase();
  return (BAG_COLOURS as readonly string[]).includes(code) ? code : raw.trim();
}

/** The stored bag type: a chart code (`29`, or `9` for `09`), or Suitcase / Backpack in any case (the SPEC's "Suitecase" too); null if none of them. */
export function normaliseBagType(raw: string): BagType | null {
  const word = raw.trim().toLowerCase();
  if (word === 'suitcase' || word === 'suitecase') return 'Suitcase';
  if (word === 'backpack') return 'Backpack';
  const code = /^\d{1,2}$/.test(word) ? word.padStart(2, '0') : word;
  return (BAG_TYPES as readonly string[]).includes(code) ? (code as BagType) : null;
}

/** The chart's families, for matching a word to a code: a suitcase is any of the suitcase codes, a backpack is 29. */
export const SUITCASE_TYPES: readonly BagType[] = ['Suitcase', '01', '02', '03', '05', '22', '27'];
export const BACKPACK_TYPES: readonly BagType[] = ['Backpack', '29'];
