import { restRoutes } from './routes';

/**
 * The documented GET path of a procedure, its `:params` filled in: the one source of the page links a list
 * answers (`next_page_url`…), so that a path renamed in the route table renames its links too. A plain string, not
 * the typed procedure names: the router's own type depends on the services that call this.
 */
export function restPath(procedure: string, params: Record<string, string | number> = {}): string {
  const found = restRoutes().filter((r) => r.method === 'GET' && r.procedure === procedure);
  if (found.length !== 1) throw new Error(`${procedure} has ${found.length} GET paths: a page link needs exactly one`);
  return found[0]!.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${procedure}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
