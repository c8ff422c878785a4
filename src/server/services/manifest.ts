import { count, eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import type { Db } from '../db/client';
import { flights, passengers } from '../db/schema';
import { fail } from '../errors';

// Manifest import (CONTRACT §7). A manifest is a table in a text PDF: rows are rebuilt from the text
// positions, the header is found whatever its language and column order, and every page is read.
// Lines that are not passengers (titles, repeated headers, page footers, totals) fail the row checks.

export const MANIFEST_MAX_BYTES = 10 * 1024 * 1024;

export type ManifestPassenger = { name: string; pnr: string; seat: string };

type Cell = { text: string; left: number; right: number };
// `runs`: the line came (at least partly) as whole-line text runs whose columns are separated only
// by spaces or tabs; their positions are estimates, so such rows are read by column order instead.
type Line = { y: number; cells: Cell[]; runs: boolean };
type Column = 'name' | 'pnr' | 'seat';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();

// Header words in English and French; a cell names a column when it is, or starts with, one of them.
const HEADER_WORDS: Record<Column, string[]> = {
  name: ['name', 'passenger', 'passenger name', 'pax name', 'nom', 'nom du passager', 'passager', 'nom prenom'],
  pnr: ['pnr', 'booking', 'booking ref', 'booking reference', 'reservation', 'ref reservation', 'record locator', 'locator', 'pnr ref'],
  seat: ['seat', 'seat no', 'seat number', 'siege', 'no siege', 'place'],
};

function headerColumn(text: string): Column | null {
  const t = fold(text);
  if (!t) return null;
  for (const col of ['pnr', 'seat', 'name'] as const) if (HEADER_WORDS[col].some((w) => t === w || t.startsWith(`${w} `))) return col;
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
  const base = { x: i.transform[4]!, y: i.transform[5]!, w: i.width, size: Math.abs(i.transform[3]!) || i.height || 10 };
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

/** Text items → lines (same baseline) → cells (items closer than about a character apart). */
function rebuildLines(items: TextItem[]): Line[] {
  const pieces = items.flatMap(splitRun);
  pieces.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; pieces: typeof pieces }[] = [];
  for (const p of pieces) {
    const line = lines.find((l) => Math.abs(l.y - p.y) <= p.size * 0.4);
    if (line) line.pieces.push(p);
    else lines.push({ y: p.y, pieces: [p] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((l) => {
      const sorted = l.pieces.sort((a, b) => a.x - b.x);
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
        y: l.y,
        runs,
        cells: cells.map((c) => ({ text: c.text.replace(/\s+/g, ' ').trim(), left: c.left, right: c.right })),
      };
    });
}

type Header = { columns: { col: Column | null; left: number; right: number }[]; runs: boolean };

function findHeader(line: Line): Header | null {
  const columns = line.cells.map((c) => ({ col: headerColumn(c.text), left: c.left, right: c.right }));
  const found = new Set(columns.map((c) => c.col).filter(Boolean));
  return found.size === 3 ? { columns, runs: line.runs } : null;
}

/** Each cell's column: by order when runs were split and every column has its cell, else by position. */
function columnsOf(line: Line, header: Header): (Column | null)[] {
  if ((line.runs || header.runs) && line.cells.length === header.columns.length) return header.columns.map((h) => h.col);
  return line.cells.map((cell) => columnOf(cell, header));
}

/** The header column a cell sits under: closest by left edge, centre or right edge (any alignment). */
function columnOf(cell: Cell, header: Header): Column | null {
  let best: { col: Column | null; d: number } = { col: null, d: Infinity };
  const centre = (cell.left + cell.right) / 2;
  for (const h of header.columns) {
    const d = Math.min(Math.abs(cell.left - h.left), Math.abs(centre - (h.left + h.right) / 2), Math.abs(cell.right - h.right));
    if (d < best.d) best = { col: h.col, d };
  }
  return best.col;
}

function isPdf(bytes: Uint8Array) {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export async function parseManifest(bytes: Uint8Array): Promise<ManifestPassenger[]> {
  if (!isPdf(bytes)) throw fail('UNPROCESSABLE_CONTENT', 'manifestNotPdf');
  let pages: TextItem[][];
  try {
    // pdf.js detaches the buffer it is given: hand it a copy
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.filter((i) => 'str' in i) as TextItem[]);
    }
    await pdf.destroy();
  } catch (err) {
    // pdf.js refuses an encrypted PDF whose empty user password does not open it
    if ((err as { name?: string } | null)?.name === 'PasswordException') throw fail('UNPROCESSABLE_CONTENT', 'manifestProtected');
    throw fail('UNPROCESSABLE_CONTENT', 'manifestCorrupt');
  }
  if (pages.every((items) => items.every((i) => i.str.trim() === ''))) throw fail('UNPROCESSABLE_CONTENT', 'manifestNoText');

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
      const row: Partial<Record<Column, string>> = {};
      const cols = columnsOf(line, header);
      line.cells.forEach((cell, n) => {
        const col = cols[n];
        if (col) row[col] = row[col] ? `${row[col]} ${cell.text}` : cell.text;
      });
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
  if (!header || result.length === 0) throw fail('UNPROCESSABLE_CONTENT', 'manifestNoTable');
  return result;
}

/** Adds the manifest's passengers to the flight; the same name and PNR twice is one passenger. */
export async function importManifest(db: Db, flightId: number, bytes: Uint8Array) {
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  if (bytes.byteLength > MANIFEST_MAX_BYTES) throw fail('PAYLOAD_TOO_LARGE', 'manifestTooLarge');
  const rows = await parseManifest(bytes);
  let imported = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r) => ({ ...r, flight_id: flightId }));
    imported += (await db.insert(passengers).values(chunk).onConflictDoNothing().returning({ id: passengers.id })).length;
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(passengers).where(eq(passengers.flight_id, flightId));
  return { count: total, imported };
}
