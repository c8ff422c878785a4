import type { Domain } from '../domain';
import { referenceRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of the reference lists: airports, zones and services.
export const reference = {
  procedures: { reference: referenceRouter },
  routes,
  responses,
  tags: { reference: 'Reference lists' },
  sections: { 'Reference lists': 'Airports, zones and services: the lists the forms choose from.' },
} satisfies Domain;
