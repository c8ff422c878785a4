/**
 * A camera picture made small enough to send: at most `maxSide` pixels on its longest side, re-encoded as
 * JPEG. A picture already within bounds, or one the browser cannot decode, goes as it is (the server says
 * what is wrong with the latter).
 */
export async function shrinkImage(
  file: File,
  opts: { maxSide: number; maxBytes: number; keepTypes: readonly string[] },
): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file); // turned as the camera's orientation says
  } catch {
    return file;
  }
  const scale = Math.min(1, opts.maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= opts.maxBytes && opts.keepTypes.includes(file.type)) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.85));
}
