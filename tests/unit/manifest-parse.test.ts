import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/platform/errors';
import { parseManifest } from '../../src/server/domains/flights/manifest';
import { MANIFEST_MAX_PAGES, MANIFEST_MAX_TEXT_ITEMS } from '../../src/server/domains/flights/manifest-limits';
import { groupLines, rebuildLines } from '../../src/server/domains/flights/manifest-parse';
import {
  oneShowTextPerLinePdf,
  onePassengerPerPagePdf,
  passwordProtected,
  pdfLibManifest,
  runPerLineManifest,
  tinyTextPdf,
} from '../fixtures/make-manifests';
import { manifestPassengers } from '../fixtures/manifest-data';

const fixture = (name: string) => new Uint8Array(readFileSync(path.resolve('tests/fixtures/manifests', name)));

/** The text items pdf.js (through unpdf) gives for the PDF's first page, as parseManifest gets them. */
async function textItems(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  const { items } = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return items.map((i) => ('str' in i ? i.str : null));
}

/** The error parseManifest rejects with: its code, message key and the message's values. */
async function refusal(bytes: Uint8Array, options?: Parameters<typeof parseManifest>[1]) {
  const err = await parseManifest(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'parseManifest should have failed').toBeInstanceOf(AppError);
  return { code: (err as AppError).code, key: (err as AppError).msg.key, params: (err as AppError).msg.params };
}

/** The error parseManifest rejects with: its code and message key. */
async function failure(bytes: Uint8Array) {
  const err = await parseManifest(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'parseManifest should have failed').toBeInstanceOf(AppError);
  return { code: (err as AppError).code, key: (err as AppError).msg.key };
}

