// Reading IATA Type B baggage messages (Recommended Practice 1745): the Baggage Source Message (BSM) a departure
// control system sends for each checked bag, and the Baggage Unload Message (BUM) it sends when a passenger does
// not board. Pure: text in, values out, no database, so that every rule below is tested on its own
// (tests/unit/baggage-message-parse.test.ts). What each element holds, and where that was read, is in
// docs/rules/baggage-messages.md.
//
// A message is a block of lines from its header (BSM, BUM) to its end line (ENDBSM, ENDBUM). Each line after the
// header is one element: a dot, a letter, a slash, then fields separated by slashes (`.F/SK4416/05FEB/TOS/C`).
// Brokers relay several messages in one body, wrapped in the teletype envelope of the Type B network (a priority
// and addresses line, an originator line with a date-time group) and with blank lines between them: all of that
// lies outside the blocks and is left alone. A block that cannot be read is refused on its own, naming its line and
// element; the others are read.

export const MESSAGE_KINDS = ['BSM', 'BUM'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** After the header, an optional line: CHG changes what an earlier message said, DEL withdraws the bags. */
export type MessageAction = 'NEW' | 'CHG' | 'DEL';

/** A flight as `.F`, `.I` and `.O` give it: designator and number, day and month (no year), an airport, a class. */
export type FlightLeg = {
  /** The airline's 2-character designator, e.g. SK, 8Z. */
  carrier: string;
  /** Tarmac's spelling: designator and number without leading zeros, suffix kept (SK4416, BA117, 8Z101A). */
  flight_number: string;
  day: number;
  /** 1 to 12. */
  month: number;
  /** As sent, e.g. 05FEB. */
  date: string;
  /** `.F` and `.O`: where the flight goes; `.I`: where it came from. Null when left empty. */
  airport: string | null;
  class: string | null;
};

export type Version = {
  /** The version of the practice the sender follows (`1`). */
  number: string;
  /** L local (checked in here), T transfer (arrives here on another flight), X terminating; others kept as sent. */
  source: string;
  /** The airport the message is for: where the bag is handled. */
  station: string;
};

export type PiecesWeight = {
  /** K kilograms, L pounds; any other indicator is kept and gives no weight. */
  unit: string;
  pieces: number;
  /** In the unit sent; null when the element gives only pieces. */
  weight: number | null;
};

export type Reconciliation = {
  /** Y or N: whether the bag may be loaded; null when left empty. */
  authority_to_load: boolean | null;
  seat: string | null;
  /** The passenger's status code as sent (the checked-in, standby, … code of the departure control system). */
  passenger_status: string | null;
};

export type BaggageMessage = {
  kind: MessageKind;
  action: MessageAction;
  version: Version | null;
  outbound: FlightLeg | null;
  inbound: FlightLeg | null;
  onward: FlightLeg[];
  /** Every licence plate the `.N` elements name, counts unrolled, in order, each once. */
  plates: string[];
  pieces_weight: PiecesWeight | null;
  /** Each `.P` name as SURNAME/GIVEN, the party count left out. */
  names: string[];
  pnr: string | null;
  reconciliation: Reconciliation | null;
  /** `.E` codes (RUSH, PRIO, HEAVY, …) as sent. */
  exceptions: string[];
  /** Elements this reader does not interpret, kept as sent: never a reason to refuse a message. */
  other: string[];
};

/** Why a block was refused: the key of its message in locales/ (serverErrors) and where it went wrong. */
export type ReadProblem =
  | { key: 'messageNoEnd'; line: number; element: string }
  | { key: 'messageBadEnd'; line: number; element: string }
  | { key: 'messageMissingElement'; line: number; element: string }
  | { key: 'messageBadElement'; line: number; element: string };

/** One block of the body: its text as received, its first line's number in the body (from 1), what it holds. */
export type Block = { text: string; line: number; kind: MessageKind | null };

export type ReadResult =
  { ok: true; block: Block; message: BaggageMessage } | { ok: false; block: Block; problem: ReadProblem };

/** The most tags one `.N` may stand for: its count is three digits. */
export const MAX_TAG_COUNT = 999;

const HEADER = /^(BSM|BUM)$/;
const END = /^END(BSM|BUM)$/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Lines of a body, CR/LF or LF (or a lone CR, as some teletype gateways send), trailing spaces dropped. */
const linesOf = (body: string) => body.split(/\r\n|\n|\r/).map((l) => l.replace(/\s+$/, ''));

/**
 * The body cut into its messages: each block runs from a header line to the next end line, or to the line before
 * the next header (or the body's end) when its end line is missing, so that a message cut short does not swallow
 * the one after it. Lines outside every block are the envelope, or noise: not messages.
 */
export function splitMessages(body: string): Block[] {
  const lines = linesOf(body);
  const blocks: Block[] = [];
  let start = -1;
  const close = (endExclusive: number) => {
    const text = lines.slice(start, endExclusive).join('\n');
    blocks.push({ text, line: start + 1, kind: lines[start]!.trim() as MessageKind });
    start = -1;
  };
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (HEADER.test(line)) {
      if (start >= 0) close(i);
      start = i;
    } else if (start >= 0 && END.test(line)) {
      close(i + 1);
    }
  }
  if (start >= 0) close(lines.length);
  return blocks;
}

