import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { bagLabelPdf, carrierAndSerial, tagSymbology } from '../../src/server/domains/passengers/bag-label';
import { code128Png, itfPng } from '../../src/server/platform/pdf-writer';
import { openDatabase, type Db } from '../../src/server/platform/db/client';
import { airports, bags, flights, passengers } from '../../src/server/domains/schema';
import { testCall } from '../helpers/call';

// The wasm comes from the package, never from a CDN.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
void prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});

/**
 * The barcode printed in the PDF, read back from the one image the PDF carries: pdf-lib stores a PNG's colours as an
 * RGB image, deflated, its alpha as a separate soft mask (a grey image the RGB one names).
 */
async function barcodeOfPdf(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream &&
        o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
        o.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB'),
    );
  expect(images).toHaveLength(1);
  const image = images[0]!;
  const size = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
  const [width, height] = [size('Width'), size('Height')];
  const rgb = inflateSync(image.contents);
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 3; c++) rgba[i * 4 + c] = rgb[i * 3 + c]!;
  const [result] = await readBarcodes(
    { data: rgba, width, height, colorSpace: 'srgb' },
    {
      formats: ['Code128', 'ITF'],
      tryHarder: true,
    },
  );
  return { text: result?.text, format: result?.format };
}

/** Goma, flight BA201 on 2026-11-22, one passenger; `bag(tag)` adds a bag of 23.5 kg and answers its id. */
async function seed(db: Db) {
  const [gom] = await db.insert(airports).values({ code: 'GOM', name: 'Goma' }).returning();
  const [flight] = await db
    .insert(flights)
    .values({
      flight_number: 'BA201',
      arrival_airport: gom!.id,
      departure_time: new Date('2026-11-22T08:15:00Z'),
      arrival_time: new Date('2026-11-22T10:40:00Z'),
    })
    .returning();
  const [pax] = await db
    .insert(passengers)
    .values({ flight_id: flight!.id, name: 'MUKENDI/JEAN MR', pnr: 'X7K2QP', seat: '12A' })
    .returning();
  return async (tag: string) => {
    const [bag] = await db
      .insert(bags)
      .values({ passenger_id: pax!.id, bag_tag_number: tag, weight: 23.5 })
      .returning();
    return bag!.id;
  };
}

describe('bag tag labels', () => {
  it.each([
    ['0125728359', 'ITF'],
    ['2220208212', 'ITF'],
    ['8Z-2026-00421337', 'Code128'],
    ['BA728359', 'Code128'],
    ['012572835', 'Code128'],
    ['01257283590', 'Code128'],
  ] as const)('%s is barcoded as %s', (tag, symbology) => {
    expect(tagSymbology(tag)).toBe(symbology);
  });

  it('names the carrier and serial of a plate whose airline numeric code is known, and of no other', () => {
    expect(carrierAndSerial('0125728359')).toBe('BA 728359');
    expect(carrierAndSerial('3057123456')).toBe('AF 123456');
    expect(carrierAndSerial('0999123456')).toBeNull();
  });

  it.each(['0125728359', '0999000001'])(
    'the ITF of %s reads back as the same plate with an ITF reader',
    async (plate) => {
      const [result] = await readBarcodes(new Uint8Array(await itfPng(plate)), { formats: ['ITF'], tryHarder: true });
      expect(result?.text).toBe(plate);
      expect(result?.format).toBe('ITF');
    },
  );

  it('prints a licence plate as ITF with the plate under the bars, carrier and serial, destination and flight; any other tag as Code 128', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const bag = await seed(database.db);
      const pdf = await bagLabelPdf(testCall(database.db), await bag('0125728359'));
      expect(await barcodeOfPdf(pdf)).toEqual({ text: '0125728359', format: 'ITF' });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      for (const part of ['0125728359', 'BA 728359', 'GOM', 'BA201', '2026-11-22', 'MUKENDI/JEAN MR', '23.5 kg'])
        expect(text).toContain(part);
      // a plate of an airline Tarmac has no 2-letter code for: the plate alone, no made-up carrier
      const unknown = await bagLabelPdf(testCall(database.db), await bag('0999000001'));
      expect(await barcodeOfPdf(unknown)).toEqual({ text: '0999000001', format: 'ITF' });
      const unknownText = (await extractText(await getDocumentProxy(new Uint8Array(unknown)), { mergePages: true }))
        .text;
      expect(unknownText).toContain('0999000001');
      expect(unknownText).not.toMatch(/\b[A-Z0-9]{2} 000001\b/);
      for (const tag of ['8Z-2026-00421337', 'BA728359'])
        expect(await barcodeOfPdf(await bagLabelPdf(testCall(database.db), await bag(tag)))).toEqual({
          text: tag,
          format: 'Code128',
        });
    } finally {
      await database.close();
    }
  });

  it.each(['8Z-2026-00421337', '0057123456', 'BA728359'])(
    'the barcode of %s reads back as the same tag with a Code 128 reader',
    async (tag) => {
      const png = await code128Png(tag);
      const [result] = await readBarcodes(new Uint8Array(png), { formats: ['Code128'], tryHarder: true });
      expect(result?.text).toBe(tag);
      expect(result?.format).toBe('Code128');
    },
  );

  it('the PDF label carries the tag, destination, flight, passenger and weight', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const { db } = database;
      const [gom] = await db.insert(airports).values({ code: 'GOM', name: 'Goma' }).returning();
      const [flight] = await db
        .insert(flights)
        .values({
          flight_number: '8Z201',
          arrival_airport: gom!.id,
          departure_time: new Date('2026-11-22T08:15:00Z'),
          arrival_time: new Date('2026-11-22T10:40:00Z'),
        })
        .returning();
      const [pax] = await db
        .insert(passengers)
        .values({ flight_id: flight!.id, name: 'MUKENDI/JEAN MR', pnr: 'X7K2QP', seat: '12A' })
        .returning();
      const [bag] = await db
        .insert(bags)
        .values({ passenger_id: pax!.id, bag_tag_number: '8Z-2026-00421337', weight: 23.5 })
        .returning();
      const pdf = await bagLabelPdf(testCall(db), bag!.id);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      for (const part of ['GOM', '8Z201', '2026-11-22', 'MUKENDI/JEAN MR', 'X7K2QP', '8Z-2026-00421337', '23.5 kg'])
        expect(text).toContain(part);
      await expect(bagLabelPdf(testCall(db), 999_999)).rejects.toMatchObject({ msg: { key: 'bagNotFound' } });
    } finally {
      await database.close();
    }
  });
});
