// Mirrors the image's runtime stage (`npm ci --omit=dev`): every package the bundled server imports
// must be a production dependency, or the container would fail at start.
import { readdirSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
// main.js, the worker threads' entries (manifest-worker.js) and the chunks they share
const code = readdirSync('dist/server')
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(`dist/server/${f}`, 'utf8'))
  .join('\n');
// a specifier is a package name or path without spaces: a sentence in a text ("lost from', …") is not one
const specifiers = new Set(
  [...code.matchAll(/\bfrom\s*["']([@\w][\w@/.:+-]*)["']|\bimport\(\s*["']([@\w][\w@/.:+-]*)["']\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  ),
);
const missing = [];
for (const spec of specifiers) {
  if (spec.startsWith('node:')) continue;
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  if (!pkg.dependencies?.[name]) missing.push(`${name} (imported as ${spec})`);
}
if (missing.length) {
  console.error(`The server imports packages that are not production dependencies:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`runtime dependencies: ${specifiers.size} imports, all in "dependencies"`);
