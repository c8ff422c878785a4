import type { SampleSet } from './base';

export const claimReportSamples: SampleSet = async ({ a, airport }) => ({
  'GET /api/baggage-claims/reports': () =>
    a.get(`/api/baggage-claims/reports?from=2026-11-01&to=2026-11-30&airport=${airport.id}`),
  'GET /api/baggage-claims/reports/claims.csv': () =>
    a.get('/api/baggage-claims/reports/claims.csv?from=2026-11-01&to=2026-11-30&figure=open'),
});
