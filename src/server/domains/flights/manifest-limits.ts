// The limits on reading a manifest, in one place: the reader in its thread (manifest-parse.ts),
// the import (manifest.ts) and the API's description (rest/routes.ts) read them here. This file imports
// nothing, so the reading thread loads none of the server with it.

/**
 * Pages read at most. An A380 of 853 seats is 35 pages at 25 rows a page, 171 at five: 500 is room for
 * any real manifest with its cover and annex pages, and refuses at once, before any page is read, a PDF
 * of thousands of pages made to keep the reader busy.
 */
export const MANIFEST_MAX_PAGES = 500;

/**
 * Pieces of text (pdf.js text items, blanks included) read at most, over all pages. A manifest table
 * gives about ten a row (cells and the blanks between them), so 853 passengers are about 10,000;
 * a producer that places every character on its own gives some 60 a row, about 50,000. 200,000 leaves
 * that room four times over, and stops a PDF of a million tiny pieces before its lines are rebuilt.
 */
export const MANIFEST_MAX_TEXT_ITEMS = 200_000;

/**
 * How long reading may take, the thread's start included. A real manifest reads in a second or two (the
 * 400 passengers over 16 pages of the tests: under one); 20 s is room for a busy two-core machine, and
 * what a PDF made to be slow costs at most before its thread is stopped.
 */
export const MANIFEST_TIME_LIMIT_MS = 20_000;

/**
 * The reading thread's heap. An A380's manifest of 853 passengers peaks at about 75 MB, and a PDF of the
 * most pieces of text the reader takes (MANIFEST_MAX_TEXT_ITEMS) at about 160 MB; past 256 MB the thread
 * is stopped, and the server's own heap never grows with a PDF.
 */
export const MANIFEST_MEMORY_MB = 256;

/**
 * Manifests read at once, and how many more may wait their turn. A manifest is imported a few times per
 * flight, so two readers at once is plenty, and leaves a core to the scans on a small server; a third
 * import waits (a real one is read in a second) rather than failing. Past the four waiting (a queue that
 * long means someone is sending PDFs in a loop) the import is refused at once, 503 with Retry-After:
 * waiting imports hold their file in memory, and their callers would wait longer than a proxy does.
 */
export const MANIFEST_READS_AT_ONCE = 2;
export const MANIFEST_READS_WAITING = 4;
/** The Retry-After of that refusal: a reader is free again within the time limit, most often within a second. */
export const MANIFEST_RETRY_AFTER_S = 10;
