import { getDocumentProxy } from 'unpdf';
import type { ErrorKey, Message } from '../../platform/i18n';
import { MANIFEST_MAX_PAGES, MANIFEST_MAX_TEXT_ITEMS } from './manifest-limits';

// Reading a manifest (a flight's passenger list: name, PNR, seat). A manifest is a table in a text PDF: rows are rebuilt from the text
// positions, the header is found whatever its language and column order, and every page is read.
// Lines that are not passengers (titles, repeated headers, page footers, totals) fail the row checks.
// This runs in a worker thread (manifest-worker.ts, started by manifest.ts), never on the server's event
// loop, so it imports nothing of the server but its limits and the types of its messages.

/** A manifest refused for what it is: the message key and its values, sent back from the thread as they are. */
export class ManifestRefusal extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params?: Message['params'],
  ) {
    super(key);
  }
}

export type ManifestPassenger = { name: string; pnr: string; seat: string };

type Cell = { text: string; left: number; right: number };
// `runs`: the line came (at least partly) as whole-line text runs whose columns are separated only
// by spaces or tabs; their positions are estimates, so such rows are read by column order instead.
type Line = { y: number; cells: Cell[]; runs: boolean };
type Column = 'name' | 'pnr' | 'seat';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Header words in English and French; a cell names a column when it is, or starts with, one of them.
const HEADER_WORDS: Record<Column, string[]> = {
  name: ['name', 'passenger', 'passenger name', 'pax name', 'nom', 'nom du passager', 'passager', 'nom prenom'],
  pnr: [
    'pnr',
    'booking',
    'booking ref',
    'booking reference',
    'reservation',
    'ref reservation',
    'record locator',
    'locator',
    'pnr ref',
  ],
  seat: ['seat', 'seat no', 'seat number', 'siege', 'no siege', 'place'],
};

// The header words by their folded text, for a header line that pdf.js hands over collapsed ("Name PNR Seat",
// "Passenger name Booking ref Seat no"): a run in a proportional font whose two-space gaps it read as one space.
const HEADER_PHRASES = new Map(
  (Object.entries(HEADER_WORDS) as [Column, string[]][]).flatMap(([col, words]) => words.map((w) => [w, col] as const)),
);
const LONGEST_PHRASE = Math.max(...[...HEADER_PHRASES.keys()].map((w) => w.split(' ').length));

function headerColumn(text: string): Column | null {
  const t = fold(text);
  if (!t) return null;
  for (const col of ['pnr', 'seat', 'name'] as const)
    if (HEADER_WORDS[col].some((w) => t === w || t.startsWith(`${w} `))) return col;
  return null;
}

const PNR = /^[A-Z0-9]{6}$/;
const SEAT = /^\d{1,3}[A-Z]$/;

type TextItem = { str: string; transform: number[]; width: number; height: number };

// Some plain-text-to-PDF converters write a whole table line as one text run, its columns apart by
// two or more spaces or a tab, in a proportional font. pdf.js hands such a run over either whole or
// cut at its blank runs (a blank item between the cells): either way the line's cells are taken
// apart there, and its columns are read by order, as the text's alignment is lost in the font.
const COLUMN_GAP = /\t+| {2,}/;

type Piece = { text: string; x: number; y: number; w: number; size: number; split: boolean };

/** One text item, or its cells when it holds several columns; a cell's position is pro rata of its characters. */
function splitRun(i: TextItem): Piece[] {
  const base = {
    x: i.transform[4]!,
    y: i.transform[5]!,
    w: i.width,
    size: Math.abs(i.transform[3]!) || i.height || 10,
  };
  const trimmed = i.str.trim();
  // a blank item: the gap between two columns of a run (an empty text marks it)
  if (!trimmed) return i.str.length > 0 ? [{ text: '', ...base, split: true }] : [];
  if (!COLUMN_GAP.test(trimmed)) return [{ text: i.str, ...base, split: false }];
  const perChar = base.w / i.str.length;
  let from = 0;
  return trimmed.split(COLUMN_GAP).map((cell) => {
    const at = i.str.indexOf(cell, from);
    from = at + cell.length;
    return { text: cell, x: base.x + at * perChar, y: base.y, w: cell.length * perChar, size: base.size, split: true };
  });
}

/**
 * Pieces sorted top first into lines: a piece joins the highest line whose first piece lies within 40 %
 * of the piece's font size above it, else it starts a line below the others. Lines are made top down, so
 * their first pieces' y only decrease and that line is found by bisection: n log n in all. Looking through
 * every line for each piece was quadratic, and one PDF of 200,000 lines held the process for minutes.
 */
export function groupLines<P extends { y: number; size: number }>(sorted: readonly P[]): P[][] {
  const lines: P[][] = [];
  for (const p of sorted) {
    const reach = p.size * 0.4;
    // the first line not above the piece's reach: every line is at or above the piece (sorted top first)
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (lines[mid]![0]!.y - p.y > reach) lo = mid + 1;
      else hi = mid;
    }
    const line = lines[lo];
    if (line) line.push(p);
    else lines.push([p]);
  }
  return lines;
}

