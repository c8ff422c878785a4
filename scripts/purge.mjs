// `npm run purge [-- --dry-run]`: runs the built purge (src/server/purge.ts), building first if needed, like start.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/purge.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/purge.js');
