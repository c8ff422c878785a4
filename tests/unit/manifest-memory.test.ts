import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../src/server/domains/flights/manifest';

// A PDF is small on the wire and large once read: a compressed content stream of blanks inflates a thousand
// times over, in buffers the reading thread's heap limit does not count. The reader is stopped all the same.

/** A one-page PDF whose page content is `inflatedMb` MB of blanks, deflated (a few hundred KB). */
function inflatingPdf(inflatedMb: number) {
  const stream = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  const object = (n: number, body: Buffer | string, streamBytes?: Buffer) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    push(body);
    if (streamBytes) {
      push('\nstream\n');
      push(streamBytes);
      push('\nendstream');
    }
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>');
  object(4, `<< /Length ${stream.length} /Filter /FlateDecode >>`, stream);
  const xref = length;
  push(
    `xref\n0 5\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

describe('Reading a manifest within its memory', () => {
  it('stops a reader whose PDF inflates past the limit, with a 422 that says so', async () => {
    const pdf = inflatingPdf(400);
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);
    await expect(parseManifest(pdf, { memoryLimitMb: 64 })).rejects.toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      msg: { key: 'manifestTooMuchMemory' },
    });
  });
});
