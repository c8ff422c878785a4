import { LIST_PATHS } from '../../../shared/list-paths';
import { UserPageSchema } from '../../../shared/schemas/admin';
import { UserSchema } from '../../../shared/schemas/auth';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'users.list': UserPageSchema,
  'users.get': UserSchema,
  'users.create': UserSchema,
  'users.update': UserSchema,
  'users.disable': UserSchema,
  'users.enable': UserSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.serviceUsers,
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
];
