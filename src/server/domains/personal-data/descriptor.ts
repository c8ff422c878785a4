import type { Domain } from '../domain';
import { personalDataRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of a passenger's personal data: what Tarmac holds about a person,
// a copy of it all, and its erasure on request. The retention purge that erases it once its time is up is here
// too (retention.ts).
export const personalData = {
  procedures: { personalData: personalDataRouter },
  routes,
  responses,
  tags: { personalData: 'Personal data' },
  sections: {
    'Personal data':
      "A passenger's data on request, for administrators: what is held, a copy of it all, and its erasure.",
  },
} satisfies Domain;
