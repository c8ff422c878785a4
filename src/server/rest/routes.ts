import type { AppRouter } from '../router';

// The documented /api paths (SPEC §7, CONTRACT §2 and §4), one row each, mapped onto tRPC procedures.
// By default a GET or DELETE takes path params + query string as input, others path params + JSON body.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { _def: { type: 'query' | 'mutation' } } ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** 'auth.login', 'tokens.create', …: a typo here fails the typecheck. */
export type ProcedurePath = Leaves<AppRouter['_def']['record']>;

export type RestRequest = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The multipart file of that field, as bytes; undefined when the request has none. */
  file: (field: string) => Promise<Uint8Array | undefined>;
};

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax: `/api/tokens/:id`. */
  path: string;
  procedure: ProcedurePath;
  /** Status of a successful answer; a procedure returning nothing answers 204. */
  status?: number;
  /** A multipart upload: the multipart parser is registered for these routes only (it hooks every request it covers). */
  upload?: true;
  /** Only where the default mapping does not fit (uploads). */
  input?: (req: RestRequest) => unknown | Promise<unknown>;
  /** A procedure answering bytes names their type; others answer JSON. */
  contentType?: string;
  /** Short description for the OpenAPI document. */
  summary: string;
};

export const restRoutes: RestRoute[] = [
  // authentication (CONTRACT §2)
  { method: 'POST', path: '/login', procedure: 'auth.login', summary: 'Sign in with e-mail or username and password; sets the session cookie' },
  { method: 'POST', path: '/logout', procedure: 'auth.logout', summary: 'Sign out; deletes the session' },
  { method: 'GET', path: '/api/user', procedure: 'auth.me', summary: 'The current user' },
  { method: 'GET', path: '/api/profile', procedure: 'auth.me', summary: 'Profile data of the current user' },
  { method: 'POST', path: '/api/profile/password', procedure: 'auth.changePassword', summary: 'Change the password' },
  { method: 'PATCH', path: '/api/profile/lang', procedure: 'auth.setLang', summary: 'Set the interface language (en or fr)' },
  { method: 'POST', path: '/api/tokens', procedure: 'tokens.create', status: 201, summary: 'Create an API token (shown once)' },
  { method: 'GET', path: '/api/tokens', procedure: 'tokens.list', summary: 'Your API tokens' },
  { method: 'DELETE', path: '/api/tokens/:id', procedure: 'tokens.delete', summary: 'Revoke an API token' },

  // administration and reference lists (CONTRACT §4)
  { method: 'GET', path: '/api/services', procedure: 'reference.services', summary: 'Services' },
  { method: 'GET', path: '/api/services/users', procedure: 'users.list', summary: 'Users of a service, paginated' },
  { method: 'POST', path: '/api/users', procedure: 'users.create', status: 201, summary: 'Create a user (admin)' },
  { method: 'GET', path: '/api/users/:id', procedure: 'users.get', summary: 'One user (admin)' },
  { method: 'PUT', path: '/api/users/:id', procedure: 'users.update', summary: 'Update a user (admin)' },
  { method: 'GET', path: '/api/airports', procedure: 'reference.airports', summary: 'Airports' },
  { method: 'POST', path: '/api/airports', procedure: 'reference.createAirport', status: 201, summary: 'Add an airport (admin)' },
  { method: 'GET', path: '/api/zones', procedure: 'reference.zones', summary: 'Zones, optionally of one airport' },
  { method: 'POST', path: '/api/zones', procedure: 'reference.createZone', status: 201, summary: 'Add a zone (admin)' },

  // flights, passengers, manifests and bags (SPEC §7)
  { method: 'GET', path: '/api/flights', procedure: 'flights.list', summary: 'Flights, last added or edited first, paginated' },
  { method: 'GET', path: '/api/flights/:id', procedure: 'flights.get', summary: 'A flight with its passengers (paginated by `page`)' },
  { method: 'POST', path: '/api/flights', procedure: 'flights.create', status: 201, summary: 'Add a flight (supervisor, admin); times are the airport\'s local time unless they carry an offset' },
  { method: 'PUT', path: '/api/flights/:id', procedure: 'flights.update', summary: 'Edit a flight (supervisor, admin); the flight number cannot change' },
  {
    method: 'POST',
    path: '/api/flights/:flightId/import-manifest',
    procedure: 'flights.importManifest',
    summary: 'Import passengers from a PDF manifest (multipart field `manifest`); answers the passenger count now on the flight',
    upload: true,
    input: async (req) => ({ flightId: req.params.flightId, manifest: await req.file('manifest') }),
  },
  { method: 'POST', path: '/api/passengers', procedure: 'passengers.add', status: 201, summary: 'Add a passenger to a flight' },
  { method: 'GET', path: '/api/passengers/:id', procedure: 'passengers.get', summary: 'A passenger with flight times and bags' },
  { method: 'DELETE', path: '/api/passengers/:id', procedure: 'passengers.delete', summary: 'Delete a passenger (409 when their bags were scanned)' },
  { method: 'POST', path: '/api/bags', procedure: 'bags.add', status: 201, summary: "Add a bag to a passenger at the agent's airport" },
  // scans, events and the baggage dashboard (SPEC §7)
  { method: 'POST', path: '/api/baggage-events', procedure: 'baggage.scan', status: 201, summary: 'Record a bag scan; `client_event_id` (UUID) makes retries record one event; answers {event, message} with warnings' },
  { method: 'GET', path: '/api/recent-baggage-events', procedure: 'baggage.recent', summary: 'Latest bag events (`limit` up to 100, optional `airport`)' },
  { method: 'GET', path: '/api/recent-events-paginate', procedure: 'baggage.page', summary: 'Bag events, 20 a page, newest first (optional `airport`)' },
  { method: 'GET', path: '/api/dashboard-stats', procedure: 'dashboard.stats', summary: "Today's scans, check-ins, loaded and delivered with the change against yesterday" },
  { method: 'GET', path: '/api/dashboard/weekly-scans', procedure: 'dashboard.weekly', summary: 'Bags checked in on each of the last 7 days, ending today' },
  { method: 'GET', path: '/api/dashboard/yearly-loaded', procedure: 'dashboard.yearlyLoaded', summary: 'Bags loaded per month of this year' },
  { method: 'GET', path: '/api/dashboard/yearly-delivered', procedure: 'dashboard.yearlyDelivered', summary: 'Bags delivered per month of this year' },
  { method: 'GET', path: '/api/bags/:id/label', procedure: 'bags.label', contentType: 'application/pdf', summary: 'The bag tag as a printable PDF label with its Code 128 barcode' },
];
