import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client imports Mantine's CSS per component (src/client/styles.ts). A screen that starts using a
// component whose stylesheet is not imported would render it unstyled: this test names it instead.
const CLIENT = 'src/client';
const STYLES = path.join('node_modules/@mantine/core/styles');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('Mantine styles', () => {
  const imported = new Set(
    [...readFileSync(path.join(CLIENT, 'styles.ts'), 'utf8').matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
      (m) => m[1],
    ),
  );

  it('imports only stylesheets that exist', () => {
    for (const name of imported) expect(existsSync(path.join(STYLES, `${name}.css`)), `${name}.css`).toBe(true);
  });

  it('imports the stylesheet of every Mantine component the client uses', () => {
    const missing: string[] = [];
    for (const file of sources(CLIENT)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        for (const name of m[1]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith('type '))) {
          if (existsSync(path.join(STYLES, `${name}.css`)) && !imported.has(name)) missing.push(`${name} (${file})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
