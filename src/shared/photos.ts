// A found bag's photo: what the server stores and the desk's client sends. Valibot-free, so
// the register screen loads only these lines.

/** The desk's client shrinks a camera picture well under this before sending it. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The longest side the client sends: enough to read a label or a sticker on the bag. */
export const PHOTO_MAX_SIDE = 1600;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, at: number, expected: number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type these bytes are, from their signature; null for anything else, whatever its name says. */
export function photoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}
