import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';

// A new embedded database is created, and migrated, by a process of its own (its memory goes with it:
// docs/decisions/035). The server then opens the directory as any other; a failed creation says why and leaves
// the directory free.
describe('creating the embedded database in a new directory', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tarmac-create-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());

  it('gives a database with every migration applied, opened by this process', async () => {
    const dir = path.join(root, 'new');
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      const rows = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]!.n).toBe(0);
      await database.db.execute(sql`select similarity('abc', 'abd')`); // the trigram extension loaded here too
    } finally {
      await database.close();
    }
  });

  it('reports a failed creation with the creating process’s own words, and frees the directory', async () => {
    const dir = path.join(root, 'broken');
    vi.stubEnv('MIGRATIONS_DIR', path.join(root, 'no-such-migrations'));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /Creating the embedded database in .* failed \(exit code 1\)[\s\S]*meta\/_journal.json/,
    );
    expect(existsSync(path.join(dir, '.tarmac.lock'))).toBe(false);
  });
});
