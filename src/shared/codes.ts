// The trade's codes and words (event types, bag tags, AWBs), with no validation library: the scan
// screens need them on their first load, and valibot is not worth its weight there. The schemas build on them.

export const BAG_EVENT_TYPES = ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'] as const;
export type BagEventType = (typeof BAG_EVENT_TYPES)[number];
/** A bag's status is the type of its latest scan, CREATED before any. */
export const BAG_STATUSES = ['CREATED', ...BAG_EVENT_TYPES] as const;
export type BagStatus = (typeof BAG_STATUSES)[number];

/**
 * Bag tags, stored trimmed and upper-case, in one of three forms:
 * - generated on the desk: {airline}-{year}-{8 digits}, e.g. 8Z-2026-00421337;
 * - IATA licence plate: 10 digits (leading digit, 3-digit airline numeric code, 6-digit serial);
 * - its human-readable form: 2-character airline code + 6-digit serial, e.g. BA728359.
 */
export const BAG_TAG_PATTERNS = [/^[A-Z0-9]{2}-\d{4}-\d{8}$/, /^\d{10}$/, /^[A-Z0-9]{2}\d{6}$/];

/** A tag made on the desk: {airline code}-{current year}-{8 random digits, zero-padded}. */
export function generateBagTag(airline: string, year: number, random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 100_000_000)).padStart(8, '0');
  return `${airline.toUpperCase()}-${year}-${digits}`;
}

export const FREIGHT_EVENT_TYPES = ['RECEIVED', 'LOADED', 'DELIVERED', 'TRANSFERRED'] as const;
export type FreightEventType = (typeof FREIGHT_EVENT_TYPES)[number];

/**
 * The Cargo-IMP status (FSU) codes Tarmac answers, with their meaning in IATA's code list (ONE Record's StatusCode,
 * cXML code list 1.18): RCS received from the shipper and ready for carriage, RCF received from a flight or truck of
 * the airline, PRE prepared for loading on a flight, TFD physically transferred to another carrier, DLV delivered to
 * the consignee. docs/rules/freight.md has the table and its sources.
 */
export const FSU_CODES = ['RCS', 'RCF', 'PRE', 'TFD', 'DLV'] as const;
export type FsuCode = (typeof FSU_CODES)[number];

/** The 2-character designator of the airline whose 3-digit prefix opens an AWB, where Tarmac knows it (AF for 057). */
export function awbCarrier(awb: string): string | null {
  return AIRLINE_BY_NUMERIC[awb.slice(0, 3)] ?? null;
}

/**
 * A freight event's FSU status code. What a forwarder's system reads from it depends on where the event happened:
 * a shipment received at its origin comes from the shipper (RCS), anywhere else it comes off a flight (RCF); TFD
 * says the shipment went to another airline, so a TRANSFERRED is one only with a receiving carrier other than the
 * AWB's. A transfer with no carrier named, or to the AWB's own, has no status code of its own (null): the next
 * flight's loading says it. LOADED is putting the shipment on a ULD for a flight, the physical PRE; MAN, the flight
 * manifest, is a document Tarmac does not issue.
 */
export function fsuCode(event: {
  event_type: FreightEventType;
  airport_id: number;
  origin_airport_id: number;
  awb_number: string;
  to_carrier?: string | null;
}): FsuCode | null {
  switch (event.event_type) {
    case 'RECEIVED':
      return event.airport_id === event.origin_airport_id ? 'RCS' : 'RCF';
    case 'LOADED':
      return 'PRE';
    case 'TRANSFERRED':
      return event.to_carrier && event.to_carrier !== awbCarrier(event.awb_number) ? 'TFD' : null;
    case 'DELIVERED':
      return 'DLV';
  }
}

/**
 * An AWB is a 3-digit airline prefix, a 7-digit serial and a check digit, the serial modulo 7.
 * Any of `057-12345675`, `05712345675`, `057-1234567-5`, with spaces, is the stored `057-12345675`.
 */
export function normaliseAwb(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
}

/** The check digit an AWB's serial calls for. */
export const awbCheckDigit = (awb: string) => Number(awb.slice(4, 11)) % 7;

/** Whether an AWB (normalised) carries the right check digit. */
export const awbIsValid = (awb: string) => Number(awb.slice(11)) === awbCheckDigit(awb);

// ULDs: one vocabulary each for types and statuses, stored upper-case. Screens and other systems
// spell them `Container`, `In Transit`, `EMPTY`: any case, with spaces or hyphens for the underscore.
export const ULD_TYPES = ['CONTAINER', 'PALLET', 'PILLOW'] as const;
export type UldType = (typeof ULD_TYPES)[number];
export const ULD_STATUSES = ['AVAILABLE', 'ASSIGNED', 'IN_TRANSIT', 'EMPTY', 'PARTIAL', 'FULL'] as const;
export type UldStatus = (typeof ULD_STATUSES)[number];
/** `In Transit`, `in-transit`, `IN_TRANSIT` → `IN_TRANSIT`. */
export const vocabularyWord = (raw: string) =>
  raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/**
 * An IATA ULD code: a 3-letter type (AKE, PMC, …), a serial of 4 or 5 characters (digits; the first may be a
 * letter) and a 2 or 3-character owner code, e.g. AKE84103LH, PMC12345AF, AKE12348Z (serial 1234, owner 8Z).
 */
