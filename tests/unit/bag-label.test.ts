import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { bagLabelPdf } from '../../src/server/domains/passengers/bag-label';
import { code128Png } from '../../src/server/platform/pdf-writer';
import { openDatabase } from '../../src/server/platform/db/client';
import { airports, bags, flights, passengers } from '../../src/server/domains/schema';
import { testCall } from '../helpers/call';

// The wasm comes from the package, never from a CDN.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
void prepareZXingModule({
  overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  fireImmediately: true,
});

describe('bag tag labels', () => {
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
