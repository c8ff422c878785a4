import { randomUUID } from 'node:crypto';
import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { scanWarningsOf } from '../../src/server/platform/scan-replay';
import { useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';

// What a retried scan is told again: the warnings its first scan was given, from this process's memory until they
// are stored on the event.

/** An event table the database does not have: storing the warnings fails, as a dropped connection would. */
const missing = pgTable('no_such_events', { id: bigint('id', { mode: 'number' }) });

describe.each(databases())('Scan warnings kept for retries on %s', (kind) => {
  const t = useTestApp(kind);
  const warning = [{ key: 'warnAlreadyDelivered' as const }];

  it('does not fail a batch whose warnings cannot be stored, and still tells a retry in this process', async () => {
    const kept = scanWarningsOf(missing);
    const batch = kept.batch();
    const id = randomUUID();
    batch.said(id, 1, warning);
    const warnings: string[] = [];
    const listen = (w: Error) => warnings.push(w.message);
    process.on('warning', listen);
    try {
      await expect(batch.keep(t.database.db)).resolves.toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.join()).toContain('the warnings of 1 scans were not stored');
    // a retry whose id is written in capitals is the same scan (the uuid column compares them so)
    expect(kept.of(id.toUpperCase(), null)).toEqual(warning);
  });

  it('answers what was stored for an id this process never said, and nothing when nothing was', async () => {
    const kept = scanWarningsOf(missing);
    expect(kept.of(randomUUID(), warning)).toEqual(warning);
    expect(kept.of(randomUUID(), null)).toEqual([]);
  });

  it('keeps nothing in memory for a scan without warnings or without an id', async () => {
    const kept = scanWarningsOf(missing);
    const batch = kept.batch();
    const id = randomUUID();
    batch.said(id, 1, []);
    batch.said(undefined, 2, warning);
    await batch.keep(t.database.db); // nothing to store: no statement, so no failure either
    expect(kept.of(id, null)).toEqual([]);
  });
});
