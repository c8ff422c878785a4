/**
 * The id of the JSON data block index.html carries (decisions 042 and 044), written by the server
 * (src/server/platform/index-page.ts) and read by the client's entry (src/client/main.tsx).
 */
export const BOOT_ID = 'boot';

/** A question the page asked, by its react-query key, and the answer it was drawn with. */
export type Answer = [key: readonly unknown[], data: unknown];

/**
 * What the block holds: who is signed in, as `auth.me` answers it, and, when the server drew the first screen, the
 * answers it drew it with, so the browser takes the page over without asking them again.
 */
export type Boot = { user?: unknown; answers?: Answer[] };