export function parseUldCode(
  raw: string,
): { code: string; uld_type: string; serial: string; owner_code: string } | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([A-Z]{3})([A-Z0-9]\d{3}\d?)([A-Z0-9]{2,3})$/.exec(code);
  return m ? { code, uld_type: m[1]!, serial: m[2]!, owner_code: m[3]! } : null;
}

// The types' tares and maximum gross weights, with their sources: uld-weights.ts.

/**
 * IATA airline numeric codes: the licence plate's digits 2 to 4, for the short forms agents read (BA728359), and an
 * AWB's 3-digit prefix, for the carrier it names.
 */
const AIRLINE_NUMERIC: Record<string, string> = {
  BA: '125',
  AF: '057',
  KL: '074',
  LH: '220',
  SN: '082',
  ET: '071',
  KQ: '706',
  TK: '235',
  SA: '083',
  EK: '176',
};
const AIRLINE_BY_NUMERIC = Object.fromEntries(Object.entries(AIRLINE_NUMERIC).map(([code, n]) => [n, code]));

/**
 * What a licence plate's leading digit says of the tag (IATA Resolution 740): 0 an interline tag (issued for a
 * journey on several carriers), 1 a fallback tag (printed in advance, used when the departure control system is
 * down), 2 a rush tag (a mishandled bag forwarded without its owner), 3 to 9 the carrier's own choice.
 */
export const PLATE_KINDS = ['interline', 'fallback', 'rush', 'carrier'] as const;
export type PlateKind = (typeof PLATE_KINDS)[number];

export type Plate = {
  kind: PlateKind;
  /** The 3-digit IATA numeric code of the carrier that issued the tag, e.g. 125 for BA. */
  carrier_numeric: string;
  /** Its 2-character code where Tarmac knows it (the short form agents read), else null. */
  carrier: string | null;
  /** The 6-digit serial: at most a million plates before a carrier's serials come round again. */
  serial: string;
};

/** A 10-digit licence plate's parts, or null for any other tag (a desk tag, a short form). */
export function parsePlate(raw: string): Plate | null {
  const m = /^(\d)(\d{3})(\d{6})$/.exec(raw.trim());
  if (!m) return null;
  const leading = Number(m[1]);
  const kind: PlateKind = leading === 0 ? 'interline' : leading === 1 ? 'fallback' : leading === 2 ? 'rush' : 'carrier';
  return { kind, carrier_numeric: m[2]!, carrier: AIRLINE_BY_NUMERIC[m[2]!] ?? null, serial: m[3]! };
}

/**
 * The label a bag's tag carries wherever the bag shows: fallback and rush tags change how staff handle the bag
 * (a fallback tag means the bag was tagged by hand while the check-in system was down; a rush tag is a bag
 * travelling alone). Other tags carry none.
 */
export function tagKind(raw: string): 'fallback' | 'rush' | null {
  const kind = parsePlate(raw)?.kind;
  return kind === 'fallback' || kind === 'rush' ? kind : null;
}

/**
 * Every stored spelling a typed tag may stand for: itself, and between a 10-digit plate and its
 * short form (airline code and 6-digit serial) where the airline's numeric code is known.
 */
export function tagSpellings(raw: string): string[] {
  const tag = raw.trim().toUpperCase().replace(/\s+/g, '');
  const spellings = new Set([tag]);
  const plate = /^(\d)(\d{3})(\d{6})$/.exec(tag);
  if (plate && AIRLINE_BY_NUMERIC[plate[2]!]) spellings.add(`${AIRLINE_BY_NUMERIC[plate[2]!]}${plate[3]}`);
  const short = /^([A-Z0-9]{2})(\d{6})$/.exec(tag);
  if (short && AIRLINE_NUMERIC[short[1]!])
    for (let d = 0; d <= 9; d++) spellings.add(`${d}${AIRLINE_NUMERIC[short[1]!]}${short[2]}`);
  return [...spellings];
}

/**
 * The printed tag every spelling of one bag shares: the short form where the airline's numeric code is known
 * (0125728359 and BA728359 both give BA728359), else the tag itself.
 */
export function printedTag(raw: string): string {
  const tag = raw.trim().toUpperCase().replace(/\s+/g, '');
  const plate = /^\d(\d{3})(\d{6})$/.exec(tag);
  return plate && AIRLINE_BY_NUMERIC[plate[1]!] ? `${AIRLINE_BY_NUMERIC[plate[1]!]}${plate[2]}` : tag;
}
