import { bootstrap } from '../../src/server/db/bootstrap';
import { ADMIN } from './app';
import { openTestDatabase, type TestDatabase } from './db';
import { databaseUrl, startServer, stopServer, type Server } from './server-process';

export type TwoServers = { database: TestDatabase; a: Server; b: Server; stop: () => Promise<void> };

/**
 * Two real server processes on one PostgreSQL database made for the test file, its administrator made first:
 * what a load balancer spreads calls over.
 */
export async function startTwoServers(env: Record<string, string> = {}): Promise<TwoServers> {
  const database = await openTestDatabase('postgres');
  await bootstrap(database.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const settings = { DATABASE_URL: databaseUrl(database.name), ...env };
  // started together, as compose starts them: they take their turns at the migrations themselves
  const [a, b] = await Promise.all([startServer(settings), startServer(settings)]);
  const stop = async () => {
    try {
      await Promise.all([stopServer(a), stopServer(b)]);
    } finally {
      await database.close();
    }
  };
  return { database, a, b, stop };
}
