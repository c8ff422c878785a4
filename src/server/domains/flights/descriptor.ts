import type { Domain } from '../domain';
import { flightsRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of flights: the timetable of each airport and its passenger
// manifests, imported from the airline's PDF.
export const flights = {
  procedures: { flights: flightsRouter },
  routes,
  responses,
  tags: { flights: 'Flights' },
  sections: { Flights: 'Flights and their passenger manifests.' },
} satisfies Domain;
