import type { Domain } from '../domain';
import { tokensRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of API tokens: a user's own tokens for other systems.
export const tokens = {
  procedures: { tokens: tokensRouter },
  routes,
  responses,
  tags: { tokens: 'API tokens' },
  sections: { 'API tokens': "Tokens for other systems, which act with their owner's role and service." },
} satisfies Domain;
