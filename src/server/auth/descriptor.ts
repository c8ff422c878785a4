import type { Domain } from '../domains/domain';
import { authRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of signing in: the auth room lives beside the domains rather than
// among them because every request passes through it (who calls, their session or token) before any domain runs.
export const auth = {
  procedures: { auth: authRouter },
  routes,
  responses,
  tags: { auth: 'Sign-in and profile' },
  sections: { 'Sign-in and profile': 'The signed-in user: who they are, their language, password and sign-out.' },
} satisfies Domain;
