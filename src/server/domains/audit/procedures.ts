import { AuditCsvSchema, AuditQuerySchema } from '../../../shared/schemas/audit';
import { auditCsv, listAudit } from './service';
import { allowed, router } from '../../platform/trpc';

// The trail is read by administrators only: it names every user's doings and addresses.
const admins = allowed('administer');

export const auditRouter = router({
  list: admins.input(AuditQuerySchema).query(({ ctx, input }) => listAudit(ctx.call, input)),
  csv: admins.input(AuditCsvSchema).query(({ ctx, input }) => auditCsv(ctx.call, input)),
});
