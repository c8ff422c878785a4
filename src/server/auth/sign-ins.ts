import type { Call } from '../platform/call';
import { audit } from '../domains/audit';

// Sign-ins in the audit trail. A refused sign-in is the one refused action that is recorded: repeated refusals
// for one account are what a security officer looks for. Nobody is signed in then, so the actor is anonymous and
// named by the login they typed (cut short: it is whatever a stranger sent).

const LOGIN_MAX_CHARS = 100;

/** A successful sign-in, by the account's own user. */
export async function recordSignIn(call: Call, user: { id: number; username: string }) {
  await audit(
    call.db,
    { kind: 'user', user_id: user.id, name: user.username, ip: call.ip },
    { entity: 'user', entity_id: user.id, action: 'sign_in' },
  );
}

/** A refused sign-in: `accountId` is the account the login named, or null when it named none. */
export async function recordRefusedSignIn(call: Call, login: string, accountId: number | null, reason: string) {
  await audit(
    call.db,
    { kind: 'anonymous', user_id: null, name: login.trim().slice(0, LOGIN_MAX_CHARS), ip: call.ip },
    { entity: 'user', entity_id: accountId, action: 'sign_in_refused', note: reason },
  );
}
