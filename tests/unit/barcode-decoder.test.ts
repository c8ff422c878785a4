import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { decode, prepareDecoder } from '../../src/client/scanner/decoder';
import { SCAN_FORMATS } from '../../src/client/scanner/formats';
import { barcodeFrame, PHOTO } from '../helpers/barcode-frames';

// The decoder module the camera's worker runs (src/client/scanner/decoder.ts), fed images made
// here with a barcode generator: encoded PNGs and camera-like RGBA frames.

beforeAll(() => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareDecoder({ bytes: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
});

const png = async (bcid: string, text: string) =>
  new Uint8Array(
    await bwipjs.toBuffer({
      bcid,
      text,
      scale: 3,
      height: 12,
      paddingwidth: 12,
      paddingheight: 6,
      backgroundcolor: 'FFFFFF',
    }),
  );

describe('barcode decoder', () => {
  it.each([
    ['code128', '8Z-2026-00421337', 'Code128', '8Z-2026-00421337'],
    ['code128', '0728123456', 'Code128', '0728123456'],
    ['ean13', '590123412345', 'EAN13', '5901234123457'],
    ['ean8', '9638507', 'EAN8', '96385074'],
    ['interleaved2of5', '0125728359', 'ITF', '0125728359'],
  ] as const)('reads a %s of %s from a PNG', async (bcid, text, format, expected) => {
    expect(await decode(await png(bcid, text), SCAN_FORMATS.search)).toEqual({
      text: expected,
      format: expect.stringMatching(new RegExp(format.replace(/(\d+)/, '.?$1'), 'i')),
    });
  });

  it('reads a Code 128 bag tag from a clean 640x480 camera frame and from a blurred, tilted, glaring one', async () => {
    expect((await decode(barcodeFrame('code128', 'BA728359'), ['Code128']))?.text).toBe('BA728359');
    expect((await decode(barcodeFrame('code128', '8Z-2026-00421337', PHOTO), ['Code128']))?.text).toBe(
      '8Z-2026-00421337',
    );
  });

  it('reads EAN-13 and EAN-8 frames only when the screen asks for them', async () => {
    const ean = barcodeFrame('ean13', '590123412345');
    expect(await decode(ean, ['Code128'])).toBeNull();
    expect((await decode(ean, ['Code128', 'EAN13', 'EAN8']))?.text).toBe('5901234123457');
    expect((await decode(barcodeFrame('ean8', '9638507'), ['EAN8']))?.text).toBe('96385074');
  });

  it('reads an ITF licence plate from a clean and from a photo-like camera frame', async () => {
    expect(await decode(barcodeFrame('interleaved2of5', '0125728359'), ['ITF'])).toEqual({
      text: '0125728359',
      format: 'ITF',
    });
    expect((await decode(barcodeFrame('interleaved2of5', '2220208212', PHOTO), ['ITF']))?.text).toBe('2220208212');
    // and only when the screen asks for it
    expect(await decode(barcodeFrame('interleaved2of5', '0125728359'), ['Code128'])).toBeNull();
  });

  it.each(['012572', '01257283', '012572835912'])(
    'takes an ITF of %s, not ten digits, for a plate read in part and reads nothing',
    async (digits) => {
      const frame = barcodeFrame('interleaved2of5', digits);
      expect(await decode(frame, SCAN_FORMATS.desk)).toBeNull();
      expect(await decode(frame, SCAN_FORMATS.search)).toBeNull();
    },
  );

  describe.each(Object.entries(SCAN_FORMATS))('the camera of the %s', (context, formats) => {
    it('reads a bag tag printed as Code 128 and the licence plate printed as ITF, clean and photo-like', async () => {
      for (const look of [{}, PHOTO]) {
        expect(await decode(barcodeFrame('code128', '8Z-2026-00421337', look), formats)).toEqual({
          text: '8Z-2026-00421337',
          format: 'Code128',
        });
        expect(await decode(barcodeFrame('interleaved2of5', '0057123456', look), formats)).toEqual({
          text: '0057123456',
          format: 'ITF',
        });
      }
    });

    it(`reads EAN-13 only if it is the search (${context})`, async () => {
      const hit = await decode(barcodeFrame('ean13', '590123412345'), formats);
      expect(hit?.text ?? null).toBe(context === 'search' ? '5901234123457' : null);
    });
  });

  it('finds nothing in a frame without a barcode', async () => {
    const blank = { data: new Uint8ClampedArray(640 * 480 * 4).fill(200), width: 640, height: 480 };
    expect(await decode(blank, ['Code128'])).toBeNull();
    expect(await decode(blank, SCAN_FORMATS.search)).toBeNull();
  });
});
