import { can } from '../../shared/roles';
import { personOf, type Call } from './call';
import { fail } from './errors';
import type { ErrorKey } from './i18n';

// Which records a caller reaches, beyond the role policy a procedure checks at its door (shared/roles.ts):
// "their own service unless admin", "no airport, no bag", "a token cannot do what only a person may". Every such
// rule lives here, in the service layer, and reads the call's actor: a scheduled job or a message consumer calls
// the same services as a request does and meets the same rules. A job of the server acts for the airport as a
// whole, as an admin does.

type Policy = keyof typeof can;

/** Whether the caller passes a policy of shared/roles.ts: a job always does. */
export function admits(call: Call, policy: Policy): boolean {
  if (call.actor.kind === 'system') return true;
  const user = personOf(call);
  return !!user && can[policy](user);
}

/** Admins and jobs reach every service's records; anyone else their own service's only. */
export function seesEveryService(call: Call): boolean {
  return call.actor.kind === 'system' || personOf(call)?.role === 'admin';
}

/** The caller's own service, or null for a job (it has none). */
export const ownServiceId = (call: Call): number | null => personOf(call)?.service.id ?? null;

/** 403 (with `key`'s message) for a record of another service than the caller's, unless they see every service. */
export function assertOwnService(call: Call, serviceId: number, key: ErrorKey = 'forbidden') {
  if (!seesEveryService(call) && serviceId !== ownServiceId(call)) throw fail('FORBIDDEN', key);
}

/**
 * The service a list of shifts reads: the choice of an admin or a job (every service when none), anyone else's
 * own whatever they ask (screens send the caller's own service along; another one is not refused, just not read).
 */
export const shiftsServiceOf = (call: Call, asked?: number) =>
  seesEveryService(call) ? asked : (ownServiceId(call) ?? undefined);

/** The service a list of users reads: the same, but asking for another service than one's own is a 403. */
export function usersServiceOf(call: Call, asked?: number) {
  if (asked !== undefined) assertOwnService(call, asked);
  return shiftsServiceOf(call, asked);
}

/**
 * The airport a person works at, where what they register happens; 403 for a person without one (no airport,
 * no bag). A job has none and names the airport in what it sends: null.
 */
export function actingAirportId(call: Call): number | null {
  const user = personOf(call);
  if (!user) return null;
  if (!user.airport) throw fail('FORBIDDEN', 'noAirport');
  return user.airport.id;
}

/**
 * 403 for a call made with an API token: some things only a signed-in person may do, so that a leaked token
 * cannot outlive its revocation (by minting other tokens) or become a session (by setting the password).
 */
export function refuseToken(call: Call, key: ErrorKey) {
  if (call.actor.kind === 'token') throw fail('FORBIDDEN', key);
}
