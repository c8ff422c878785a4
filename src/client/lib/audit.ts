import { trpc, type RouterInputs, type RouterOutputs } from './trpc';

// The audit trail's only tRPC touchpoint: the trail, filtered, page by page. The audit screen reads it, and so does
// the history dialog every record's screen offers (components/audit-history.tsx).
export type AuditRecord = RouterOutputs['audit']['list']['data'][number];
export type AuditFilters = Omit<RouterInputs['audit']['list'], 'page' | 'after' | 'before'>;

export const useAudit = (filters: AuditFilters, page: number) =>
  trpc.audit.list.useQuery({ ...filters, page }, { placeholderData: (prev) => prev });

/** The CSV export of the same filters: a plain link, which the session cookie authorises. */
export function auditCsvHref(filters: AuditFilters) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '' && v !== null) params.set(k, String(v));
  return `/api/audit.csv?${params}`;
}
