import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ID, type Boot } from '../../shared/boot';

/** What a page is filled with: its data block, and the first screen the server drew, when it drew one. */
export type PageContent = { boot: Boot; html?: string };

const ROOT = '<div id="root">';

/**
 * index.html of the client build, read once at start and filled per request (decisions 042 and 044): a JSON data
 * block with the signed-in user as `auth.me` answers it and the answers the drawn screen shows, the drawn screen in
 * `#root`, the user's language on `<html>`. The block is data, never run (`type="application/json"`: the CSP needs
 * no nonce), and every `<` in it is escaped, so no text a user typed (a name with `</script>`) can close the element
 * and start markup of its own; the drawn screen is React's markup, where every text is escaped.
 *
 * A page comes in two parts: `head`, everything up to the inside of `#root` (the stylesheet and the scripts to
 * fetch), which depends on nothing but the language, and `rest`, the drawn screen and the data block. The server
 * sends the head before drawing the screen, so the browser fetches the stylesheet and scripts meanwhile.
 */
export function indexPage(clientDir: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const root = html.indexOf(`${ROOT}</div>`);
  const end = html.lastIndexOf('</body>');
  if (root === -1 || end < root) throw new Error(`${clientDir}/index.html has no empty ${ROOT}</div> in its body`);
  const before = html.slice(0, root + ROOT.length);
  const between = html.slice(root + ROOT.length + '</div>'.length, end);
  const after = html.slice(end);
  // (a function as replacement: a `$` in the text is not a pattern of String.replace)
  const head = (lang?: string) => (lang ? before.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`) : before);
  const rest = ({ boot, html: drawn = '' }: PageContent) =>
    `${drawn}</div>${between}<script type="application/json" id="${BOOT_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>${after}`;
  return { head, rest, whole: (content: PageContent) => head() + rest(content) };
}
