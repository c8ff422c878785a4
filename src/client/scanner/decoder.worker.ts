/// <reference lib="webworker" />
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { decode, prepareDecoder, type BarcodeFormat, type Frame } from './decoder';

// Decodes camera frames off the UI thread. The .wasm comes from Tarmac's own /assets (Vite's URL of it).
prepareDecoder({ url: wasmUrl });

export type DecodeRequest = { id: number; frame: Frame; formats: BarcodeFormat[] };
export type DecodeReply = { id: number; text: string | null; error?: string };

self.onmessage = async ({ data }: MessageEvent<DecodeRequest>) => {
  let reply: DecodeReply;
  try {
    reply = { id: data.id, text: (await decode(data.frame, data.formats))?.text ?? null };
  } catch (err) {
    reply = { id: data.id, text: null, error: String(err) };
  }
  self.postMessage(reply);
};
