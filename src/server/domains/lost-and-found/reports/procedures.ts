import { ClaimReportCsvSchema, ClaimReportSchema } from '../../../../shared/schemas/claim-reports';
import { claimReport, claimReportCsv } from './service';
import { allowed, router } from '../../../platform/trpc';

// The reports are claims' figures: for admins and the lost-and-found service.
const desk = allowed('claims');

export const claimReportsRouter = router({
  get: desk.input(ClaimReportSchema).query(({ ctx, input }) => claimReport(ctx.call, input)),
  /** The claims behind one figure, as a CSV file. */
  csv: desk.input(ClaimReportCsvSchema).query(({ ctx, input }) => claimReportCsv(ctx.call, input)),
});
