import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/platform/db/client';
import { announceSoon } from '../../src/server/platform/airport-changes';

// The scans' announcements: said together within 100 ms, one notification for a burst, whatever its size.

describe('Announcing the scans’ changes', () => {
  afterEach(() => vi.useRealTimers());

  it('says a burst of changes in one message, naming every airport, or any when one said any', async () => {
    vi.useFakeTimers();
    const said: unknown[] = [];
    const db = { execute: (statement: unknown) => void said.push(statement) } as unknown as Db;
    for (let i = 0; i < 50; i++) announceSoon(db, [1 + (i % 3)]);
    expect(said).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(said).toHaveLength(1);
    expect(JSON.stringify(said[0])).toContain('1,2,3');

    announceSoon(db, [4]);
    announceSoon(db, '*');
    announceSoon(db, [5]);
    await vi.advanceTimersByTimeAsync(100);
    expect(said).toHaveLength(2);
    expect(JSON.stringify(said[1])).toContain('"*"');
  });
});
