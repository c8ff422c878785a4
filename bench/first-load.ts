// First-load bytes of every screen from the build (scripts/first-load.ts): gzip as budgeted, and
// what travels over the wire now that the server sends the build's brotli copies.
import { BUDGETS, budgetOf, firstLoads, measureFile, readManifest } from '../scripts/first-load';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// Before the screens were split into chunks (build of commit 765370b): one 712.5 kB script holding every screen, the whole Mantine
// stylesheet (276.2 kB) and the dashboard's chunk, sent uncompressed. Vite's kB (1000 bytes) in KB here.
const BEFORE = {
  dashboard: {
    gzip: (0.29 + 218.04 + 39.45 + 24.09 + 0.69) * 1000,
    wire: (0.47 + 712.51 + 276.17 + 55.5 + 1.64) * 1000,
  },
  other: { gzip: (0.29 + 218.04 + 39.45) * 1000, wire: (0.47 + 712.51 + 276.17) * 1000 },
};

export function firstLoadBench(dir = 'dist/client') {
  const loads = firstLoads(readManifest(dir), measureFile(dir));
  const rows = loads.map((l) => {
    const before = l.screen.endsWith('dashboard-screen.tsx') ? BEFORE.dashboard : BEFORE.other;
    return `| ${l.screen.replace(/^features\//, '')} | ${l.files.length} | ${kb(before.gzip)} | ${kb(l.gzip)} | ${kb(budgetOf(l.screen))} | ${kb(before.wire)} | ${kb(l.br)} |`;
  });
  return `## First load of each screen (everything fetched before it is usable)

Read from Vite's build manifest: the entry, the default language's dictionary, the layout (every screen
but the login page) and the screen's chunk, with their static imports and CSS. Budgets (gzip): login
${kb(BUDGETS.login)}, dashboard ${kb(BUDGETS.dashboard)}, any other ${kb(BUDGETS.other)}; \`npm test\` fails past them.
Before: one script for every screen and the whole Mantine stylesheet, sent uncompressed.

| screen | files | gzip before | gzip now | budget | over the wire before | over the wire now (brotli) |
|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}
