import type { Domain } from '../domain';
import { usersRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of user administration: the staff's accounts, for administrators.
export const users = {
  procedures: { users: usersRouter },
  routes,
  responses,
  tags: { users: 'Users' },
  sections: { Users: "Accounts of the airport's staff, managed by administrators." },
} satisfies Domain;
