import type { Domain } from '../domain';
import { baggageRouter, dashboardRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of bag scans: each scan at a point of the bag's journey, the list
// of them and the baggage dashboard's figures.
export const baggage = {
  procedures: { baggage: baggageRouter, dashboard: dashboardRouter },
  routes,
  responses,
  tags: { baggage: 'Bag scans', dashboard: 'Baggage dashboard' },
  sections: {
    'Bag scans': 'Scanning bags through the airport and the list of their events.',
    'Baggage dashboard': "Today's bag figures and their charts.",
  },
} satisfies Domain;
