// CSV files the API answers, one way for all of them (README, Decisions):
// RFC 4180 — comma-separated, CRLF line ends, a field quoted when it holds a comma, a semicolon, a tab, a quote,
// a line break or leading/trailing space, quotes doubled — in UTF-8 with a byte-order mark, without which Excel reads
// "Hôtel Memling" as Windows-1252. Numbers are written with a dot, as every program reads them.

export type CsvValue = string | number | null | undefined;

// a semicolon or a tab as well: a reader splitting on one then still keeps the field whole when it starts a line
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or CR) as a formula: text typed by a passenger
 * must never run as one (OWASP "CSV injection"), so such text gets a leading apostrophe. Numbers are numbers.
 *
 * Where a cell starts depends on the reader, not on us: Excel in a French locale splits lines at `;`, and some
 * readers at tabs, wherever they fall, quoted or not, and a line break inside quotes can end the row. So the
 * same apostrophe goes after every `;`, tab, CR or LF of a text when what follows it (past spaces and quotes)
 * would run: `Gombe;=cmd|...` is written `Gombe;'=cmd|...`. Commas need nothing: a reader splitting at them
 * honours the quotes around the field.
 */
const CELL_STARTS = /(^|[;\t\r\n])([ "]*)(?=[=+\-@])/g;
const STARTS_BLANK = /^[\t\r]/;

function neutralise(text: string) {
  const safe = text.replace(CELL_STARTS, "$1'$2");
  return STARTS_BLANK.test(safe) ? `'${safe}` : safe;
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralise(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const BOM = '\uFEFF';

/** The header, then one line per row, as UTF-8 bytes with a BOM. */
export function csvBytes(header: readonly string[], rows: readonly (readonly CsvValue[])[]): Uint8Array {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(BOM + lines.join('\r\n') + '\r\n');
}
