// Which barcodes the camera looks for on each kind of screen. Kept apart from decoder.ts (which pulls in
// zxing-wasm) so that a screen can name its formats without carrying the reader in its first load.

/**
 * Code 128 is what Tarmac prints and the desks' USB scanners read (generated tags, AWBs); ITF (Interleaved 2 of 5)
 * is the 10-digit licence plate every airline's bag tag carries (IATA Resolution 740); the search also reads the
 * EAN-13 and EAN-8 some airlines print.
 */
export type BarcodeFormat = 'Code128' | 'ITF' | 'EAN13' | 'EAN8';

/**
 * Each camera's formats. `desk`: the scan desks (bags, shipments, Charge ULD) and a bag tag field: a desk that
 * records AWBs still reads a plate, so that a bag tag shown to it is refused by name as at the keyboard rather than
 * silently ignored. `search`: the tag search, which also finds a bag by the EAN some airlines print.
 * Stable arrays: the camera restarts when a dialog's formats change.
 */
export const SCAN_FORMATS = {
  desk: ['Code128', 'ITF'],
  search: ['Code128', 'ITF', 'EAN13', 'EAN8'],
} as const satisfies Record<string, readonly BarcodeFormat[]>;

/**
 * The only ITF the camera accepts: ten digits, the licence plate. ITF has no check digit on a bag tag and its start
 * and stop patterns are short, so a bar code read only in part (the camera tilted, a finger over one end) can
 * decode as a valid shorter ITF; a fixed length turns that misread into no read (decision 050).
 */
export const ITF_PLATE = /^\d{10}$/;
