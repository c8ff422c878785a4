import type { Domain } from '../domain';
import { claimReportsRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of the lost-and-found desk's reports: claims counted per day and
// status, delivery times, the CSV behind a figure.
/** The document's section of claims, found bags and their reports, which three namespaces share. */
export const LOST_AND_FOUND = 'Lost and found';

export const claimReports = {
  procedures: { claimReports: claimReportsRouter },
  routes,
  responses,
  tags: { claimReports: LOST_AND_FOUND },
  sections: {
    [LOST_AND_FOUND]: 'Lost-baggage claims, bags found without their owner, their matching and the reports.',
  },
} satisfies Domain;
