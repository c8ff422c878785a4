/**
 * The id of the JSON data block index.html carries (decision 042): who is signed in, as `auth.me` answers it,
 * written by the server (src/server/index-page.ts) and read by the client's entry (src/client/main.tsx).
 */
export const BOOT_ID = 'boot';
