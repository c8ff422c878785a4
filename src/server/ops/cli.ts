import { parseEnv } from '../platform/env';
import { backup, restore } from './backup';

// `npm run backup -- FILE`, `npm run restore -- FILE`: on the database the server's own configuration names
// (DATABASE_URL, else the embedded one in DATA_DIR). Exit status 1 and the reason when it cannot be done.
const [command, file] = process.argv.slice(2);
try {
  if ((command !== 'backup' && command !== 'restore') || !file)
    throw new Error('Usage: npm run backup -- FILE   or   npm run restore -- FILE');
  const env = parseEnv();
  const target = { url: env.DATABASE_URL, dataDir: env.DATA_DIR };
  await (command === 'backup' ? backup(target, file) : restore(target, file));
  console.log(`${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