/** Reads every message of a body, each on its own. */
export const readMessages = (body: string): ReadResult[] =>
  splitMessages(body).map((block) => {
    const read = readMessage(block.text, block.line);
    return read.ok ? { ok: true, block, message: read.message } : { ok: false, block, problem: read.problem };
  });

/** Thrown within the reader only, caught in readMessage: a refusal is an answer, not a failure. */
class Refusal extends Error {
  constructor(readonly problem: ReadProblem) {
    super(problem.key);
  }
}
const bad = (line: number, element: string): never => {
  throw new Refusal({ key: 'messageBadElement', line, element });
};

/**
 * One message, from its header line to its end line. `firstLine`: the header's line in the body, so that a
 * refusal names the line the sender sees in what they sent.
 */
export function readMessage(
  text: string,
  firstLine = 1,
): { ok: true; message: BaggageMessage } | { ok: false; problem: ReadProblem } {
  try {
    return { ok: true, message: read(linesOf(text), firstLine) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, problem: err.problem };
    throw err;
  }
}

function read(lines: string[], firstLine: number): BaggageMessage {
  const kind = lines[0]!.trim() as MessageKind;
  const at = (i: number) => firstLine + i;
  // the end line, and nothing but blank lines after it
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  const end = lines[last]!.trim();
  if (!END.test(end)) throw new Refusal({ key: 'messageNoEnd', line: at(last), element: `END${kind}` });
  if (end !== `END${kind}`) throw new Refusal({ key: 'messageBadEnd', line: at(last), element: end });

  const message: BaggageMessage = {
    kind,
    action: 'NEW',
    version: null,
    outbound: null,
    inbound: null,
    onward: [],
    plates: [],
    pieces_weight: null,
    names: [],
    pnr: null,
    reconciliation: null,
    exceptions: [],
    other: [],
  };
  for (let i = 1; i < last; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    // the change indicator comes right after the header, before any element
    if ((line === 'CHG' || line === 'DEL') && message.action === 'NEW' && !message.version && i <= 2) {
      message.action = line;
      continue;
    }
    const m = /^\.([A-Z])\/(.*)$/.exec(line);
    if (!m) {
      // a continuation of the line before (a long .P or .E wrapped at 64 characters) or a local addition: kept
      message.other.push(line);
      continue;
    }
    const [, letter, rest] = m as unknown as [string, string, string];
    const element = `.${letter}`;
    const fields = rest.split('/');
    switch (letter) {
      case 'V':
        message.version = version(fields, at(i));
        break;
      case 'F':
        if (message.outbound) bad(at(i), element); // one outbound flight per message
        message.outbound = flightLeg(fields, at(i), element);
        break;
      case 'I':
        message.inbound = flightLeg(fields, at(i), element);
        break;
      case 'O':
        message.onward.push(flightLeg(fields, at(i), element));
        break;
      case 'N':
        for (const plate of plates(fields, at(i))) if (!message.plates.includes(plate)) message.plates.push(plate);
        break;
      case 'W':
        message.pieces_weight = piecesWeight(fields, at(i));
        break;
      case 'P':
        message.names.push(...names(fields, at(i)));
        break;
      case 'L': {
        const pnr = (fields[0] ?? '').trim();
        if (!/^[A-Z0-9]{5,8}$/.test(pnr)) bad(at(i), element);
        message.pnr = pnr;
        break;
      }
      case 'S':
        message.reconciliation = reconciliation(fields, at(i));
        break;
      case 'E':
        message.exceptions.push(...fields.map((f) => f.trim()).filter(Boolean));
        break;
      default:
        message.other.push(line);
    }
  }
  if (!message.version) throw new Refusal({ key: 'messageMissingElement', line: at(0), element: '.V' });
  if (message.plates.length === 0 && !(kind === 'BUM' && message.names.length > 0))
    throw new Refusal({ key: 'messageMissingElement', line: at(0), element: '.N' });
  return message;
}

/** `.V/1LOSL`: the version digit, the source indicator, the station; further fields (part number, …) ignored. */
function version(fields: string[], line: number): Version {
  const m = /^(\d)([A-Z])([A-Z]{3})$/.exec((fields[0] ?? '').trim());
  if (!m) return bad(line, '.V');
  return { number: m[1]!, source: m[2]!, station: m[3]! };
}

/**
 * `.F/SK4416/05FEB/TOS/C`: designator and number (1 to 4 digits, an optional operational suffix letter), the day
 * and month of departure, the airport, the class. The number often comes zero-padded (BA0117): Tarmac stores
 * flight numbers unpadded (BA117), as its screens and manifests write them.
 */
