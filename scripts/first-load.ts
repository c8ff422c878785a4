// What a browser fetches before a screen is usable, read from Vite's build manifest
// (dist/client/.vite/manifest.json): the entry and its static imports, the dictionary of the default
// language (French, the larger), the layout's for every screen but the login page, then the screen's
// chunk and its static imports, with every CSS file they carry, and the texts namespace it waits for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;
export type Sizes = { raw: number; gzip: number; br: number };
export type FileSize = Sizes & { file: string; source: string };
export type FirstLoad = Sizes & { screen: string; files: FileSize[] };

const KB = 1024;
/** The budgets: gzip bytes of everything fetched before the screen is usable. */
export const BUDGETS = { login: 150 * KB, dashboard: 200 * KB, other: 200 * KB } as const;

const ENTRY = 'index.html';
/** The page's first script, which starts the entry after the first paint (decision 044). */
const LOADER = 'paint-first.ts';
const LAYOUT = 'components/app-layout.tsx';
const LOGIN = 'features/auth/screens/login-screen.tsx';
const DASHBOARD = 'features/baggage/screens/dashboard-screen.tsx';
const DICTIONARY = '../../locales/fr/index.ts';

/** Lazily loaded screens: dynamic entries under a `screens/` folder or the placeholders. */
export const screensOf = (manifest: Manifest) =>
  Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && /\/screens\/|\/placeholder\//.test(k))
    .sort();

export const budgetOf = (screen: string) =>
  screen === LOGIN ? BUDGETS.login : screen === DASHBOARD ? BUDGETS.dashboard : BUDGETS.other;

/** The texts namespaces a screen waits for (`<NamespaceGate ns="…">` in its source): part of its first load. */
function namespacesOf(screen: string): string[] {
  let source: string;
  try {
    source = readFileSync(path.join('src/client', screen), 'utf8');
  } catch {
    return []; // a manifest without its sources (unit tests): no namespaces
  }
  return [...source.matchAll(/<NamespaceGate ns="(\w+)"/g)].map((m) => m[1]!);
}

/** Files of a screen's first load: its static import closure plus the entry's (and the layout's). */
export function firstLoadFiles(manifest: Manifest, screen: string): { file: string; source: string }[] {
  const seen = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) if (!seen.has(css)) seen.set(css, `${chunk.src ?? key} (css)`);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  visit(ENTRY);
  if (manifest[LOADER]) visit(LOADER);
  visit(DICTIONARY);
  if (screen !== LOGIN) visit(LAYOUT);
  visit(screen);
  for (const ns of namespacesOf(screen)) visit(`../../locales/fr/${ns}/index.ts`);
  return [{ file: ENTRY, source: ENTRY }, ...[...seen].map(([file, source]) => ({ file, source }))];
}

const sum = (files: Sizes[]) =>
  files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, br: t.br + f.br }), { raw: 0, gzip: 0, br: 0 });

/** First-load sizes of every screen; `sizeOf` measures one file of the build. */
export function firstLoads(manifest: Manifest, sizeOf: (file: string) => Sizes): FirstLoad[] {
  return screensOf(manifest).map((screen) => {
    const files = firstLoadFiles(manifest, screen)
      .map((f) => ({ ...f, ...sizeOf(f.file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { screen, files, ...sum(files) };
  });
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

/** One message per screen over its budget, naming the chunks that weigh most. */
export function overBudget(loads: FirstLoad[]): string[] {
  return loads
    .filter((l) => l.gzip > budgetOf(l.screen))
    .map((l) => {
      const heaviest = l.files.slice(0, 4).map((f) => `${f.source} → ${f.file} ${kb(f.gzip)}`);
      return `${l.screen}: ${kb(l.gzip)} gzip, budget ${kb(budgetOf(l.screen))}; heaviest: ${heaviest.join('; ')}`;
    });
}

/** Sizes of a built file as the server sends it: raw, gzip and brotli at the build's levels. */
export function measureFile(dir: string) {
  return (file: string): Sizes => {
    const bytes = readFileSync(path.join(dir, file));
    return {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      // files under 1 KB have no compressed copy (vite.config.ts): they travel as they are
      br:
        bytes.length < 1024
          ? bytes.length
          : brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  };
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
}
