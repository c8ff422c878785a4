// Camera decode speed: zxing-wasm on 640x480 frames through the decoder module the camera's
// worker runs (src/client/scanner/decoder.ts), in Node on one core. Target ≥ 20 decodes a second.
// The desks' cameras read ITF beside Code 128: each frame is also decoded with Code 128 alone, runs alternated, so
// that what the ITF reader costs a Code 128 read is measured in the same minutes of this shared machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decode, prepareDecoder, type Frame } from '../src/client/scanner/decoder';
import { SCAN_FORMATS, type BarcodeFormat } from '../src/client/scanner/formats';
import { barcodeFrame, PHOTO } from '../tests/helpers/barcode-frames';
import { median } from './stats';

const RUNS = 15;
const DECODES = 20;
/** What the desks and the search read before ITF. */
const DESK_BEFORE: readonly BarcodeFormat[] = ['Code128'];
const SEARCH_BEFORE: readonly BarcodeFormat[] = ['Code128', 'EAN13', 'EAN8'];

/**
 * Decodes per second of one run, counted on the process's CPU time (user and system) rather than the clock: the
 * machine is shared, and another process taking the core for a moment would otherwise read as a slower decoder.
 * `expected` is null for a frame with no barcode.
 */
async function run(frame: Frame, formats: readonly BarcodeFormat[], expected: string | null) {
  const start = process.cpuUsage();
  for (let i = 0; i < DECODES; i++) {
    const hit = await decode(frame, formats);
    if ((hit?.text ?? null) !== expected) throw new Error(`decoded ${hit?.text ?? 'nothing'} instead of ${expected}`);
  }
  const { user, system } = process.cpuUsage(start);
  return (DECODES * 1e6) / (user + system);
}

/** Medians of the same frame under each set of formats, their runs alternated. */
async function compare(frame: Frame, expected: string | null, sets: readonly (readonly BarcodeFormat[])[]) {
  const runs = sets.map(() => [] as number[]);
  for (let r = 0; r < RUNS; r++)
    for (const [i, formats] of sets.entries()) runs[i]!.push(await run(frame, formats, expected));
  return runs.map(median);
}

export async function decodeBench() {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareDecoder({ bytes: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) });
  const tag = '8Z-2026-00421337';
  const plate = '0125728359';
  const blank = { data: new Uint8ClampedArray(640 * 480 * 4).fill(200), width: 640, height: 480 };
  const sets = [DESK_BEFORE, SCAN_FORMATS.desk, SEARCH_BEFORE, SCAN_FORMATS.search];
  const withItf = [SCAN_FORMATS.desk, SCAN_FORMATS.search];
  // an ITF plate is read only by the formats with ITF: nothing to compare with
  const itfRow = ([desk, search]: number[]) => [NaN, desk!, NaN, search!];
  const rows: [string, number[]][] = [
    ['Code 128 tag, clean label', await compare(barcodeFrame('code128', tag), tag, sets)],
    ['Code 128 tag, photo-like label', await compare(barcodeFrame('code128', tag, PHOTO), tag, sets)],
    ['ITF plate, clean label', itfRow(await compare(barcodeFrame('interleaved2of5', plate), plate, withItf))],
    [
      'ITF plate, photo-like label',
      itfRow(await compare(barcodeFrame('interleaved2of5', plate, PHOTO), plate, withItf)),
    ],
    ['no barcode (the usual frame while aiming)', await compare(blank, null, sets)],
  ];
  const cell = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(0));
  const ratio = (now: number, before: number) => (Number.isNaN(before) ? '—' : (now / before).toFixed(2));
  const slowest = Math.min(...rows.flatMap(([, n]) => n.filter((x) => !Number.isNaN(x))));
  return `## Camera decoding (zxing-wasm, 640x480, one core)

Frames of a Code 128 bag tag (${tag}) and of an ITF licence plate (${plate}) drawn from bwip-js's bars; the
photo-like ones are out of focus, tilted (keystone), with a reflection and sensor noise
(\`tests/helpers/barcode-frames.ts\`). ${DECODES} decodes a run, median of ${RUNS} runs, through the decoder module the
camera's worker runs, \`tryHarder\` on; decodes per second of the process's CPU time, not the clock's (a shared
machine). Each frame is decoded with the formats a desk and the search read before ITF
(Code 128; Code 128, EAN-13, EAN-8) and with those they read now (ITF added), the four runs alternated.

| frame | desk before | desk now | now / before | search before | search now | now / before |
|---|---|---|---|---|---|---|
${rows.map(([label, [a, b, c, d]]) => `| ${label} | ${cell(a!)} | ${cell(b!)} | ${ratio(b!, a!)} | ${cell(c!)} | ${cell(d!)} | ${ratio(d!, c!)} |`).join('\n')}

Slowest: ${slowest.toFixed(0)} decodes a second, ${slowest >= 20 ? 'above' : 'BELOW'} the target of 20. The dialog offers
a frame every 100 ms (10 a second, SPEC §9) to two workers, skipping a frame while both are busy.`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await decodeBench());
