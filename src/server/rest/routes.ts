import type { AppRouter } from '../router';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../shared/photos';
import { MANIFEST_MAX_BYTES } from '../services/manifest';
import type { ErrorKey } from '../i18n';
import { ACCOUNT_MAX_FAILURES, PAIR_MAX_FAILURES, WINDOW_MS } from '../auth/attempts';
import * as manifestLimits from '../services/manifest-limits';

// The documented /api paths (SPEC §7, CONTRACT §2 and §4), one row each, mapped onto tRPC procedures.
// By default a GET or DELETE takes path params + query string as input, others path params + JSON body.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends { _def: { type: 'query' | 'mutation' } }
    ? `${P}${K}`
    : Leaves<T[K], `${P}${K}.`>;
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

/** Statuses a path can answer besides those every path of its kind gives (rest/openapi.ts), with what they mean there. */
export type RouteErrors = Partial<Record<403 | 404 | 409 | 413 | 422 | 429 | 503, string>>;

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify path syntax: `/api/tokens/:id`. */
  path: string;
  procedure: ProcedurePath;
  /** Status of a successful answer; a procedure returning nothing answers 204. */
  status?: number;
  /**
   * A multipart upload of one file: its field, its media type (for the document), the most bytes read of it
   * (past that, 413 without reading the rest) and the message saying so (given `{mb}`). The multipart parser is registered for these routes only (it hooks
   * every request it covers).
   */
  upload?: { field: string; type: string; maxBytes: number; tooLarge: ErrorKey };
  /** Only where the default mapping does not fit (uploads). */
  input?: (req: RestRequest) => unknown;
  /**
   * A procedure answering bytes names their type; one answering `{ content_type, bytes }` lists the types
   * it may answer (a photo is the type it is); others answer JSON.
   */
  contentType?: string | readonly string[];
  /** One line for the OpenAPI document, plain text. */
  summary: string;
  /** More for the document, Markdown. */
  description?: string;
  errors?: RouteErrors;
};

const MANIFEST_LIMITS = [
  `${manifestLimits.MANIFEST_MAX_PAGES} pages`,
  `${manifestLimits.MANIFEST_MAX_TEXT_ITEMS.toLocaleString('en')} pieces of text`,
  `${manifestLimits.MANIFEST_TIME_LIMIT_MS / 1000} seconds`,
  `${manifestLimits.MANIFEST_MEMORY_MB} MB of memory`,
].join(', ');

