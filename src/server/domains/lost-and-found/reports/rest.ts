import { ClaimReportResultSchema } from '../../../../shared/schemas/claim-reports';
import { BytesSchema } from '../../../../shared/schemas/common';
import { MAX_REPORT_DAYS, WORLD_MISHANDLED_PER_1000 } from '../../../../shared/schemas/claim-reports';
import type { RestRoute } from '../../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'claimReports.get': ClaimReportResultSchema,
  'claimReports.csv': BytesSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/baggage-claims/reports',
    procedure: 'claimReports.get',
    summary: 'Lost-and-found figures of a period',
    description:
      "`from` and `to` are local days (the airport's), both included, " +
      `${MAX_REPORT_DAYS} days at most; ` +
      " `airport` an airport's id, or left out for every airport. " +
      'Claims of the period are those reported on its days whose `arrival_airport` is the airport. Answers their count by status (`open`: not DELIVERED), per day, ' +
      'the median and 90th percentile of the hours from the report to the first DELIVERED status, the DELAYED claims past the days after which the bag may be treated as lost (`CLAIM_LOST_AFTER_DAYS`), ' +
      'and mishandled bags per 1,000 passengers: claims ÷ passengers on the manifests of the flights arriving there in the period × 1,000, beside the world figure for 2024 (`world_per_1000`, ' +
      `${WORLD_MISHANDLED_PER_1000}).`,
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/reports/claims.csv',
    procedure: 'claimReports.csv',
    contentType: 'text/csv',
    summary: 'The claims behind a figure of the reports (CSV)',
    description:
      'Same `from`, `to` and `airport` as the reports; `figure` is `claims` (every claim of the period, the default), `open`, `delivered` or `past_due`. ' +
      'RFC 4180 with commas, UTF-8 with a byte-order mark, one claim a line, oldest first; the header names the columns (`reference_number`, `status`, `created_at`, … `hours_to_delivery`, `next_deadline`, `deadline_state`).',
  },
];
