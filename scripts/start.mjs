// `npm start`: builds the app the first time (CONTRACT §1: no other step), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
  console.log('First start: building Tarmac (about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/main.js');
