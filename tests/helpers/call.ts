import { systemCall, type Call } from '../../src/server/platform/call';
import type { Db } from '../../src/server/platform/db/client';
import { parseEnv } from '../../src/server/platform/env';
import type { CurrentUser } from '../../src/server/auth/current-user';

/**
 * A call for a test that calls services directly: a job of the server named 'test' on the test configuration,
 * in the time zone given (Africa/Kinshasa by default), or acting as a signed-in user when one is given.
 */
export function testCall(db: Db, opts: { tz?: string; user?: CurrentUser } = {}): Call {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_TIMEZONE: opts.tz ?? 'Africa/Kinshasa' });
  const call = systemCall(db, env, 'test');
  return opts.user ? { ...call, actor: { kind: 'session', user: opts.user } } : call;
}
