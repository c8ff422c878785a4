import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import config from '../../playwright.config';
import { barcodeFrame, toY4m, type Bcid } from '../helpers/barcode-frames';

/**
 * Launch options for Chromium's fake camera playing one frame of this barcode, made here (a .y4m video). Given to a
 * spec file's top-level `test.use`: launch options are per worker, so one file films one barcode.
 */
export function fakeCamera(bcid: Bcid, text: string) {
  const video = path.join(mkdtempSync(path.join(tmpdir(), 'tarmac-camera-')), `${bcid}.y4m`);
  writeFileSync(video, toY4m(barcodeFrame(bcid, text)));
  const base = config.use!.launchOptions!;
  return {
    launchOptions: {
      ...base,
      args: [
        ...(base.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    },
  };
}
