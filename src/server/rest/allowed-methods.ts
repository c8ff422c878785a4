import type { RestRoute } from './route';

/**
 * The methods each REST path takes, so that a path asked with another method answers 405 and names them in `Allow`
 * (a client then knows the path is right and the method wrong, not that the path is missing). HEAD goes with GET,
 * as the server answers it, except on a file to save: producing an export is the act the audit trail records, and a
 * HEAD would record one nobody received.
 */
export function allowedMethods(routes: Array<Pick<RestRoute, 'method' | 'path' | 'attachment'>>) {
  const paths = routes.map((route) => ({
    pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    methods: route.method === 'GET' && !route.attachment ? ['GET', 'HEAD'] : [route.method],
  }));
  /** The methods `path` (no query) takes, in a stable order; none when no REST path matches it. */
  return (path: string): string[] => {
    const methods = new Set(paths.filter((p) => p.pattern.test(path)).flatMap((p) => p.methods));
    return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => methods.has(m));
  };
}
