import type { Domain } from '../domain';
import { bagsRouter, passengersRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of passengers and their checked bags: added one by one at
// the desk, with the tag label the desk prints.
export const passengers = {
  procedures: { passengers: passengersRouter, bags: bagsRouter },
  routes,
  responses,
  tags: { passengers: 'Passengers and bags', bags: 'Passengers and bags' },
  sections: { 'Passengers and bags': 'Passengers of a flight and their checked bags with their tags.' },
} satisfies Domain;