/** Text items → lines (same baseline) → cells (items closer than about a character apart). */
export function rebuildLines(items: TextItem[]): Line[] {
  const pieces = items.flatMap(splitRun);
  pieces.sort((a, b) => b.y - a.y || a.x - b.x);
  return groupLines(pieces).map((linePieces) => {
    const y = linePieces[0]!.y;
    const sorted = linePieces.sort((a, b) => a.x - b.x);
    const cells: (Cell & { split: boolean })[] = [];
    let runs = false;
    let gap = false;
    for (const p of sorted) {
      if (p.split) runs = true;
      if (!p.text) {
        gap = true;
        continue;
      }
      const last = cells.at(-1);
      // cells of a run stay apart: their positions may sit closer than a character
      if (last && !gap && !p.split && !last.split && p.x - last.right < p.size * 0.9) {
        last.text += (p.x - last.right > p.size * 0.15 && !last.text.endsWith(' ') ? ' ' : '') + p.text;
        last.right = Math.max(last.right, p.x + p.w);
      } else cells.push({ text: p.text, left: p.x, right: p.x + p.w, split: p.split });
      gap = false;
    }
    return {
      y,
      runs,
      cells: cells.map((c) => ({ text: c.text.replace(/\s+/g, ' ').trim(), left: c.left, right: c.right })),
    };
  });
}

// `guessed`: the header came as one cell of several header words (its gaps collapsed), so its columns'
// places are worked out from its characters, not read from the page.
type Header = { columns: { col: Column | null; left: number; right: number }[]; runs: boolean; guessed: boolean };

function findHeader(line: Line): Header | null {
  const columns = line.cells.map((c) => ({ col: headerColumn(c.text), left: c.left, right: c.right }));
  if (namesAllColumns(columns)) return { columns, runs: line.runs, guessed: false };
  // Cells holding several header words whose gaps were collapsed: each is cut into its columns, whose
  // positions are then guesses, so the rows under it are read by column order (runs) as for a text run.
  const spread = line.cells.flatMap(
    (c) => headerWordsOf(c) ?? [{ col: headerColumn(c.text), left: c.left, right: c.right }],
  );
  return namesAllColumns(spread) ? { columns: spread, runs: true, guessed: true } : null;
}

const namesAllColumns = (columns: { col: Column | null }[]) =>
  new Set(columns.map((c) => c.col).filter(Boolean)).size === 3;

/**
 * The columns a cell names when it is nothing but header words one after another ("Nom PNR Siège"),
 * or null. Every word must belong to a header word (a title such as "Passenger manifest" is not a
 * header) and no column comes twice, which settles "Passenger name" as one column, not two.
 */
function headerWordsOf(cell: Cell): Header['columns'] | null {
  const words = fold(cell.text).split(' ').filter(Boolean);
  const cut = (from: number, taken: Column[]): { col: Column; from: number }[] | null => {
    if (from === words.length) return [];
    for (let n = Math.min(LONGEST_PHRASE, words.length - from); n >= 1; n--) {
      const col = HEADER_PHRASES.get(words.slice(from, from + n).join(' '));
      if (!col || taken.includes(col)) continue;
      const rest = cut(from + n, [...taken, col]);
      if (rest) return [{ col, from }, ...rest];
    }
    return null;
  };
  const cols = cut(0, []);
  if (!cols || cols.length < 2) return null;
  // each column's place pro rata of its words' characters across the cell (a guess: the font is proportional)
  const at = (word: number) => words.slice(0, word).reduce((n, w) => n + w.length + 1, 0);
  const perChar = (cell.right - cell.left) / (at(words.length) - 1);
  return cols.map((c, i) => ({
    col: c.col,
    left: cell.left + at(c.from) * perChar,
    right: cell.left + (at(cols[i + 1]?.from ?? words.length) - 1) * perChar,
  }));
}

/**
 * A line read by the forms of its values, for a line that came with fewer cells than the header has
 * columns: pdf.js collapses a run's two-space gaps to one space when they are narrow in the font
 * (Helvetica's two spaces are about half an em), so "Alice Martin  ABC123  20A" reaches us as
 * "Alice Martin ABC123 20A". A PNR and a seat are one word each: the columns before the name in the
 * header take the first words, those after it the last words, and the name is what lies between, so a
 * name word that looks like a PNR (MARTIN) stays in the name. A line that does not fit (a title, a
 * footer, a total) gives values of the wrong form and is skipped by the row checks.
 */
function readByForms(text: string, order: Column[]): Partial<Record<Column, string>> {
  const words = text.split(/\s+/).filter(Boolean);
  const at = order.indexOf('name');
  const before = order.slice(0, at);
  const after = order.slice(at + 1);
  if (words.length <= before.length + after.length) return {};
  const row: Partial<Record<Column, string>> = {
    name: words.slice(before.length, words.length - after.length).join(' '),
  };
  before.forEach((col, i) => (row[col] = words[i]));
  after.forEach((col, i) => (row[col] = words[words.length - after.length + i]));
  return row;
}

