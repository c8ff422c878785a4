import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and builds into dist/client, which the server serves.
// `vite build --ssr src/server/main.ts` bundles the server into dist/server, dependencies external.
export default defineConfig(({ isSsrBuild }) => ({
  root: isSsrBuild ? '.' : 'src/client',
  plugins: isSsrBuild ? [] : [react()],
  publicDir: false,
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, sourcemap: true }
    : { outDir: '../../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 800 },
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
