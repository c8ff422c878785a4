import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors';
import { parseManifest } from '../../src/server/services/manifest';
import { passwordProtected, pdfLibManifest, runPerLineManifest } from '../fixtures/make-manifests';
import { manifestPassengers } from '../fixtures/manifest-data';

const fixture = (name: string) => new Uint8Array(readFileSync(path.resolve('tests/fixtures/manifests', name)));

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
    expect(await failure(fixture('pdflib-en-60.pdf').subarray(0, 400))).toEqual({ code: 'UNPROCESSABLE_CONTENT', key: 'manifestCorrupt' });
  });
});
