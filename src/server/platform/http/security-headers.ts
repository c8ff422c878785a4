import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import { isApiPath } from './api-paths';

/**
 * Security headers on every answer: a CSP without inline script, computed once (below). Desks and kiosks are shared:
 * no answer of the API (passengers, bags, claims, photos, users, tokens, shifts…) is kept by the browser or a proxy
 * for the next person at the screen; a path with a policy of its own (the OpenAPI document) sets it.
 */
export const securityHeaders = fastifyPlugin(
  async (app) => {
    const headers = policyHeaders();
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (req, reply, done) => {
      reply.headers(isApiPath(req.url) ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * helmet's headers for Tarmac's policy, worked out once at start. Its middleware rebuilds the CSP string
 * and sets a dozen headers one call at a time on every request, which cost each scan about 40 µs of the
 * single Node process; the policy never varies per request (no nonces), so the answer is the same each time.
 */
function policyHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: Error | undefined;
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"], // barcode reader is WebAssembly
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes inline styles
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false, // TLS is the reverse proxy's business; it sets HSTS
    xFrameOptions: { action: 'deny' },
  })({} as never, res as never, (err?: unknown) => {
    if (err) failure = err instanceof Error ? err : new Error('helmet refused its options', { cause: err });
  });
  if (failure) throw failure;
  return headers;
}
