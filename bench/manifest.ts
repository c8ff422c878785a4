import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { systemCall } from '../src/server/platform/call';
import { openDatabase, type Database } from '../src/server/platform/db/client';
import { parseEnv } from '../src/server/platform/env';
import { flights } from '../src/server/domains/schema';
import { importManifest, parseManifest } from '../src/server/domains/flights/manifest';
import { manifestPassengers } from '../tests/fixtures/manifest-data';
import { pdfLibManifest } from '../tests/fixtures/make-manifests';
import { median, ms } from './stats';

// "A manifest of 400 passengers imports in well under a second".
// Parse alone, then the whole import (parse + inserts + count) into a new flight each run.
const RUNS = 7;

async function timeImports(database: Database, pdf: Uint8Array) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [flight] = await database.db
      .insert(flights)
      .values({
        flight_number: `8Z${100 + i}`,
        departure_time: new Date(),
        arrival_time: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: flights.id });
    const start = performance.now();
    const { imported } = await importManifest(systemCall(database.db, parseEnv({ LOG_LEVEL: 'silent' }), 'bench'), {
      flightId: flight!.id,
      manifest: pdf,
    });
    times.push(performance.now() - start);
    if (imported !== 400) throw new Error(`imported ${imported}, expected 400`);
  }
  return median(times);
}

export async function manifestBench(opts: { pgUrl?: string }) {
  const pdf = await pdfLibManifest(manifestPassengers(400, 7));
  const parse: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const rows = await parseManifest(pdf);
    parse.push(performance.now() - start);
    if (rows.length !== 400) throw new Error(`parsed ${rows.length}`);
  }
  const pglite = await openDatabase({ dataDir: 'memory://' });
  const onPglite = await timeImports(pglite, pdf);
  await pglite.close();

  let onPg = 'not run (no PostgreSQL)';
  if (opts.pgUrl) {
    const name = `tarmac_bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(opts.pgUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    try {
      const url = new URL(opts.pgUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ url: url.toString() });
      onPg = ms(await timeImports(db, pdf));
      await db.close();
    } finally {
      await admin.unsafe(`drop database ${name} with (force)`);
      await admin.end();
    }
  }
  return `## Manifest import (400 passengers, ${Math.ceil(400 / 25)} pages, ${(pdf.byteLength / 1024).toFixed(0)} KB)

Median of ${RUNS} runs. Target: well under a second.

| step | median |
|---|---|
| parse (unpdf, rows from text positions) | ${ms(median(parse))} |
| whole import on PGlite (parse + insert + count) | ${ms(onPglite)} |
| whole import on PostgreSQL | ${onPg} |`;
}
