import { DOMAINS } from '../domains';
import type { RestRoute } from './route';

export type { ProcedurePath, RestRequest, RestRoute, RouteErrors } from './route';

// The documented /api paths, each domain's rows beside its procedures, mapped onto tRPC procedures, in the order
// of the registry (domains/index.ts), which is the document's. By default a GET or DELETE takes path params + query
// string as input, others path params + JSON body.

let table: RestRoute[] | undefined;

/** Every row, in the document's order. */
export const restRoutes = (): RestRoute[] => (table ??= DOMAINS.flatMap((domain) => domain.routes()));
