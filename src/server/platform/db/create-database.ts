import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPglite } from './pglite';

// Run as a process of its own by client.ts (`node create-database.js DIR MIGRATIONS`): creates the embedded database
// in a new directory and runs the migrations, then exits. The hundreds of megabytes PGlite grows to while creating
// it are given back with the process, where a thread's would stay with the server. A failure exits with its error.

const [dir, migrationsFolder] = process.argv.slice(2) as [string, string];
const client = await openPglite(dir);
try {
  await migrate(drizzle(client), { migrationsFolder });
} finally {
  await client.close();
}
