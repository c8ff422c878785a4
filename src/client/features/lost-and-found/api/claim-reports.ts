import type { ReportFigure } from '../../../../shared/schemas/claim-reports';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

// The reports' tRPC touchpoint, and the addresses of their CSV files (plain links: the session cookie goes along).
export type ClaimReport = RouterOutputs['claimReports']['get'];
/** Local days; no airport: every airport. */
export type ReportPeriod = { from: string; to: string; airport: number | null };

export const useClaimReport = (p: ReportPeriod) =>
  trpc.claimReports.get.useQuery(
    { from: p.from, to: p.to, airport: p.airport ?? '' },
    { placeholderData: (prev) => prev, retry: false },
  );

export function csvUrl(period: ReportPeriod, figure: ReportFigure) {
  const query = new URLSearchParams({
    from: period.from,
    to: period.to,
    airport: period.airport ? String(period.airport) : '',
    figure,
  });
  return `/api/baggage-claims/reports/claims.csv?${query}`;
}
