import { LangResultSchema, LoginResultSchema, MeSchema } from '../../shared/schemas/auth';
import { MessageSchema, NoContentSchema } from '../../shared/schemas/common';
import { ACCOUNT_MAX_FAILURES, PAIR_MAX_FAILURES, WINDOW_MS } from './attempts';
import { parseEnv } from '../platform/env';
import type { RestRoute } from '../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'auth.login': LoginResultSchema,
  'auth.logout': NoContentSchema,
  'auth.me': MeSchema,
  'auth.changePassword': MessageSchema,
  'auth.setLang': LangResultSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'POST',
    path: '/login',
    procedure: 'auth.login',
    summary: 'Sign in',
    description:
      'With the e-mail or the username and the password. Sets the `tarmac_session` cookie; integrations use API tokens instead. ' +
      `Each client address may try \`LOGIN_LIMIT_PER_MINUTE\` times a minute (${parseEnv({}).LOGIN_LIMIT_PER_MINUTE} unless configured); ` +
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
];
