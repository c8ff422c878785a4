import type { Domain } from '../domain';
import { shiftAssignmentsRouter, shiftsRouter } from './procedures';
import { responses, routes } from './rest';

// Staff shifts of each service, who is assigned to which zone, and each agent's own next shifts.
export const shifts = {
  procedures: { shifts: shiftsRouter, shiftAssignments: shiftAssignmentsRouter },
  routes,
  responses,
  tags: { shifts: 'Shifts', shiftAssignments: 'Shifts' },
  sections: { Shifts: 'Staff shifts, their assignments to zones and who covers what.' },
} satisfies Domain;
