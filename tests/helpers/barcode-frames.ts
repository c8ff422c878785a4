import bwipjs from 'bwip-js/node';
import type { Frame } from '../../src/client/scanner/decoder';

// Camera-like frames of a barcode, made in the test: what the decoder, the bench and Chromium's fake camera
// (a .y4m file) are fed. Drawn from bwip-js's bar widths, so the text is known exactly.

/** bwip-js's names: `interleaved2of5` is the ITF of a bag tag's licence plate. */
export type Bcid = 'code128' | 'interleaved2of5' | 'ean13' | 'ean8';

export type Look = {
  /** Box-blur radius in pixels, as a camera slightly out of focus. */
  blur?: number;
  /** Keystone: the top of the label this much wider than the bottom (0.2 = 20 %). */
  perspective?: number;
  /** Strength (0–1) of a bright reflection over the middle of the label. */
  glare?: number;
  /** Pixel noise amplitude (0–255). */
  noise?: number;
};

/** A width × height grey image with the barcode of `text` across the middle, as RGBA. */
export function barcodeFrame(bcid: Bcid, text: string, look: Look = {}, width = 640, height = 480): Frame {
  const [symbol] = bwipjs.raw({ bcid, text }) as unknown as Array<{ sbs: number[] }>;
  const widths = symbol!.sbs;
  const modules = widths.reduce((a, b) => a + b, 0) + 20; // ten modules of quiet zone each side
  const unit = Math.max(1, Math.floor((width * 0.85) / modules));
  // 1 where a bar covers the module column, 0 for a space, along the symbol's width in pixels
  const line = new Uint8Array(modules * unit);
  let x = 10 * unit;
  widths.forEach((w, i) => {
    if (i % 2 === 0) line.fill(1, x, x + w * unit);
    x += w * unit;
  });
  const left = Math.floor((width - line.length) / 2);
  const [top, bottom] = [Math.floor(height * 0.3), Math.floor(height * 0.7)];
  const k = look.perspective ?? 0;
  let grey: Float32Array = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    // keystone: rows nearer the top are stretched wider about the centre
    const scale = 1 + k * ((height / 2 - y) / height);
    for (let px = 0; px < width; px++) {
      const sx = Math.round(width / 2 + (px - width / 2) / scale) - left;
      const bar = y >= top && y < bottom && sx >= 0 && sx < line.length && line[sx] === 1;
      grey[y * width + px] = bar ? 30 : 225;
    }
  }
  if (look.blur) grey = boxBlur(grey, width, height, look.blur);
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [px, py] = [i % width, Math.floor(i / width)];
    const d2 = ((px - width * 0.55) ** 2 + (py - height * 0.45) ** 2) / (width * 0.12) ** 2;
    const v = grey[i]! + (look.glare ?? 0) * 170 * Math.exp(-d2) + (look.noise ?? 0) * random();
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return { data: rgba, width, height };
}

function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const pass = (from: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(from.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let d = -r; d <= r; d++) {
          const [xx, yy] = horizontal ? [x + d, y] : [x, y + d];
          if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
          sum += from[yy * w + xx]!;
          n++;
        }
        out[y * w + x] = sum / n;
      }
    }
    return out;
  };
  return pass(pass(src, true), false);
}

/** The photo-like look of the bench and tests: out of focus, tilted, a reflection and sensor noise. */
export const PHOTO: Look = { blur: 1, perspective: 0.1, glare: 0.4, noise: 12 };

/** A YUV4MPEG2 video of one frame repeated, for Chromium's --use-file-for-fake-video-capture. */
export function toY4m(frame: Frame, frames = 10): Buffer {
  const { width, height, data } = frame;
  const y = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) y[i] = data[i * 4]!;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const parts = [header];
  for (let f = 0; f < frames; f++) parts.push(Buffer.from('FRAME\n'), y, chroma);
  return Buffer.concat(parts);
}
