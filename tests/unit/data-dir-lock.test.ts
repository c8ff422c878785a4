import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/client';

// The embedded database serves one process: a second opening of the same DATA_DIR is refused, not
// left to lose writes. Two openings in one process stand for two processes: the lock is per directory.
describe('the embedded database’s directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tarmac-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second opening of a directory in use, with a message that says what to do, and frees it on close', async () => {
    const dir = path.join(root, 'db');
    const first = await openDatabase({ dataDir: dir });
    try {
      expect(readFileSync(path.join(dir, '.tarmac.lock'), 'utf8')).toBe(String(process.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        /in use by another Tarmac process \(PID \d+\).*DATABASE_URL/,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, '.tarmac.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over a lock left by a process that is gone, and one naming this PID from an earlier life (a container restarted)', async () => {
    const dir = path.join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    for (const holder of [gone, process.pid]) {
      await openDatabase({ dataDir: dir }).then((d) => d.close()); // the directory exists with a database in it
      writeFileSync(path.join(dir, '.tarmac.lock'), String(holder));
      const database = await openDatabase({ dataDir: dir });
      expect(readFileSync(path.join(dir, '.tarmac.lock'), 'utf8')).toBe(String(process.pid));
      await database.close();
    }
  });
});
