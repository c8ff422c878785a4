import type { Domain } from '../domain';
import { claimsRouter } from './claims/procedures';
import * as claims from './claims/rest';
import { foundBagsRouter } from './found-bags/procedures';
import * as foundBags from './found-bags/rest';
import { passengerClaimsRouter } from './passenger-claims/procedures';
import * as passengerClaims from './passenger-claims/rest';
import { claimReportsRouter } from './reports/procedures';
import * as reports from './reports/rest';

// What the registry (domains/index.ts) reads of the lost-and-found desk: passengers' claims for bags that did not
// arrive, bags found without their owner, their matching, and the reports. One subject, so one section of the
// API's document under three namespaces.
const LOST_AND_FOUND = 'Lost and found';
const PASSENGERS = 'Passengers’ self-service';

export const lostAndFound = {
  procedures: {
    claimReports: claimReportsRouter,
    claims: claimsRouter,
    foundBags: foundBagsRouter,
    passengerClaims: passengerClaimsRouter,
  },
  // the reports' literal paths (/api/baggage-claims/reports…) before a claim's /api/baggage-claims/:id
  routes: () => [...reports.routes(), ...claims.routes(), ...foundBags.routes(), ...passengerClaims.routes()],
  responses: { ...reports.responses, ...claims.responses, ...foundBags.responses, ...passengerClaims.responses },
  tags: {
    claimReports: LOST_AND_FOUND,
    claims: LOST_AND_FOUND,
    foundBags: LOST_AND_FOUND,
    passengerClaims: PASSENGERS,
  },
  sections: {
    [LOST_AND_FOUND]: 'Lost-baggage claims, bags found without their owner, their matching and the reports.',
    [PASSENGERS]:
      'What passengers do themselves, with no account: file a claim for their missing bags, follow it with its reference, their last name and the check code of the receipt, and change how to reach them.',
  },
} satisfies Domain;
