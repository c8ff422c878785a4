import { tracked } from '@trpc/server';
import { EventsPageSchema, RecentEventsSchema, ScanSchema } from '../../../shared/schemas/baggage-events';
import { DashboardLiveInputSchema } from '../../../shared/schemas/dashboard';
import { can } from '../../../shared/roles';
import { LL, translate } from '../../platform/i18n';
import { unseen } from '../../platform/live-feed';
import { eventsPage, recentEvents, recordScan } from './service';
import { dashboardStats, dashboardUpdates, weeklyCheckins, yearlyByMonth } from './dashboard';
import { allowed, authedProcedure, router } from '../../platform/trpc';

const passengerSide = allowed('passengers');
// built once: the scan path answers thousands of times a second
const scanned = { en: LL('en').scan.success(), fr: LL('fr').scan.success() } as const;

export const baggageRouter = router({
  /** POST /api/baggage-events: {event, message}; warnings are recorded-but-suspicious scans, told at once. */
  scan: passengerSide.input(ScanSchema).mutation(async ({ ctx, input }) => {
    const { event } = await recordScan(ctx.call, input);
    return {
      event: { ...event, warnings: event.warnings.map((w) => translate(ctx.call.locale, w)) },
      message: scanned[ctx.call.locale],
    };
  }),
  recent: passengerSide.input(RecentEventsSchema).query(({ ctx, input }) => recentEvents(ctx.call, input)),
  page: passengerSide.input(EventsPageSchema).query(({ ctx, input }) => eventsPage(ctx.call, input)),
});

// Dashboards are for every signed-in user.
export const dashboardRouter = router({
  stats: authedProcedure.query(({ ctx }) => dashboardStats(ctx.call)),
  weekly: authedProcedure.query(({ ctx }) => weeklyCheckins(ctx.call)),
  yearlyLoaded: authedProcedure.query(({ ctx }) => yearlyByMonth(ctx.call, 'LOADED')),
  yearlyDelivered: authedProcedure.query(({ ctx }) => yearlyByMonth(ctx.call, 'DELIVERED')),
  /**
   * The cards and the recent logs now and at each change, over server-sent events, with their version as the event's
   * id: a screen that reconnects sends the last one it got (`lastEventId`) and is sent nothing until they change.
   * Bag events are passenger-side data, as baggage.recent: the others get the cards and no events (null).
   */
  live: authedProcedure.input(DashboardLiveInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const updates = dashboardUpdates(ctx.call, can.passengers(ctx.user), signal);
    for await (const { data, version } of unseen(updates, input?.lastEventId)) yield tracked(version, data);
  }),
});