function flightLeg(fields: string[], line: number, element: string): FlightLeg {
  const [flight = '', date = '', airport = '', cls = ''] = fields.map((f) => f.trim());
  const f = /^([A-Z0-9]{2})(\d{1,4})([A-Z]?)$/.exec(flight);
  // a designator is two letters, a letter and a digit, or a digit and a letter: never two digits
  if (!f || /^\d\d$/.test(f[1]!)) return bad(line, element);
  const d = /^(\d{2})([A-Z]{3})$/.exec(date);
  const month = d ? MONTHS.indexOf(d[2]!) + 1 : 0;
  const day = d ? Number(d[1]) : 0;
  if (!d || month === 0 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return bad(line, element);
  if (airport && !/^[A-Z]{3}$/.test(airport)) return bad(line, element);
  return {
    carrier: f[1]!,
    flight_number: `${f[1]}${String(Number(f[2]))}${f[3]}`,
    day,
    month,
    date,
    airport: airport || null,
    class: cls || null,
  };
}

/**
 * `.N/0117814872001`: a 10-digit licence plate and, in the last three digits, how many consecutive tags it
 * stands for (001: this one only; 003: this one and the next two). The count runs over the 6-digit serial, the
 * carrier's part of the plate: a count that would carry into the carrier code is refused, not wrapped.
 */
function plates(fields: string[], line: number): string[] {
  const m = /^(\d{4})(\d{6})(\d{3})$/.exec((fields[0] ?? '').trim());
  if (!m) return bad(line, '.N');
  const count = Number(m[3]);
  const serial = Number(m[2]);
  if (count < 1 || serial + count - 1 > 999_999) return bad(line, '.N');
  return Array.from({ length: count }, (_, k) => `${m[1]}${String(serial + k).padStart(6, '0')}`);
}

/** `.W/K/2/30`: the unit (K kg, L lb, or another indicator kept as sent), pieces, then the total weight if given. */
function piecesWeight(fields: string[], line: number): PiecesWeight {
  const [unit = '', pieces = '', weight = ''] = fields.map((f) => f.trim());
  if (!/^[A-Z]$/.test(unit) || !/^\d{1,3}$/.test(pieces)) return bad(line, '.W');
  if (weight && !/^\d{1,5}$/.test(weight)) return bad(line, '.W');
  const known = unit === 'K' || unit === 'L';
  return { unit, pieces: Number(pieces), weight: known && weight ? Number(weight) : null };
}

/**
 * `.P/SMITH/JOHN/MARY` or `.P/2SMITH/JOHN/MARY`: a surname, with the party's size before it when given, then one
 * given name (often with its title, JOHNMR) per passenger. Each passenger becomes SURNAME/GIVEN; a surname alone
 * is one passenger.
 */
function names(fields: string[], line: number): string[] {
  const [first = '', ...given] = fields.map((f) => f.trim());
  const m = /^(\d{0,2})([A-Z][A-Z' -]*)$/.exec(first);
  if (!m) return bad(line, '.P');
  const surname = m[2]!.trim();
  const givens = given.filter(Boolean);
  if (givens.some((g) => !/^[A-Z][A-Z' -]*$/.test(g))) return bad(line, '.P');
  return givens.length ? givens.map((g) => `${surname}/${g}`) : [surname];
}

/** `.S/Y/05A/C/…`: authority to load (Y, N or empty), seat, passenger status; the fields after them kept as sent. */
function reconciliation(fields: string[], line: number): Reconciliation {
  const [authority = '', seat = '', status = ''] = fields.map((f) => f.trim());
  if (authority !== '' && authority !== 'Y' && authority !== 'N') return bad(line, '.S');
  if (seat && !/^[0-9]{1,3}[A-Z]$/.test(seat)) return bad(line, '.S');
  return {
    authority_to_load: authority === '' ? null : authority === 'Y',
    seat: seat || null,
    passenger_status: status || null,
  };
}

/**
 * The year of a day and month without one, as messages give them: the one that puts the date nearest to `today`
 * (a message about 30DEC read on 2 January is last year's; one about 02JAN read on 30 December is next year's).
 */
export function nearestYear(day: number, month: number, today: { year: number; month: number; day: number }): number {
  const ordinal = (y: number, mo: number, d: number) => Date.UTC(y, mo - 1, d);
  const now = ordinal(today.year, today.month, today.day);
  const candidates = [today.year - 1, today.year, today.year + 1].filter(
    // 29FEB exists only in leap years
    (y) => new Date(Date.UTC(y, month - 1, day)).getUTCDate() === day,
  );
  candidates.sort((a, b) => Math.abs(ordinal(a, month, day) - now) - Math.abs(ordinal(b, month, day) - now));
  return candidates[0] ?? today.year;
}
