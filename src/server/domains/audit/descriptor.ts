import type { Domain } from '../domain';
import { auditRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of the audit trail.
export const auditDomain = {
  procedures: { audit: auditRouter },
  routes,
  responses,
  tags: { audit: 'Audit' },
  sections: { Audit: 'Who changed what, when and from where: the audit trail, for administrators.' },
} satisfies Domain;
