// Roles and services, and the rules both sides apply to them: what a role may do, and which data a service sees.
// The server enforces these; the client uses the same functions to hide what a user cannot open.

/**
 * `integration`: an account of another system (the airport's message broker, the airlines' departure control
 * systems), used through its API tokens. It may send baggage messages and nothing else, whatever its service: every
 * policy below refuses it but `baggageMessages`, and so does the door of every procedure open to all signed-in users
 * (platform/trpc.ts, `opensScreens`). docs/rules/baggage-messages.md#who-may-send-them.
 */
export const ROLES = ['admin', 'supervisor', 'agent', 'integration'] as const;
export type Role = (typeof ROLES)[number];

export const SERVICES = [
  { slug: 'passage', name: 'Passage' },
  { slug: 'lost-and-found', name: 'Lost and found' },
  { slug: 'surete', name: 'Sûreté' },
  { slug: 'bagagiste', name: 'Bagagiste' },
  { slug: 'anti-fraude', name: 'Anti-fraude' },
  { slug: 'admin-and-it', name: 'Admin and IT' },
  { slug: 'passenger', name: 'Passenger' },
  { slug: 'cargo', name: 'Cargo' },
] as const;
export type ServiceSlug = (typeof SERVICES)[number]['slug'];

/** The least a policy needs to know about a user. */
export type Actor = { role: Role; service: { slug: string } };

const PASSENGER_SIDE = ['passage', 'passenger', 'bagagiste'];

/** A person's account, not another system's: what every screen and every procedure but baggage messages asks. */
export const opensScreens = (a: Actor) => a.role !== 'integration';

export const can = {
  /** Passengers, manifests, bags, bag events. */
  passengers: (a: Actor) => a.role === 'admin' || (opensScreens(a) && PASSENGER_SIDE.includes(a.service.slug)),
  /** Freight shipments, freight events, ULDs. */
  freight: (a: Actor) => a.role === 'admin' || (opensScreens(a) && a.service.slug === 'cargo'),
  /** Baggage claims and found bags. */
  claims: (a: Actor) => a.role === 'admin' || (opensScreens(a) && a.service.slug === 'lost-and-found'),
  /** Create and edit flights. */
  editFlights: (a: Actor) => a.role === 'admin' || a.role === 'supervisor',
  /** Shift management link: every role except agent. */
  shifts: (a: Actor) => a.role !== 'agent' && opensScreens(a),
  /** Add and edit shifts (a supervisor only for their own service, checked per record). */
  editShifts: (a: Actor) => a.role === 'admin' || a.role === 'supervisor',
  /** Users, airports and zones administration. */
  administer: (a: Actor) => a.role === 'admin',
  /**
   * One's own account (its API tokens, its language): every account, integration ones included, as an integration
   * account signs in once to make the token its system then uses.
   */
  ownAccount: (_a: Actor) => true,
  /** Send baggage messages (BSM, BUM): integration accounts, whatever their service, and admins. */
  baggageMessages: (a: Actor) => a.role === 'admin' || a.role === 'integration',
};

/** Who passes each policy, in words, for the API reference. */
export const WHO: Record<keyof typeof can, string> = {
  passengers: 'admins, and users of the Passage, Passenger and Bagagiste services',
  freight: 'admins, and users of the Cargo service',
  claims: 'admins, and users of the Lost and found service',
  editFlights: 'admins and supervisors',
  shifts: 'admins and supervisors',
  editShifts: 'admins and supervisors',
  administer: 'admins',
  ownAccount: 'every signed-in account, integration accounts included',
  baggageMessages: 'admins and integration accounts (role `integration`)',
};
