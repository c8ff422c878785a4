import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of every text asset, made once at build time at the highest levels, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'tarmac-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|wasm)$/.test(file) || file.startsWith('.vite/')) continue;
        const full = path.join(options.dir!, file);
        const bytes = readFileSync(full);
        if (bytes.length < 1024) continue; // not worth a second request header's worth of bytes
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Files the server starts as worker threads or processes (and the backup command), built as entries of their own
 * beside main.js: `--ssr main.ts` names one entry, and a worker is not imported, only started by its file's name
 * (domains/flights/manifest.ts, platform/db/client.ts).
 */
function serverWorkers(files: Record<string, string>): Plugin {
  return {
    name: 'tarmac-server-workers',
    apply: 'build',
    buildStart() {
      for (const [fileName, id] of Object.entries(files))
        this.emitFile({ type: 'chunk', id: path.resolve(id), fileName });
    },
  };
}

/**
 * index.html runs a small loader (src/client/paint-first.ts) that starts the app's entry after the first paint
 * (decision 044), where it ran the entry itself. The page names no other script: no `modulepreload` of the entry or
 * of its imports, which Vite writes into the head. A kiosk at 4× spent 50–70 ms of its main thread before the first
 * paint issuing those eight requests and taking the modules in; without them the drawn dashboard painted in 0.76–0.84×
 * the time pair by pair (bench/HISTORY.md, session 26). The entry and its imports are fetched once the page has
 * painted, a round trip later on the airport's network.
 */
function paintFirst(): Plugin {
  return {
    name: 'tarmac-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (path.basename(filename) !== 'index.html' || !bundle) return html;
        const loader = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === 'paint-first');
        if (!loader) throw new Error('paint-first.ts is not in the build');
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html has no entry script to start after the first paint');
        return html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(
            entry,
            (_, src: string) =>
              `<script type="module" crossorigin src="/${loader.fileName}" data-entry="${src}"></script>`,
          );
      },
    },
  };
}

/**
 * Mantine's stylesheets also style a dark colour scheme and right-to-left text; Tarmac shows neither (light only,
 * app.tsx; English and French), so those rules are dropped from the stylesheet every first load downloads.
 */
const SCHEME_OR_DIRECTION_NEVER_SHOWN = /\[(data-mantine-color-scheme=['"]?dark|dir=['"]?rtl)\b/;
const lightLeftToRightOnly = {
  postcssPlugin: 'tarmac-light-ltr-only',
  Rule(rule: { selectors: string[]; remove(): void }) {
    const kept = rule.selectors.filter((s) => !SCHEME_OR_DIRECTION_NEVER_SHOWN.test(s));
    if (kept.length === rule.selectors.length) return;
    if (kept.length > 0) rule.selectors = kept;
    else rule.remove();
  },
};

// The client lives in src/client and builds into dist/client, which the server serves.
// `vite build --ssr src/server/main.ts` bundles the server into dist/server, dependencies external.
// The manifest (dist/client/.vite/manifest.json) feeds the first-load budget test and the bench.
export default defineConfig(({ isSsrBuild }) => ({
  root: isSsrBuild ? '.' : 'src/client',
  plugins: isSsrBuild
    ? [
        serverWorkers({
          'manifest-worker.js': 'src/server/domains/flights/manifest-worker.ts',
          'create-database.js': 'src/server/platform/db/create-database.ts',
          // npm run backup / restore (scripts/ops.mjs)
          'ops.js': 'src/server/ops/cli.ts',
        }),
      ]
    : [react(), paintFirst(), precompress()],
  publicDir: false,
  css: isSsrBuild ? {} : { postcss: { plugins: [lightLeftToRightOnly] } },
  resolve: isSsrBuild
    ? {}
    : {
        // wouter takes useSyncExternalStore from a shim written for Reacts before 18; React 19 has the hook itself
        alias: [
          {
            find: /^use-sync-external-store\/shim(\/index\.js)?$/,
            replacement: path.resolve('src/client/lib/use-sync-external-store.ts'),
          },
        ],
      },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        sourcemap: true,
        // every file of the server in one folder, shared chunks too: code finds a worker at `./<name>.js`
        // whichever chunk it ends up in
        rolldownOptions: { output: { chunkFileNames: '[name]-[hash].js' } },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        manifest: true,
        // kiosks run Chromium, which preloads modules itself; the polyfill would be one more request
        modulePreload: { polyfill: false },
        // the API reference is a page of its own (api-docs.html): Swagger UI never enters the app's chunks
        rolldownOptions: {
          input: {
            app: 'src/client/index.html',
            'paint-first': 'src/client/paint-first.ts',
            'api-docs': 'src/client/api-docs.html',
          },
          // tRPC's client packages declare no `sideEffects`: without this, their index keeps what the app never
          // calls (the WebSocket link) in the entry
          treeshake: {
            moduleSideEffects: [{ test: /node_modules\/@trpc\/(client|react-query)\//, sideEffects: false }],
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/trpc': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/login': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/logout': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
}));
