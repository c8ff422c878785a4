import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ID, type Boot } from '../shared/boot';

/** What a page is filled with: its data block, and the first screen the server drew, when it drew one. */
export type PageContent = { boot: Boot; html?: string; lang?: string };

/**
 * index.html of the client build, read once at start and filled per request (decisions 042 and 044): a JSON data
 * block with the signed-in user as `auth.me` answers it and the answers the drawn screen shows, the drawn screen in
 * `#root`, its language on `<html>`. The block is data, never run (`type="application/json"`: the CSP needs no
 * nonce), and every `<` in it is escaped, so no text a user typed (a name with `</script>`) can close the element
 * and start markup of its own; the drawn screen is React's markup, where every text is escaped.
 */
export function indexPage(clientDir: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const at = html.lastIndexOf('</body>');
  const [before, after] = at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at)];
  return ({ boot, html: drawn, lang }: PageContent) => {
    let head = before;
    // (functions as replacements: a `$` in the drawn text is not a pattern of String.replace)
    if (drawn) head = head.replace('<div id="root"></div>', () => `<div id="root">${drawn}</div>`);
    if (lang) head = head.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`);
    return `${head}<script type="application/json" id="${BOOT_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>${after}`;
  };
}
