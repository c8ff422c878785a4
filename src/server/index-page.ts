import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ID } from '../shared/boot';

/**
 * index.html of the client build, read once at start and filled per request with a JSON data block (decision
 * 042): the signed-in user as `auth.me` answers it, so the kiosk's first screen does not wait for that call. The
 * block is data, never run (`type="application/json"`: the CSP needs no nonce), and every `<` in it is escaped, so
 * no text a user typed (a name with `</script>`) can close the element and start markup of its own.
 */
export function indexPage(clientDir: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const at = html.lastIndexOf('</body>');
  const [before, after] = at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at)];
  return (boot: { user?: unknown }) =>
    `${before}<script type="application/json" id="${BOOT_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>${after}`;
}
