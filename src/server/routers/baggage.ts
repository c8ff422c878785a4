import { EventsPageSchema, RecentEventsSchema, ScanSchema } from '../../shared/schemas/baggage-events';
import { LL, translate } from '../i18n';
import { eventsPage, recentEvents, recordScan } from '../services/baggage-events';
import { dashboardStats, weeklyCheckins, yearlyByMonth } from '../services/dashboard';
import { allowed, authedProcedure, router } from '../trpc';

const passengerSide = allowed('passengers');
// built once: the scan path answers thousands of times a second
const scanned = { en: LL('en').scan.success(), fr: LL('fr').scan.success() } as const;

export const baggageRouter = router({
  /** POST /api/baggage-events: {event, message}; warnings are recorded-but-suspicious scans, told at once. */
  scan: passengerSide.input(ScanSchema).mutation(async ({ ctx, input }) => {
    const { event } = await recordScan(ctx.db, input, ctx.user, ctx.env.APP_TIMEZONE);
    return {
      event: { ...event, warnings: event.warnings.map((w) => translate(ctx.locale, w)) },
      message: scanned[ctx.locale],
    };
  }),
  recent: passengerSide
    .input(RecentEventsSchema)
    .query(({ ctx, input }) => recentEvents(ctx.db, { limit: input.limit, airportId: input.airport || undefined })),
  page: passengerSide
    .input(EventsPageSchema)
    .query(({ ctx, input }) => eventsPage(ctx.db, { ...input, airportId: input.airport || undefined })),
});

// Dashboards are for everyone (CONTRACT §5).
export const dashboardRouter = router({
  stats: authedProcedure.query(({ ctx }) => dashboardStats(ctx.db, ctx.env.APP_TIMEZONE)),
  weekly: authedProcedure.query(({ ctx }) => weeklyCheckins(ctx.db, ctx.env.APP_TIMEZONE)),
  yearlyLoaded: authedProcedure.query(({ ctx }) => yearlyByMonth(ctx.db, 'LOADED', ctx.env.APP_TIMEZONE)),
  yearlyDelivered: authedProcedure.query(({ ctx }) => yearlyByMonth(ctx.db, 'DELIVERED', ctx.env.APP_TIMEZONE)),
});
