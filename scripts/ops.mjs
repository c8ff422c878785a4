// `npm run backup -- FILE` / `npm run restore -- FILE`: builds the app the first time, as `npm start` does, then
// runs the built command (the image has no TypeScript tools).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/ops.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/ops.js');
