// `npm run purge [-- --dry-run]`: the retention purge of the daily job, now, on the database the server uses
// (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, PGlite serves one process). With
// --dry-run it lists what would be erased, per kind, and changes nothing.
import { openDatabase } from './platform/db/client';
import { parseEnv } from './platform/env';
import { purgeDryRun, retentionPeriods, runRetention } from './domains/personal-data';

const env = parseEnv();
const dryRun = process.argv.includes('--dry-run');
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const periods = retentionPeriods(env);
  const now = new Date();
  const counts = dryRun ? await purgeDryRun(database.db, periods, now) : await runRetention(database, periods, now);
  if (!counts) console.log('Another process is running the purge: nothing done.');
  else {
    console.log(dryRun ? 'Would erase:' : 'Erased:');
    for (const [kind, n] of Object.entries(counts)) console.log(`  ${kind.replace('_', ' ')}: ${n}`);
  }
} finally {
  await database.close();
}
