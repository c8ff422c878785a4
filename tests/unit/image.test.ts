import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The image (read, as no test here builds it): the commands docs/operations.md has the operator run inside the
// container find the files they run. `npm run purge` failed there (MODULE_NOT_FOUND): its script was not copied.

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
const dockerfile = readFileSync('Dockerfile', 'utf8');
/** What the last stage copies in: the image that runs. */
const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const copied = [...runtime.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) => m[1]!.trim().split(/\s+/).slice(0, -1));

describe('the image', () => {
  it.each(['backup', 'restore', 'purge'])('holds the script `npm run %s` runs', (name) => {
    const file = /node (\S+\.mjs)/.exec(scripts[name]!)?.[1];
    expect(file, `npm run ${name} runs a script`).toBeDefined();
    expect(copied).toContain(file);
  });
});
