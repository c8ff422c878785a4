import { LIST_PATHS } from '../../../shared/list-paths';
import { EXACT_TOTAL_UP_TO } from '../../platform/list-total';
import { AuditPageSchema } from '../../../shared/schemas/audit';
import { BytesSchema } from '../../../shared/schemas/common';
import { AUDIT_CSV_MAX_ROWS, AUDIT_PER_PAGE } from './service';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'audit.list': AuditPageSchema,
  'audit.csv': BytesSchema,
};

/** The documented paths, one row each: administrators only. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.audit,
    procedure: 'audit.list',
    summary: 'Who changed what: the audit trail',
    description:
      `Every change made through Tarmac, newest first, ${AUDIT_PER_PAGE} a page: when, who (a user, a user's API token, the system for imports and jobs, or nobody known for a refused sign-in), ` +
      'from which address, what (`entity` and `entity_id`), the `action`, and the fields changed with their old and new values (passwords, hashes and secrets never). ' +
      "Filters: `entity`, `entity_id` (with `entity`: one record's history), `user_id`, `action`, `from` and `to` (local days, both included). " +
      'Scans and freight events are their own record and are not repeated here. Rows cannot be changed or deleted through the API; they are kept for `AUDIT_RETENTION_DAYS`. ' +
      `\`total\` (and \`last_page\`) is exact up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')} rows and PostgreSQL's estimate beyond.`,
  },
  {
    method: 'GET',
    path: '/api/audit.csv',
    procedure: 'audit.csv',
    contentType: 'text/csv',
    summary: 'The audit trail as CSV',
    description: `The same filters as \`/api/audit\`, oldest first, ${AUDIT_CSV_MAX_ROWS.toLocaleString('en')} rows at most (narrow the period past that); \`changes\` holds the JSON of the changed fields.`,
  },
];
