import { describe, expect, it } from 'vitest';
import { photoType } from '../../src/shared/photos';
import { jpegSized, solidPng, webpSized } from '../helpers/images';

describe('photoType reads the type from the bytes', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(photoType(jpegSized(64))).toBe('image/jpeg');
    expect(photoType(solidPng(2, 2, [0, 0, 0]))).toBe('image/png');
    expect(photoType(webpSized(64))).toBe('image/webp');
  });

  it('refuses anything else, and files too short to hold a signature', () => {
    expect(photoType(new TextEncoder().encode('%PDF-1.7 not a picture'))).toBeNull();
    expect(photoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(photoType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull(); // a sound, RIFF as well
    expect(photoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(photoType(new Uint8Array())).toBeNull();
  });
});