describe('parseManifest()', () => {
  it('reads the 60 rows of the pdf-lib manifest (English header, three pages, footers) exactly and in order', async () => {
    expect(await parseManifest(fixture('pdflib-en-60.pdf'))).toEqual(manifestPassengers(60, 1));
  });

  it('reads the 90 rows of the Chromium manifest (French header, seat first, repeated header per page) exactly and in order', async () => {
    expect(await parseManifest(fixture('chromium-fr-90.pdf'))).toEqual(manifestPassengers(90, 2));
  });

  it('leaves the bytes it is given intact: the same buffer parses twice', async () => {
    const bytes = fixture('pdflib-en-60.pdf');
    const copy = bytes.slice();
    await parseManifest(bytes);
    expect(bytes).toEqual(copy);
    expect(await parseManifest(bytes)).toHaveLength(60);
  });

  it('reads 400 passengers spread over 16 pages of a manifest made on the fly', async () => {
    const pax = manifestPassengers(400, 7);
    const bytes = await pdfLibManifest(pax, { flight: '8Z404' });
    const rows = await parseManifest(bytes);
    expect(rows).toHaveLength(400);
    expect(rows).toEqual(pax);
  });

  it('reads a manifest of a single passenger', async () => {
    const pax = manifestPassengers(1, 11);
    expect(await parseManifest(await pdfLibManifest(pax))).toEqual(pax);
  });

  it('keeps one row when the same name and PNR appear twice', async () => {
    const pax = manifestPassengers(5, 3);
    const bytes = await pdfLibManifest([...pax, pax[0]!, { ...pax[1]!, seat: '30F' }]);
    expect(await parseManifest(bytes)).toEqual(pax);
  });

  it.each([
    ['scanned.pdf', 'manifestNoText'],
    ['not-a-pdf.pdf', 'manifestNotPdf'],
    ['letter.pdf', 'manifestNoTable'],
    ['corrupt.pdf', 'manifestCorrupt'],
  ])('refuses %s with UNPROCESSABLE_CONTENT and the key %s', async (name, key) => {
    expect(await failure(fixture(name))).toEqual({ code: 'UNPROCESSABLE_CONTENT', key });
  });

  it('reads a manifest written as one text run per line, columns apart only by spaces or tabs, names with single spaces intact', async () => {
    const pax = [
      { name: 'MBUYI KABONGO/JEAN MR', pnr: 'K7QX2M', seat: '12A' },
      { name: 'NGOY WA NGOY/MARIE-CLAIRE MRS', pnr: 'ZP4R8T', seat: '12B' },
      { name: 'LI/WEI MR', pnr: 'H2J9KQ', seat: '3C' },
      ...manifestPassengers(20, 5),
    ];
    expect(await parseManifest(await runPerLineManifest(pax))).toEqual(pax);
  });

  it('refuses a password-protected PDF with its own message, not as damaged', async () => {
    const bytes = await passwordProtected(await pdfLibManifest(manifestPassengers(3, 1)));
    expect(await failure(bytes)).toEqual({ code: 'UNPROCESSABLE_CONTENT', key: 'manifestProtected' });
  });

  it('refuses an empty file as not a PDF', async () => {
    expect(await failure(new Uint8Array())).toEqual({ code: 'UNPROCESSABLE_CONTENT', key: 'manifestNotPdf' });
  });

  it('refuses a PDF cut short after its header as damaged', async () => {
    expect(await failure(fixture('pdflib-en-60.pdf').subarray(0, 400))).toEqual({
      code: 'UNPROCESSABLE_CONTENT',
      key: 'manifestCorrupt',
    });
  });

  it('stops the reading thread at the time limit and refuses the manifest as too long to read, then reads the next one', async () => {
    const bytes = fixture('pdflib-en-60.pdf');
    // 50 ms: less than a thread takes to start, so the limit is met every time
    expect(await refusal(bytes, { timeLimitMs: 50 })).toEqual({
      code: 'UNPROCESSABLE_CONTENT',
      key: 'manifestTooSlow',
      params: { seconds: 0.05 },
    });
    expect(await parseManifest(bytes)).toHaveLength(60);
  });

  it('reads a manifest of as many pages as a manifest may have, 500, and refuses one of 501 naming both numbers', async () => {
    const pax = manifestPassengers(MANIFEST_MAX_PAGES + 1, 12);
    expect(await parseManifest(onePassengerPerPagePdf(pax.slice(0, MANIFEST_MAX_PAGES)))).toEqual(
      pax.slice(0, MANIFEST_MAX_PAGES),
    );
    expect(await refusal(onePassengerPerPagePdf(pax))).toEqual({
      code: 'UNPROCESSABLE_CONTENT',
      key: 'manifestTooManyPages',
      params: { pages: 501, max: 500 },
    });
  });

  it('refuses a PDF of more than 200,000 pieces of text, naming the cap, before rebuilding its lines', async () => {
    expect(MANIFEST_MAX_TEXT_ITEMS).toBe(200_000);
    // 170,000 letters on 170,000 lines, and the blanks pdf.js puts between them: some 255,000 items
    expect(await refusal(tinyTextPdf(170_000))).toEqual({
      code: 'UNPROCESSABLE_CONTENT',
      key: 'manifestTooManyTextItems',
      params: { max: 200_000 },
    });
  });

  it('reads two manifests at once while four wait their turn, and refuses a seventh at once, asking to come back in 10 s', async () => {
    const bytes = fixture('pdflib-en-60.pdf');
    // all seven are handed over in the same turn of the event loop, before any thread has answered
    const outcomes = await Promise.allSettled(Array.from({ length: 7 }, () => parseManifest(bytes)));
    expect(outcomes.slice(0, 6).map((o) => o.status === 'fulfilled' && o.value.length)).toEqual([
      60, 60, 60, 60, 60, 60,
    ]);
    const busy = (outcomes[6] as PromiseRejectedResult).reason as AppError;
    expect(busy).toBeInstanceOf(AppError);
    expect({ code: busy.code, key: busy.msg.key, params: busy.msg.params, retryAfter: busy.retryAfter }).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      key: 'manifestBusy',
      params: { seconds: 10 },
      retryAfter: 10,
    });
    // every place was given back
    expect(
      await Promise.all(Array.from({ length: 6 }, () => parseManifest(bytes).then((rows) => rows.length))),
    ).toEqual([60, 60, 60, 60, 60, 60]);
  });

  describe('a manifest written one show-text operator per line, whose two-space gaps pdf.js reads as one space', () => {
    it('comes back from unpdf with each line one item and its column gaps collapsed to one space', async () => {
      const bytes = oneShowTextPerLinePdf(['Name  PNR  Seat', 'Alice Martin  ABC123  20A', 'Nom  PNR  Siège']);
      expect(await textItems(bytes)).toEqual(['Name PNR Seat', 'Alice Martin ABC123 20A', 'Nom PNR Siège']);
    });

    it('reads names with inner spaces and slashes, a name word of PNR form staying in the name, and skips title and footers', async () => {
      const bytes = oneShowTextPerLinePdf([
        'PASSENGER MANIFEST  FLIGHT 8Z101  FIH-FBM',
        'Passenger name  Booking ref  Seat no',
        'Alice Martin  ABC123  20A',
        'MARTIN/ALICE MRS  K7QX2M  3C',
        'Jean Pierre Mbemba  ZP4R8T  112F',
        'MARTIN ALICE  H2J9KQ  7B',
        'SMITH/JOHNMR  Q8W2E4  9D',
        "N'DIAYE/FÉLIX MR  XYZ789  14E",
        'Total:  6',
        'Page 1 of 1',
      ]);
      expect(await parseManifest(bytes)).toEqual([
        { name: 'Alice Martin', pnr: 'ABC123', seat: '20A' },
        { name: 'MARTIN/ALICE MRS', pnr: 'K7QX2M', seat: '3C' },
        { name: 'Jean Pierre Mbemba', pnr: 'ZP4R8T', seat: '112F' },
        { name: 'MARTIN ALICE', pnr: 'H2J9KQ', seat: '7B' },
        { name: 'SMITH/JOHNMR', pnr: 'Q8W2E4', seat: '9D' },
        { name: "N'DIAYE/FÉLIX MR", pnr: 'XYZ789', seat: '14E' },
      ]);
    });

    // Each order's header and line: the fixed-form columns are taken from the ends, the name between.
    it.each([
      ['Name  PNR  Seat', 'MARTIN ALICE  ABC123  20A'],
      ['PNR  Name  Seat', 'ABC123  MARTIN ALICE  20A'],
      ['Seat  PNR  Name', '20A  ABC123  MARTIN ALICE'],
      ['Seat  Name  PNR', '20A  MARTIN ALICE  ABC123'],
      ['Name  Seat  PNR', 'MARTIN ALICE  20A  ABC123'],
      ['PNR  Seat  Name', 'ABC123  20A  MARTIN ALICE'],
      ['Nom  PNR  Siège', 'MARTIN ALICE  ABC123  20A'],
      ['Siège  Nom du passager  Réservation', '20A  MARTIN ALICE  ABC123'],
      ['Booking reference  Passenger  Seat number', 'ABC123  MARTIN ALICE  20A'],
    ])('reads the columns in the header order of "%s"', async (header, line) => {
      const bytes = oneShowTextPerLinePdf(['Flight 8Z101', header, line, 'Total  1']);
      expect(await parseManifest(bytes)).toEqual([{ name: 'MARTIN ALICE', pnr: 'ABC123', seat: '20A' }]);
    });

    it('keeps a name of two PNR-form words whole when it lies between the PNR and the seat', async () => {
      const bytes = oneShowTextPerLinePdf(['PNR  Name  Seat', 'K7QX2M  KABILA MUKENDI  12A']);
      expect(await parseManifest(bytes)).toEqual([{ name: 'KABILA MUKENDI', pnr: 'K7QX2M', seat: '12A' }]);
    });

    it('skips the lines whose words do not fit the forms: no seat, no name, a PNR of 5 or 7, a seat without its letter', async () => {
      const bytes = oneShowTextPerLinePdf([
        'Name  PNR  Seat',
        'MARTIN/ALICE MRS  ABC123',
        'ABC123  20A',
        'KASONGO/JEAN MR  ABC12  20A',
        'KASONGO/JEAN MR  ABC1234  20A',
        'KASONGO/JEAN MR  ABC123  20',
        'Printed  22NOV  08:30',
        'Gate 4 closes at 08:10',
        'LUMUMBA/GRACE MRS  XYZ789  4C',
      ]);
      expect(await parseManifest(bytes)).toEqual([{ name: 'LUMUMBA/GRACE MRS', pnr: 'XYZ789', seat: '4C' }]);
    });

    it('reads a line whose gaps came partly collapsed, partly as blank items, and a header cut the same way', async () => {
      // three Helvetica spaces are wider than pdf.js's word space: that gap comes as a blank item
      const bytes = oneShowTextPerLinePdf([
        'Name   PNR  Seat',
        'Jean Pierre Mbemba  ABC123   20A',
        'Alice Martin   XYZ789  3C',
      ]);
      expect(await textItems(bytes)).toEqual([
        'Name',
        ' ',
        'PNR Seat',
        'Jean Pierre Mbemba ABC123',
        ' ',
        '20A',
        'Alice Martin',
        ' ',
        'XYZ789 3C',
      ]);
      expect(await parseManifest(bytes)).toEqual([
        { name: 'Jean Pierre Mbemba', pnr: 'ABC123', seat: '20A' },
        { name: 'Alice Martin', pnr: 'XYZ789', seat: '3C' },
      ]);
    });

    it('reads a text table padded to columns whose widest entries are followed by two spaces only', async () => {
      // the header's and the short names' gaps are wide enough to come as blank items, so the header is read from the page
      const bytes = oneShowTextPerLinePdf([
        'Name                PNR     Seat',
        'Jean Pierre Mbemba  ABC123  20A',
        'Alice Martin        XYZ789  3C',
        'LI/WEI MR           H2J9KQ  112F',
        'MARTIN ALICE        K7QX2M  7B',
      ]);
      expect((await textItems(bytes)).slice(0, 6)).toEqual([
        'Name',
        ' ',
        'PNR',
        ' ',
        'Seat',
        'Jean Pierre Mbemba ABC123 20A',
      ]);
      expect(await parseManifest(bytes)).toEqual([
        { name: 'Jean Pierre Mbemba', pnr: 'ABC123', seat: '20A' },
        { name: 'Alice Martin', pnr: 'XYZ789', seat: '3C' },
        { name: 'LI/WEI MR', pnr: 'H2J9KQ', seat: '112F' },
        { name: 'MARTIN ALICE', pnr: 'K7QX2M', seat: '7B' },
      ]);
    });

    it('leaves a table laid out by positions as it was: a row missing its PNR is skipped, not read by forms', async () => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      const page = doc.addPage([595, 842]);
      const row = (y: number, cells: [string, string, string]) =>
        cells.forEach((t, i) => t && page.drawText(t, { x: [40, 300, 400][i]!, y, size: 10, font }));
      row(800, ['Passenger Name', 'PNR', 'Seat']);
      row(780, ['Jean Pierre Mbemba', '', '20A']);
      row(760, ['KABILA/GRACE MRS', 'XYZ789', '4C']);
      expect(await parseManifest(await doc.save())).toEqual([{ name: 'KABILA/GRACE MRS', pnr: 'XYZ789', seat: '4C' }]);
    });

    it('does not take a title of header words and others for the header: without a header there is no table', async () => {
      const bytes = oneShowTextPerLinePdf(['Passenger manifest  PNR list  Seat map', 'Alice Martin  ABC123  20A']);
      expect(await failure(bytes)).toEqual({ code: 'UNPROCESSABLE_CONTENT', key: 'manifestNoTable' });
    });
  });
});

