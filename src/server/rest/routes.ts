import type { RestRoute } from './route';
import * as auth from './routes/auth';
import * as baggage from './routes/baggage';
import * as claimReports from './routes/claim-reports';
import * as claims from './routes/claims';
import * as flights from './routes/flights';
import * as foundBags from './routes/found-bags';
import * as freight from './routes/freight';
import * as passengers from './routes/passengers';
import * as reference from './routes/reference';
import * as shifts from './routes/shifts';
import * as tokens from './routes/tokens';
import * as tracking from './routes/tracking';
import * as ulds from './routes/ulds';
import * as users from './routes/users';
import * as audit from './routes/audit';
import * as personalData from './routes/personal-data';

export type { ProcedurePath, RestRequest, RestRoute, RouteErrors } from './route';

// The documented /api paths, each domain's rows in its own file of rest/routes/, mapped onto tRPC procedures.
// By default a GET or DELETE takes path params + query string as input, others path params + JSON body.
// The document lists them in this order, and where two templates could match one URL the literal one must come
// first (the reports of /api/baggage-claims before a claim's /:id).
const DOMAINS = [
  auth,
  tokens,
  reference,
  users,
  flights,
  passengers,
  baggage,
  freight,
  ulds,
  shifts,
  tracking,
  claimReports,
  claims,
  foundBags,
  audit,
  personalData,
];

let table: RestRoute[] | undefined;

/** Every row, in the document's order. */
export const restRoutes = (): RestRoute[] => (table ??= DOMAINS.flatMap((domain) => domain.routes()));
