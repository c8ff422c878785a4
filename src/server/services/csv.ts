// CSV files the API answers (issue 15's exports), one way for all of them (README, Decisions):
// RFC 4180 — comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote, a line break or
// leading/trailing space, quotes doubled — in UTF-8 with a byte-order mark, without which Excel reads
// "Hôtel Memling" as Windows-1252. Numbers are written with a dot, as every program reads them.

export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or CR) as a formula: text typed by a passenger
 * must never run as one (OWASP "CSV injection"), so such text gets a leading apostrophe. Numbers are numbers.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const BOM = '\uFEFF';

/** The header, then one line per row, as UTF-8 bytes with a BOM. */
export function csvBytes(header: readonly string[], rows: readonly (readonly CsvValue[])[]): Uint8Array {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return new TextEncoder().encode(BOM + lines.join('\r\n') + '\r\n');
}
