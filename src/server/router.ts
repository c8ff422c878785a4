import { authRouter } from './routers/auth';
import { baggageRouter, dashboardRouter } from './routers/baggage';
import { flightsRouter } from './routers/flights';
import { freightDashboardRouter, freightEventsRouter, shipmentsRouter } from './routers/freight';
import { bagsRouter, passengersRouter } from './routers/passengers';
import { referenceRouter } from './routers/reference';
import { tokensRouter } from './routers/tokens';
import { uldsRouter } from './routers/ulds';
import { trackingRouter } from './routers/tracking';
import { claimsRouter } from './routers/claims';
import { foundBagsRouter } from './routers/found-bags';
import { claimReportsRouter } from './routers/claim-reports';
import { usersRouter } from './routers/users';
import { shiftAssignmentsRouter, shiftsRouter } from './routers/shifts';
import { auditRouter } from './routers/audit';
import { personalDataRouter } from './routers/personal-data';
import { router } from './platform/trpc';

export const appRouter = router({
  auth: authRouter,
  tokens: tokensRouter,
  users: usersRouter,
  reference: referenceRouter,
  flights: flightsRouter,
  passengers: passengersRouter,
  bags: bagsRouter,
  baggage: baggageRouter,
  dashboard: dashboardRouter,
  shipments: shipmentsRouter,
  freightEvents: freightEventsRouter,
  freightDashboard: freightDashboardRouter,
  ulds: uldsRouter,
  tracking: trackingRouter,
  claims: claimsRouter,
  foundBags: foundBagsRouter,
  shifts: shiftsRouter,
  shiftAssignments: shiftAssignmentsRouter,
  claimReports: claimReportsRouter,
  audit: auditRouter,
  personalData: personalDataRouter,
});

export type AppRouter = typeof appRouter;
