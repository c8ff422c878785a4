import { buildApp } from './app';
import { adminBanner, isTerminal, terminalStream } from './console';
import { bootstrap } from './db/bootstrap';
import { openDatabase, type Database } from './platform/db/client';
import { DemoRefusedError, seedDemo } from './db/demo';
import { letArrayTypesFetchFail } from './platform/db/array-types-fetch';
import { parseEnv } from './platform/env';
import { keepDailyCountsInZone } from './platform/daily-counts';

/**
 * Why the start failed, for the operator: a failed statement's first line and the database's reason (the driver's
 * message alone hid "permission denied"), never its parameters (a password's hash, a person's data).
 */
const whyNot = (err: unknown) => {
  const { message, cause } = err as Error & { cause?: unknown };
  const first = message.split('\nparams:')[0]!;
  return cause instanceof Error ? `${first}\n${cause.message}` : first;
};

// 1. Configuration: fail fast, listing every problem.
let env;
try {
  env = parseEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// React, which draws pages here (decision 044), reads it when first loaded: its production build unless told
// otherwise (the development one checks more and draws several times slower)
process.env.NODE_ENV = env.NODE_ENV;

// 2. Database: migrations apply at every start, so an upgrade needs no step of its own. A connection lost while
// the driver learns the array types must not end the process (db/array-types-fetch.ts); warnings go to the
// server's log once there is one.
let warn = (message: string) => console.error(message);
process.on(
  'unhandledRejection',
  letArrayTypesFetchFail((message) => warn(message)),
);
let database: Database;
try {
  database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (err) {
  console.error(whyNot(err));
  process.exit(1);
}
const terminal = isTerminal();
// with its periodic jobs (jobs/schedule.ts), which start when it listens
const app = await buildApp({
  database,
  env,
  logStream: terminal ? await terminalStream() : undefined,
  serverJobs: true,
});
const log = (msg: string) => app.log.info(msg);
warn = (message) => app.log.warn(message);
const firstAdmin = await bootstrap(database.db, {
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
}).catch((err: unknown) => {
  console.error(whyNot(err));
  process.exit(1);
});
// the daily counters count in APP_TIMEZONE: built on the first start, rebuilt when it changed
await keepDailyCountsInZone(database.db, env.APP_TIMEZONE);
if (env.DEMO) {
  try {
    await seedDemo(database.db, log, env.APP_TIMEZONE);
  } catch (err) {
    if (!(err instanceof DemoRefusedError)) throw err;
    // no start without the demo the operator asked for: a server that came up anyway would hide the refusal in its log
    app.log.error(err.message);
    await app.close();
    await database.close();
    process.exit(1);
  }
}

// 3. Graceful shutdown: stop accepting, finish in-flight requests, close the database, exit 0.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.PORT, host: env.HOST });
const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`;
app.log.info(`Tarmac on ${url} (${database.driver})`);
// the first boot's administrator: a box at a terminal, one record with its fields in JSON
if (firstAdmin && terminal) console.log(adminBanner(firstAdmin, url));
else if (firstAdmin) {
  const shown = firstAdmin.password
    ? ` with the password ${firstAdmin.password} (shown once; it must be replaced at the first sign-in)`
    : '';
  app.log.info(
    { admin_email: firstAdmin.email, admin_password: firstAdmin.password ?? undefined, url },
    `Created the administrator ${firstAdmin.email}${shown}: sign in at ${url}`,
  );
}
