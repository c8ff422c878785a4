import type { Domain } from '../domain';
import { boardRouter } from './procedures';
import { responses, routes } from './rest';

// The operations board: an airport's flights of the day, flight by flight, what needs attention first.
export const board = {
  procedures: { board: boardRouter },
  routes,
  responses,
  tags: { board: 'Operations board' },
  sections: {
    'Operations board':
      "An airport's flights of the day with their bags at each tracking point, what needs attention first, and the freight of the day.",
  },
} satisfies Domain;