describe('rebuildLines() and groupLines()', () => {
  /** A text item as pdf.js gives it: `size` points high at (x, y), `width` wide. */
  const item = (str: string, x: number, y: number, size = 10, width = 20) => ({
    str,
    transform: [size, 0, 0, size, x, y],
    width,
    height: size,
  });

  it('rebuilds 10,000 lines of 10 cells from 100,000 items in any order, each cell once, top line first and left to right', () => {
    const lines = 10_000;
    const items = [];
    for (let l = 0; l < lines; l++) {
      // baselines 5 pt apart; a line's items off its baseline by up to 1 pt (within 40 % of their 10 pt)
      for (let c = 0; c < 10; c++)
        items.push(item(`L${l}C${c}`, 40 + c * 50, 60_000 - l * 5 + ((l * 7 + c * 3) % 5) * 0.25 - 0.5));
    }
    // a fixed shuffle: pdf.js gives items in drawing order, which need not be reading order
    for (let i = items.length - 1; i > 0; i--) {
      const j = (i * 7919) % (i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    const rebuilt = rebuildLines(items);
    expect(rebuilt).toHaveLength(lines);
    expect(rebuilt.map((line) => line.cells.map((cell) => cell.text))).toEqual(
      Array.from({ length: lines }, (_, l) => Array.from({ length: 10 }, (_, c) => `L${l}C${c}`)),
    );
  });

  it('looks at a logarithmic number of lines per piece, not at every line: 100,000 pieces on 10,000 lines', () => {
    let reads = 0;
    const piece = (y: number) => ({
      size: 10,
      get y() {
        reads += 1;
        return y;
      },
    });
    const pieces = Array.from({ length: 100_000 }, (_, i) => piece(60_000 - Math.floor(i / 10) * 5));
    const lines = groupLines(pieces);
    expect(lines).toHaveLength(10_000);
    expect(lines.every((line) => line.length === 10)).toBe(true);
    // two positions read per step of a bisection over the lines; a search through them all would read
    // some 10,000 a piece on average, 500 million in all
    expect(reads).toBeLessThan(pieces.length * 2 * (Math.log2(10_000) + 2));
  });

  it('puts a piece in the highest line within 40 % of its size above it, as when every line was searched from the top', () => {
    const piece = (y: number, size: number) => ({ y, size });
    // 97 (5 pt) is more than 2 pt below 100: a line of its own; 96 (10 pt) reaches both, and joins the upper one
    const lines = groupLines([piece(100, 10), piece(97, 5), piece(96, 10), piece(90, 10)]);
    expect(lines.map((line) => line.map((p) => p.y))).toEqual([[100, 96], [97], [90]]);
  });
});
