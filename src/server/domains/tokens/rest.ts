import * as v from 'valibot';
import { NewTokenSchema, TokenSchema } from '../../../shared/schemas/auth';
import { NoContentSchema } from '../../../shared/schemas/common';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'tokens.create': NewTokenSchema,
  'tokens.list': v.array(TokenSchema),
  'tokens.delete': NoContentSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
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
];
