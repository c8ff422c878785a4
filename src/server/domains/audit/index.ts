import type { Domain } from '../domain';
import { auditRouter } from './procedures';
import { responses, routes } from './rest';

// Who changed what, when and from where. Every domain that changes a record writes its row here, through this
// index: `audit(tx, call, { entity, entity_id, action, changes })` in the transaction of the change.
export { audit, auditRowsAbout, changesOf, countAuditRowsAbout, systemActor, type AuditSubjects } from './service';

export const auditDomain = {
  procedures: { audit: auditRouter },
  routes,
  responses,
  tags: { audit: 'Audit' },
  sections: { Audit: 'Who changed what, when and from where: the audit trail, for administrators.' },
} satisfies Domain;
