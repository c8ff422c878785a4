import type { BaseTranslation } from '../../i18n-types';

// The lost-and-found reports' texts: loaded with that screen only.
const en_claimReports = {
  from: 'From',
  to: 'To',
  airport: 'Airport',
  allAirports: 'All airports',
  period: '{from} to {to}',
  claimTotal: 'Claims',
  open: 'Open claims',
  openCaption: 'not delivered yet',
  median: 'Median time to delivery',
  p90: '90th percentile to delivery',
  hours: 'hours, report to delivered',
  pastDue: 'Past their deadline',
  pastDueCaption: 'delayed more than {days} days',
  rate: 'Mishandled bags per 1,000 passengers',
  rateCaption: 'world 2024: {world}',
  noRate: 'no arriving passengers',
  ofPeriod: 'in the period',
  byStatus: 'Claims by status',
  status: 'Status',
  count: 'Claims',
  perDay: 'Claims per day',
  ratePerDay: 'Mishandled bags per 1,000 passengers, per day',
  world: 'World 2024 ({world})',
  csv: 'CSV',
  csvOf: 'CSV: the claims behind “{figure}”',
  failed: 'The report could not be loaded.',
  empty: 'No claims in this period.',
  paxOnManifests: '{count} arriving passengers on the manifests',
} satisfies BaseTranslation;

export default en_claimReports;