/**
 * The line's values by column: by forms when it has too few cells under a header of just the three
 * columns (under one with others, No or Class, the words of those are of unknown number and form), else
 * by cell. Not when a column of a header read from the page has no cell of the line under it: that is a
 * value missing from a table laid out by positions, and the name ending in a six-letter word
 * (Jean Pierre Mbemba) would pass for a PNR; such a line is skipped as before.
 */
function readRow(line: Line, header: Header): Partial<Record<Column, string>> {
  const order = header.columns.map((h) => h.col);
  const isShort = line.cells.length < order.length && order.length === 3 && namesAllColumns(header.columns);
  const isEmptyUnder = (h: Header['columns'][number]) => !line.cells.some((c) => c.left < h.right && c.right > h.left);
  if (isShort && (header.guessed || !header.columns.some(isEmptyUnder))) {
    return readByForms(line.cells.map((c) => c.text).join(' '), order as Column[]);
  }
  const row: Partial<Record<Column, string>> = {};
  const cols = columnsOf(line, header);
  line.cells.forEach((cell, n) => {
    const col = cols[n];
    if (col) row[col] = row[col] ? `${row[col]} ${cell.text}` : cell.text;
  });
  return row;
}

/** Each cell's column: by order when runs were split and every column has its cell, else by position. */
function columnsOf(line: Line, header: Header): (Column | null)[] {
  if ((line.runs || header.runs) && line.cells.length === header.columns.length)
    return header.columns.map((h) => h.col);
  return line.cells.map((cell) => columnOf(cell, header));
}

/** The header column a cell sits under: closest by left edge, centre or right edge (any alignment). */
function columnOf(cell: Cell, header: Header): Column | null {
  let best: { col: Column | null; d: number } = { col: null, d: Infinity };
  const centre = (cell.left + cell.right) / 2;
  for (const h of header.columns) {
    const d = Math.min(
      Math.abs(cell.left - h.left),
      Math.abs(centre - (h.left + h.right) / 2),
      Math.abs(cell.right - h.right),
    );
    if (d < best.d) best = { col: h.col, d };
  }
  return best.col;
}

/** The text items of every page, refused past the caps on pages and pieces of text. */
async function readPages(bytes: Uint8Array): Promise<TextItem[][]> {
  // pdf.js detaches the buffer it is given: hand it a copy
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    if (pdf.numPages > MANIFEST_MAX_PAGES)
      throw new ManifestRefusal('manifestTooManyPages', { pages: pdf.numPages, max: MANIFEST_MAX_PAGES });
    const pages: TextItem[][] = [];
    let total = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      // the page's text as pdf.js makes it, a batch at a time (what getTextContent gathers), so reading
      // stops at the cap instead of after a page of a million pieces
      const reader = (page.streamTextContent() as ReadableStream<{ items: object[] }>).getReader();
      const items: TextItem[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const i of value.items) if ('str' in i) items.push(i as TextItem);
        if (total + items.length > MANIFEST_MAX_TEXT_ITEMS) {
          const refusal = new ManifestRefusal('manifestTooManyTextItems', { max: MANIFEST_MAX_TEXT_ITEMS });
          await reader.cancel(refusal); // pdf.js stops making the page's text (it wants an Error as the reason)
          throw refusal;
        }
      }
      total += items.length;
      pages.push(items);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** The passengers of a manifest, in the order they come (manifest.ts has checked that the bytes are a PDF). */
export async function readManifest(bytes: Uint8Array): Promise<ManifestPassenger[]> {
  let pages: TextItem[][];
  try {
    pages = await readPages(bytes);
  } catch (err) {
    if (err instanceof ManifestRefusal) throw err;
    // pdf.js refuses an encrypted PDF whose empty user password does not open it
    if ((err as { name?: string } | null)?.name === 'PasswordException') throw new ManifestRefusal('manifestProtected');
    throw new ManifestRefusal('manifestCorrupt');
  }
  if (pages.every((items) => items.every((i) => i.str.trim() === ''))) throw new ManifestRefusal('manifestNoText');

  const seen = new Set<string>();
  const result: ManifestPassenger[] = [];
  let header: Header | null = null;
  for (const items of pages) {
    for (const line of rebuildLines(items)) {
      const h = findHeader(line);
      if (h) {
        header = h; // first header, or a repeat on a new page (its columns may sit elsewhere)
        continue;
      }
      if (!header) continue; // title block above the table
      const row = readRow(line, header);
      const name = row.name?.replace(/\s+/g, ' ').trim();
      const pnr = row.pnr?.replace(/\s+/g, '').toUpperCase();
      const seat = row.seat?.replace(/\s+/g, '').toUpperCase();
      if (!name || !pnr || !seat || !PNR.test(pnr) || !SEAT.test(seat) || name.length > 120) continue;
      const key = `${name}\u0000${pnr}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ name, pnr, seat });
    }
  }
  if (!header || result.length === 0) throw new ManifestRefusal('manifestNoTable');
  return result;
}