export const restRoutes: RestRoute[] = [
  // authentication (CONTRACT §2)
  {
    method: 'POST',
    path: '/login',
    procedure: 'auth.login',
    summary: 'Sign in',
    description:
      'With the e-mail or the username and the password. Sets the `tarmac_session` cookie; integrations use API tokens instead. ' +
      'Each client address may try `LOGIN_LIMIT_PER_MINUTE` times a minute (20 unless configured); ' +
      `an account may fail ${PAIR_MAX_FAILURES} times from one address and ${ACCOUNT_MAX_FAILURES} times from all addresses together in ${WINDOW_MS / 60_000} minutes. ` +
      'A lock from one address does not stop the right password from another. ' +
      'A wrong password answers 422 whether the account exists or not; a disabled account is named only to someone who gave its password (403). ' +
      'A user whose `must_change_password` is true is signed in, but that session may only read the current user, sign out and change the password until it is changed.',
    errors: {
      403: 'The password is right but an administrator disabled the account',
      429: 'Too many attempts from this address, or too many failures for this account: `Retry-After` and the message say how many seconds to wait',
      503: 'The server is busy checking other passwords: retry after the seconds of `Retry-After`',
    },
  },
  {
    method: 'POST',
    path: '/logout',
    procedure: 'auth.logout',
    summary: 'Sign out',
    description: 'Deletes the session of the cookie.',
  },
  {
    method: 'GET',
    path: '/api/user',
    procedure: 'auth.me',
    summary: 'The current user',
    description:
      'With `must_change_password: true` the password was generated at the first start or set by an administrator: change it (`POST /api/profile/password`) before anything else.',
  },
  { method: 'GET', path: '/api/profile', procedure: 'auth.me', summary: 'Profile of the current user' },
  {
    method: 'POST',
    path: '/api/profile/password',
    procedure: 'auth.changePassword',
    summary: 'Change the password',
    description:
      'Signs out the other sessions of the user, and sets `must_change_password` back to false. The new password must differ from the current one. ' +
      'A wrong `current_password` counts as a failed sign-in of the account from this address.',
    errors: {
      429: 'Too many wrong current passwords, or attempts from this address: `Retry-After` and the message say how many seconds to wait',
      503: 'The server is busy checking other passwords: retry after the seconds of `Retry-After`',
    },
  },
  {
    method: 'PATCH',
    path: '/api/profile/lang',
    procedure: 'auth.setLang',
    summary: 'Set the interface language',
    description: "`en` or `fr`: the language of the screens and of the API's messages.",
  },
  {
    method: 'POST',
    path: '/api/tokens',
    procedure: 'tokens.create',
    status: 201,
    summary: 'Create an API token',
    description:
      'The `token` is in this answer only: store it. With `expires_in_days` it is refused (401) from `expires_at` on; without, it works until deleted. ' +
      'Only a signed-in session creates tokens, so that a leaked token cannot make others.',
    errors: { 403: 'Called with an API token: sign in to create one' },
  },
  {
    method: 'GET',
    path: '/api/tokens',
    procedure: 'tokens.list',
    summary: 'Your API tokens',
    description:
      'Newest first, expired ones included (until deleted), with when each was last used (to the minute) and when it expires.',
  },
  {
    method: 'DELETE',
    path: '/api/tokens/:id',
    procedure: 'tokens.delete',
    summary: 'Revoke an API token',
    errors: { 404: 'No token of yours has this id' },
  },

  // administration and reference lists (CONTRACT §4)
  { method: 'GET', path: '/api/services', procedure: 'reference.services', summary: 'Services' },
  {
    method: 'GET',
    path: '/api/services/users',
    procedure: 'users.list',
    summary: 'Users of a service, paginated',
    description: 'A user reads their own service; an admin reads all, or one with `service_id`.',
    errors: { 403: 'A user other than an admin asked for another service' },
  },
  {
    method: 'POST',
    path: '/api/users',
    procedure: 'users.create',
    status: 201,
    summary: 'Create a user',
    description:
      'With `must_change_password: true` the user replaces the password you give them at their first sign-in.',
    errors: { 409: 'The e-mail or the username is taken' },
  },
  {
    method: 'GET',
    path: '/api/users/:id',
    procedure: 'users.get',
    summary: 'One user',
    errors: { 404: 'No user has this id' },
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    procedure: 'users.update',
    summary: 'Update a user',
    description:
      'An empty or missing `password` keeps the current one; a new one signs the user out of every session (their API tokens keep working). ' +
      '`must_change_password: true` makes them replace their password at their next sign-in (their sessions can do nothing else meanwhile); left out, it stays as it was. ' +
      "An API token cannot set its own owner's password (403).",
    errors: { 404: 'No user has this id', 409: 'The e-mail or the username is taken' },
  },
  {
    method: 'POST',
    path: '/api/users/:id/disable',
    procedure: 'users.disable',
    summary: 'Disable a user',
    description:
      "Takes the account's access away at once: it can no longer sign in, its sessions are deleted and its API tokens answer 401 while it stays disabled " +
      '(they are kept, and work again once it is enabled). Answers the user with `disabled_at`; disabling again keeps the first date. No body.',
    errors: { 404: 'No user has this id', 409: 'An administrator cannot disable their own account' },
  },
  {
    method: 'POST',
    path: '/api/users/:id/enable',
    procedure: 'users.enable',
    summary: 'Enable a disabled user',
    description:
      'The user signs in again with their password, and their API tokens work again. Answers the user with `disabled_at: null`. No body.',
    errors: { 404: 'No user has this id' },
  },
  { method: 'GET', path: '/api/airports', procedure: 'reference.airports', summary: 'Airports' },
  {
    method: 'POST',
    path: '/api/airports',
    procedure: 'reference.createAirport',
    status: 201,
    summary: 'Add an airport',
    errors: { 409: 'An airport has this code' },
  },
  {
    method: 'GET',
    path: '/api/zones',
    procedure: 'reference.zones',
    summary: 'Zones',
    description: 'All of them, or those of one airport: `/api/zones?airport_id=`.',
  },
  {
    method: 'POST',
    path: '/api/zones',
    procedure: 'reference.createZone',
    status: 201,
    summary: 'Add a zone',
    errors: { 409: 'The airport has a zone of this name' },
  },

  // flights, passengers, manifests and bags (SPEC §7)
  {
    method: 'GET',
    path: '/api/flights',
    procedure: 'flights.list',
    summary: 'Flights, paginated',
    description:
      'The last added or edited first, 10 a page. `date` (a local day of the airport, `APP_TIMEZONE`) keeps the flights leaving or landing that day, in departure order; ' +
      '`airport` (an id) keeps those leaving it or landing there, and with `date` those leaving it or landing there that day. The page links carry both.',
  },
  {
    method: 'GET',
    path: '/api/flights/:id',
    procedure: 'flights.get',
    summary: 'A flight with its passengers',
    description: 'Passengers 20 a page (`page`). Services that do not handle passengers get `passengers: null`.',
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'POST',
    path: '/api/flights',
    procedure: 'flights.create',
    status: 201,
    summary: 'Add a flight',
    description:
      "Times without an offset are the airport's local time (`2026-11-22T14:30`); with one (`…Z`, `+01:00`) they are taken as they are.",
  },
  {
    method: 'PUT',
    path: '/api/flights/:id',
    procedure: 'flights.update',
    summary: 'Edit a flight',
    description: 'The flight number cannot change.',
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'POST',
    path: '/api/flights/:flightId/import-manifest',
    procedure: 'flights.importManifest',
    summary: 'Import passengers from a PDF manifest',
    description:
      `A \`multipart/form-data\` upload, the PDF in the field \`manifest\` (${MANIFEST_MAX_BYTES / 1024 / 1024} MB at most). The same name and PNR twice is one passenger. Answers how many passengers the flight now has and how many the manifest added.\n\n` +
      `The PDF is read apart from the server's other work, within limits: ${MANIFEST_LIMITS}. ` +
      `At most ${manifestLimits.MANIFEST_READS_AT_ONCE} manifests are read at once and ${manifestLimits.MANIFEST_READS_WAITING} more wait their turn; past that the server answers 503.`,
    upload: { field: 'manifest', type: 'application/pdf', maxBytes: MANIFEST_MAX_BYTES, tooLarge: 'manifestTooLarge' },
    input: async (req) => ({ flightId: req.params.flightId, manifest: await req.file('manifest') }),
    errors: {
      404: 'No flight has this id',
      413: `The file is over ${MANIFEST_MAX_BYTES / 1024 / 1024} MB`,
      422:
        'No `manifest` file (`errors.manifest`), or a manifest that cannot be read, the message says why: not a PDF, damaged, protected by a password, ' +
        `no text layer, no passenger table, or past a limit (${MANIFEST_LIMITS})`,
      503: `Other manifests are being read (${manifestLimits.MANIFEST_READS_AT_ONCE} at once, ${manifestLimits.MANIFEST_READS_WAITING} waiting): the \`Retry-After\` header says how many seconds to wait`,
    },
  },
  {
    method: 'POST',
    path: '/api/passengers',
    procedure: 'passengers.add',
    status: 201,
    summary: 'Add a passenger to a flight',
    errors: { 409: 'The flight has a passenger of this name and PNR' },
  },
  {
    method: 'GET',
    path: '/api/passengers/:id',
    procedure: 'passengers.get',
    summary: 'A passenger with flight times and bags',
    errors: { 404: 'No passenger has this id' },
  },
  {
    method: 'DELETE',
    path: '/api/passengers/:id',
    procedure: 'passengers.delete',
    summary: 'Delete a passenger',
    description: 'With their bags, unless a bag of theirs was scanned.',
    errors: { 404: 'No passenger has this id', 409: 'A bag of the passenger was scanned' },
  },
  {
    method: 'POST',
    path: '/api/bags',
    procedure: 'bags.add',
    status: 201,
    summary: 'Add a bag to a passenger',
    description:
      "At `airport_id`, or the agent's airport when it is left out. A licence plate and its printed short form " +
      "(`0125728359` and `BA728359`: the plate's digits 2 to 4 are the airline's numeric code) are one tag.",
    errors: {
      403: 'Your role or service may not do this, your account has no airport, or a cookie call without `X-Requested-With`',
      409: 'A bag has this tag, in this spelling or the other (plate or short form): the message names it',
    },
  },
  // scans, events and the baggage dashboard (SPEC §7)
  {
    method: 'POST',
    path: '/api/baggage-events',
    procedure: 'baggage.scan',
    status: 201,
    summary: 'Record a bag scan',
    description:
      'A scanner sends the tag as read. `client_event_id`, a UUID the scanner makes once per scan, makes a retry record one event: the retry answers the first one. ' +
      '`warnings` list what looked wrong (already delivered, loaded at another airport or another day, the same scan twice in a minute); the event is recorded all the same.',
    errors: { 404: 'No bag has this tag' },
  },
  {
    method: 'GET',
    path: '/api/recent-baggage-events',
    procedure: 'baggage.recent',
    summary: 'Latest bag events',
    description: "`limit` up to 100 (10 unless told); `airport` keeps one airport's.",
  },
  {
    method: 'GET',
    path: '/api/recent-events-paginate',
    procedure: 'baggage.page',
    summary: 'Bag events, paginated',
    description: "Newest first, 20 a page; `airport` keeps one airport's.",
  },
  {
    method: 'GET',
    path: '/api/dashboard-stats',
    procedure: 'dashboard.stats',
    summary: "Today's baggage figures",
    description:
      'Scans, check-ins, loaded and delivered today with the change against yesterday in percent, and the bags checked in but not loaded.',
  },
  {
    method: 'GET',
    path: '/api/dashboard/weekly-scans',
    procedure: 'dashboard.weekly',
    summary: 'Check-ins per day, last 7 days',
    description: "Oldest first, ending today (the airport's day).",
  },
  {
    method: 'GET',
    path: '/api/dashboard/yearly-loaded',
    procedure: 'dashboard.yearlyLoaded',
    summary: 'Bags loaded per month of this year',
  },
  {
    method: 'GET',
    path: '/api/dashboard/yearly-delivered',
    procedure: 'dashboard.yearlyDelivered',
    summary: 'Bags delivered per month of this year',
  },
  {
    method: 'GET',
    path: '/api/bags/:id/label',
    procedure: 'bags.label',
    contentType: 'application/pdf',
    summary: 'Printable bag tag label',
    description: "A PDF with the tag as a Code 128 barcode, for the desk's label printer.",
    errors: { 404: 'No bag has this id' },
  },

  // freight shipments (SPEC §7, CONTRACT §7)
  {
    method: 'GET',
    path: '/api/freight-shipments',
    procedure: 'shipments.list',
    summary: 'Freight shipments, paginated',
    description:
      "Newest first, 20 a page. `total` (and `last_page`) is exact up to 10,000 shipments and PostgreSQL's estimate " +
      'beyond (within a few percent): counting a year of shipments on every page would cost more than the page.',
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/recents',
    procedure: 'shipments.recents',
    summary: 'The 10 latest shipments',
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/unassigned',
    procedure: 'shipments.unassigned',
    summary: 'Shipments with weight still to put on a ULD',
    description: 'A shipment may be split over several ULDs: `remaining_weight` is what is not on one yet.',
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/:id',
    procedure: 'shipments.get',
    summary: 'A shipment with its events',
    errors: { 404: 'No shipment has this id' },
  },
  {
    method: 'POST',
    path: '/api/freight-shipments',
    procedure: 'shipments.create',
    status: 201,
    summary: 'Register a shipment',
    description:
      'The AWB in any spelling (`057-12345675`, `05712345675`, `057-1234567-5`, with spaces) is stored as `057-12345675`; its check digit is the serial modulo 7, and a wrong one is a 422 naming the digit expected.',
    errors: { 409: 'A shipment has this AWB' },
  },
  {
    method: 'PUT',
    path: '/api/freight-shipments/:id',
    procedure: 'shipments.update',
    summary: 'Edit a shipment',
    description:
      'As for POST. The `weight` cannot go below what is already on ULDs: a 422 on `weight` says how many kilograms are loaded.',
    errors: { 404: 'No shipment has this id', 409: 'Another shipment has this AWB' },
  },
  {
    method: 'GET',
    path: '/api/freight-events/recent',
    procedure: 'freightEvents.recent',
    summary: 'The 20 latest freight events',
  },
  {
    method: 'POST',
    path: '/api/freight-events',
    procedure: 'freightEvents.scan',
    status: 201,
    summary: 'Record a freight scan',
    description:
      'The AWB in any spelling; `remark` or `remarks`; `uld_id` when the shipment goes onto a ULD. `client_event_id`, a UUID the scanner makes once per scan, makes a retry record one event. ' +
      '`warnings` list what looked wrong (not yet received, loaded away from the origin, after delivery, the same scan twice in a minute); the event is recorded all the same. ' +
      'Each event carries its Cargo-IMP status code in `fsu_code` (RECEIVED RCS, LOADED MAN, TRANSFERRED TFD, DELIVERED DLV).',
    errors: { 404: 'No shipment has this AWB' },
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard',
    procedure: 'freightDashboard.stats',
    summary: "Today's freight figures",
    description:
      'Scans, received, loaded and delivered today (shipments) with the change against yesterday in percent.',
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/weekly-scans',
    procedure: 'freightDashboard.weekly',
    summary: 'Shipments received per day, last 7 days',
    description: "Oldest first, ending today (the airport's day).",
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/yearly-loaded',
    procedure: 'freightDashboard.yearlyLoaded',
    summary: 'Shipments loaded per month of this year',
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/yearly-delivered',
    procedure: 'freightDashboard.yearlyDelivered',
    summary: 'Shipments delivered per month of this year',
  },

  // ULDs (SPEC §7, CONTRACT §7)
  {
    method: 'GET',
    path: '/api/ulds',
    procedure: 'ulds.recent',
    summary: 'The ULDs last created or edited',
    description: 'The 50 latest, each with its load (`load_kg`, `load_percent`).',
  },
  {
    method: 'GET',
    path: '/api/ulds/:id',
    procedure: 'ulds.get',
    summary: 'A ULD with the shipments on it',
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'POST',
    path: '/api/ulds',
    procedure: 'ulds.create',
    status: 201,
    summary: 'Register a ULD',
    description:
      'Both required: `type` CONTAINER, PALLET or PILLOW and `status` AVAILABLE, ASSIGNED, IN_TRANSIT, EMPTY, PARTIAL or FULL in any case, with spaces for the underscore (`Container`, `In Transit`); answered upper-case. ' +
      "A `code` sent is an IATA code (`AKE84103LH`: type, serial, owner) and is stored with its parts; without one the ULD gets the next free serial of its type (Container AKE, Pallet PMC, Pillow as configured) with the airport's owner code. " +
      "`flight_id` or `flight`: the flight it goes on. `capacity` (kg) cannot exceed the type's maximum gross weight where known (AKE, AKH, AKN 1,588 kg; PMC, PAG 6,804 kg); without one it is that maximum.",
    errors: { 409: 'A ULD has this code' },
  },
  {
    method: 'PUT',
    path: '/api/ulds/:id',
    procedure: 'ulds.update',
    summary: 'Edit a ULD',
    description:
      'As for POST; without a `code` the ULD keeps its own. The capacity cannot fall below what the ULD already carries.',
    errors: { 404: 'No ULD has this id', 409: 'Another ULD has this code' },
  },
  {
    method: 'GET',
    path: '/api/flights/:id/ulds',
    procedure: 'ulds.byFlight',
    summary: 'The ULDs of a flight, with their loads',
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'POST',
    path: '/api/ulds/:id/assign-shipment',
    procedure: 'ulds.assignShipment',
    summary: 'Put (part of) a shipment on a ULD',
    description:
      '`weight` (kg, 0.1 at least, one decimal) of the shipment goes on the ULD; a shipment may be split over several ULDs, and attaching it again adds to its weight there. ' +
      "Refused (422) beyond the ULD's capacity, saying how many kg remain, and beyond what the shipment still has to load. Answers the ULD with its shipments.",
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'GET',
    path: '/api/freight-events/by-uld/:uldId',
    procedure: 'ulds.events',
    summary: 'The latest freight events scanned onto a ULD',
    description: 'Newest first, 50 at most.',
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'GET',
    path: '/api/flights/:id/load-sheet',
    procedure: 'ulds.loadSheet',
    contentType: 'application/pdf',
    summary: 'The load sheet of a flight (PDF)',
    description:
      "Each ULD with its shipments (AWB, nature, weight), its load against capacity, the flight's total, and when and by whom it was printed, in the caller's language.",
    errors: { 404: 'No flight has this id' },
  },

  // staff shifts and their assignments to zones (SPEC §7, CONTRACT §5; issue 16)
  {
    method: 'GET',
    path: '/api/shifts',
    procedure: 'shifts.list',
    summary: 'Shifts, paginated',
    description:
      "The latest start first, 20 a page. A user reads their own service's shifts whatever `service_id` and `role` say (SPEC §7 sends the caller's own); " +
      "an admin reads every service's, or one with `service_id`. `user` is who created the shift. " +
      "`total` (and `last_page`) is exact up to 10,000 shifts and PostgreSQL's estimate beyond.",
  },
  {
    method: 'POST',
    path: '/api/shifts',
    procedure: 'shifts.create',
    status: 201,
    summary: 'Add a shift',
    description:
      "`started_at` and `ended_at`: a datetime-local in the airport's time (`2026-11-25T06:00`) or an ISO instant with its offset; the end after the start, 24 hours at most. " +
      "`service_id`: any service for an admin, their own for a supervisor (none sent: the caller's). `is_active` defaults to true. " +
      'Without a `label` the shift is named from its service and times (`Passage 2026-11-25 06:00–14:00`). `created_by` is the signed-in user.',
    errors: { 403: 'A supervisor named another service than their own' },
  },
  {
    method: 'GET',
    path: '/api/shifts/:id',
    procedure: 'shifts.get',
    summary: 'A shift with its assignments and the coverage of its zones',
    description:
      "`assignments`: who works where (username, zone with its airport, status). `coverage`: every zone of the shift's airports (where its service's staff are based, and those of zones it already has people in) with how many people are actively assigned, zones with nobody first.",
    errors: { 403: 'The shift belongs to another service and the caller is not an admin' },
  },
  {
    method: 'PUT',
    path: '/api/shifts/:id',
    procedure: 'shifts.update',
    summary: 'Edit a shift',
    description:
      'As for POST, except that without `service_id` the shift keeps its service. A label the server made follows new times or service; one a person wrote is kept. New times that make one of its people work two shifts at once are refused.',
    errors: {
      403: "The shift, or the service it would move to, is another service's and the caller is not an admin",
      409: 'Someone assigned to the shift holds an active assignment in another shift overlapping the new times: the message names them and that shift',
    },
  },
  {
    method: 'GET',
    path: '/api/services/:serviceId/shifts/:shiftId/available-users',
    procedure: 'shifts.availableUsers',
    summary: 'The users who can still be assigned to a shift',
    description:
      "The users of the shift's service that a form may assign, by name. `isEdit` `false` or `0` (or none): those not yet in the shift; `true` or `1`: all of them, as an edited assignment may keep its user; the id of the assignment being edited (2 and up): those not in the shift plus that assignment's user.",
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      404: 'The service has no shift with this id',
    },
  },
  {
    method: 'POST',
    path: '/api/shift-assignments',
    procedure: 'shiftAssignments.create',
    status: 201,
    summary: 'Assign a user to a zone within a shift',
    description:
      "`user_id` must be of the shift's service; `zone_id` any zone. `is_active` defaults to true. `assigned_by` is the signed-in user whatever the body says. " +
      'A user holds one assignment per shift, and no two active assignments in overlapping shifts.',
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      409: 'The user is already in this shift, or actively assigned to an overlapping shift: the message names that shift and its times',
    },
  },
  {
    method: 'PUT',
    path: '/api/shift-assignments/:id',
    procedure: 'shiftAssignments.update',
    summary: "Change an assignment's user, zone or status",
    description:
      'As for POST; the assignment stays in its shift (a different `shift_id` is refused). `assigned_by` becomes the signed-in user.',
    errors: {
      403: 'The shift belongs to another service and the caller is not an admin',
      409: 'The user is already in this shift, or actively assigned to an overlapping shift',
    },
  },
  {
    method: 'DELETE',
    path: '/api/shift-assignments/:id',
    procedure: 'shiftAssignments.delete',
    summary: 'Remove an assignment',
    description: 'Answers 200 with `{message}`, which the screen shows (SPEC §8).',
    errors: { 403: 'The shift belongs to another service and the caller is not an admin' },
  },
  {
    method: 'GET',
    path: '/api/profile/shifts',
    procedure: 'shifts.mine',
    summary: 'Your current and next assignments',
    description:
      'The active assignment under way (`is_current`), if any, then the next five, soonest first: zone, airport and times. Inactive shifts and assignments are left out.',
  },

  // search and tracking (SPEC §7, CONTRACT §6)
  {
    method: 'GET',
    path: '/api/search/tag',
    procedure: 'tracking.search',
    summary: 'Find a bag by its tag or a shipment by its AWB',
    description:
      'Called as `/api/search/tag?tag=X` (CONTRACT §6). A bag tag in any accepted spelling (generated `8Z-2026-00421337`, a 10-digit licence plate or its short form such as `BA728359`) or an AWB in any spelling. ' +
      'Answers `{type: "bag", data}` with the bag, its flight and every event (with what looked wrong at each step), or `{type: "freight", data}` with the shipment, its events and the ULDs it is on. ' +
      'For users outside the passenger-side services the passenger is `null`.',
    errors: { 404: 'No bag or shipment has this tag' },
  },
  {
    method: 'GET',
    path: '/api/track-by-flight',
    procedure: 'tracking.byFlight',
    summary: 'A flight on a day: its bag and freight events, its Resolution 753 picture and delivery times',
    description:
      "`flight_date` is the local departure date (the airport's day). The answer is the first flight of that number that day, with every one of them in `flights`. " +
      'Freight reaches a flight through the ULDs it was scanned onto. `resolution_753` lists which of the four tracking points each bag has, checked-in-but-not-loaded bags first, then loaded bags without a check-in. ' +
      '`delivery` measures the first and last bag DELIVERED from the arrival time against the configured targets.',
    errors: { 404: 'No flight of this number departs that day' },
  },

  // lost-baggage claims (SPEC §7, CONTRACT §7)
  { method: 'GET', path: '/api/baggage-claims/recents', procedure: 'claims.recents', summary: 'The 10 latest claims' },
  {
    method: 'GET',
    path: '/api/baggage-claims',
    procedure: 'claims.list',
    summary: 'Claims, paginated and searched',
    description:
      "Newest first, 20 a page. `search` matches the bag tag, the passenger's or contact's name or the claim number, in any case, in part. " +
      '`deadline=due` keeps the claims whose clock runs out within 2 days or has run out, most urgent first. Each claim carries its Montreal Convention clocks (`deadlines`, `deadline_state`, `propose_lost`), whose lengths are configuration.',
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/tag-lookup',
    procedure: 'claims.tagLookup',
    summary: 'The passenger and flight of a bag tag, to fill in a claim',
    description:
      "`/api/baggage-claims/tag-lookup?tag=X`: the bag's passenger, PNR and flight (with its local date and arrival airport), the tag in any spelling.",
    errors: { 404: 'No bag has this tag' },
  },
  // lost-and-found reports (issue 15), before /:id: the document's first matching template must be the literal one
  {
    method: 'GET',
    path: '/api/baggage-claims/reports',
    procedure: 'claimReports.get',
    summary: 'Lost-and-found figures of a period',
    description:
      "`from` and `to` are local days (the airport's), both included, 366 days at most; `airport` an airport's id, or left out for every airport. " +
      'Claims of the period are those reported on its days whose `arrival_airport` is the airport. Answers their count by status (`open`: not DELIVERED), per day, ' +
      'the median and 90th percentile of the hours from the report to the first DELIVERED status, the DELAYED claims past the days after which the bag may be treated as lost (`CLAIM_LOST_AFTER_DAYS`), ' +
      'and mishandled bags per 1,000 passengers: claims ÷ passengers on the manifests of the flights arriving there in the period × 1,000, beside the world figure for 2024 (`world_per_1000`, 6.3).',
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/reports/claims.csv',
    procedure: 'claimReports.csv',
    contentType: 'text/csv',
    summary: 'The claims behind a figure of the reports (CSV)',
    description:
      'Same `from`, `to` and `airport` as the reports; `figure` is `claims` (every claim of the period, the default), `open`, `delivered` or `past_due`. ' +
      'RFC 4180 with commas, UTF-8 with a byte-order mark, one claim a line, oldest first; the header names the columns (`reference_number`, `status`, `created_at`, … `hours_to_delivery`, `next_deadline`, `deadline_state`).',
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id',
    procedure: 'claims.get',
    summary: 'A claim with its status history',
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id/receipt',
    procedure: 'claims.receipt',
    contentType: 'application/pdf',
    summary: "The passenger's receipt of a claim (PDF)",
    description:
      "A4: the reference with its Code 128 barcode, passenger and contact, flight, bag, status, the desk's airport, when and by whom it was filed, and what happens next. " +
      "`lang=en` or `lang=fr`, the passenger's choice; the caller's language when left out.",
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'POST',
    path: '/api/baggage-claim',
    procedure: 'claims.create',
    status: 201,
    summary: 'Report a lost, delayed or damaged bag',
    description:
      "The claim gets a reference such as `FIH8Z00042` (the desk's station, the airline, a sequence). A known `bag_tag_number` (any spelling) links the bag, its passenger and flight; an unknown or missing one is accepted. " +
      '`temporary_address` or `contact_address`. `status` in any case (`Delivered` is `DELIVERED`). `reported_by` is the signed-in user whatever the body says. The first status is the first history row.',
  },
  {
    method: 'POST',
    path: '/api/baggage-claims/:id/status',
    procedure: 'claims.updateStatus',
    summary: "Change a claim's status, with an optional note",
    description: 'Any status may follow any; every change is a history row with the note and who made it.',
    errors: { 404: 'No claim has this id' },
  },
  // found bags and their matching with claims (issue 15)
  {
    method: 'GET',
    path: '/api/found-bags',
    procedure: 'foundBags.list',
    summary: 'Found bags, paginated and searched',
    description:
      'Newest found first, 20 a page. `search` matches the tag, brand, contents, features, name on the label or place found, in any case, in part; `status=OPEN` or `MATCHED`.',
  },
  {
    method: 'POST',
    path: '/api/found-bags',
    procedure: 'foundBags.create',
    status: 201,
    summary: 'Register a bag found without its owner',
    description:
      "Described as claims are (`bag_color` codes, `bag_type` Suitcase, Backpack or a chart code), with `contents`, `name_on_label`, `found_location` (required), `found_at` (airport time or with an offset; now when left out) and `airport_id` (the user's airport when left out).",
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id',
    procedure: 'foundBags.get',
    summary: 'A found bag',
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id/matches',
    procedure: 'foundBags.matches',
    summary: "The open claims that may be this bag's owner's",
    description:
      'LOST and DELAYED claims, best first (10 at most), each with its `score` and `reasons` (TAG 60, NAME 25, FLIGHT 20, AIRPORT_DATE 10, COLOUR 15, TYPE 10 or 6 for the same family, BRAND 10, WORDS 4 each up to 16); below 20 points nothing is proposed.',
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id/matches',
    procedure: 'foundBags.claimMatches',
    summary: "The open found bags that may be this claim's bag",
    description: 'The same scoring as /api/found-bags/{id}/matches, the other way round.',
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'PUT',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.setPhoto',
    summary: 'Add or replace the photo of a found bag',
    description: `A \`multipart/form-data\` upload, the picture in the field \`photo\`: JPEG, PNG or WebP, ${PHOTO_MAX_BYTES / 1024 / 1024} MB at most. The type is read from the file's bytes, not from its name or the upload's header. Answers the found bag with its \`photo\`.`,
    upload: { field: 'photo', type: 'image/*', maxBytes: PHOTO_MAX_BYTES, tooLarge: 'photoTooLarge' },
    input: async (req) => ({ id: req.params.id, photo: await req.file('photo') }),
    errors: { 404: 'No found bag has this id', 413: `The picture is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB` },
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.photo',
    contentType: PHOTO_TYPES,
    summary: 'The photo of a found bag',
    description: 'The picture as it was uploaded, with its own type.',
    errors: { 404: 'No found bag has this id, or it has no photo' },
  },
  {
    method: 'DELETE',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.deletePhoto',
    summary: 'Remove the photo of a found bag',
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'POST',
    path: '/api/found-bags/:id/match',
    procedure: 'foundBags.match',
    summary: "Confirm that a found bag is a claim's",
    description:
      '`claim_id` of a LOST or DELAYED claim: the claim becomes FOUND with a history row naming the found bag, which is closed (MATCHED).',
    errors: {
      404: 'No found bag has this id',
      409: 'The found bag is already matched, or the claim is not LOST or DELAYED',
    },
  },
  {
    method: 'POST',
    path: '/api/found-bags/:id/unmatch',
    procedure: 'foundBags.unmatch',
    summary: 'Undo a wrong match',
    description: 'The claim goes back to the status it had, with a history row; the found bag is OPEN again.',
    errors: {
      404: 'No found bag has this id',
      409: 'The bag is not matched, or its claim has moved on since (e.g. DELIVERED)',
    },
  },
];
