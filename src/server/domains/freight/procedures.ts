import { tracked } from '@trpc/server';
import * as v from 'valibot';
import { can } from '../../../shared/roles';
import { DashboardLiveInputSchema } from '../../../shared/schemas/dashboard';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  CreateShipmentSchema,
  FreightScanSchema,
  ShipmentListSchema,
  UpdateShipmentSchema,
} from '../../../shared/schemas/freight';
import { LL, translate } from '../../platform/i18n';
import { recentFreightEvents, recordFreightScan } from './events';
import {
  createShipment,
  getShipment,
  listShipments,
  recentShipments,
  unassignedShipments,
  updateShipment,
} from './shipments';
import {
  freightDashboardStats,
  freightDashboardUpdates,
  freightWeeklyReceived,
  freightYearlyByMonth,
} from './dashboard';
import { unseen } from '../../platform/live-feed';
import { allowed, authedProcedure, router } from '../../platform/trpc';

// Freight is for admins and the cargo service.
const cargo = allowed('freight');

export const shipmentsRouter = router({
  list: cargo.input(ShipmentListSchema).query(({ ctx, input }) => listShipments(ctx.call, input)),
  recents: cargo.query(({ ctx }) => recentShipments(ctx.call)),
  unassigned: cargo.query(({ ctx }) => unassignedShipments(ctx.call)),
  get: cargo.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getShipment(ctx.call, input.id)),
  create: cargo.input(CreateShipmentSchema).mutation(({ ctx, input }) => createShipment(ctx.call, input)),
  update: cargo.input(UpdateShipmentSchema).mutation(({ ctx, input }) => updateShipment(ctx.call, input)),
});

// built once: scans answer thousands of times a second
const scanned = { en: LL('en').freight.scanned(), fr: LL('fr').freight.scanned() } as const;

export const freightEventsRouter = router({
  recent: cargo.query(({ ctx }) => recentFreightEvents(ctx.call)),
  /** POST /api/freight-events: {event, message}; warnings are recorded-but-suspicious scans, told at once. */
  scan: cargo.input(FreightScanSchema).mutation(async ({ ctx, input }) => {
    const { event, warnings } = await recordFreightScan(ctx.call, input);
    return {
      event: { ...event, warnings: warnings.map((w) => translate(ctx.call.locale, w)) },
      message: scanned[ctx.call.locale],
    };
  }),
});

// Dashboards are for every signed-in user; the figures come from the per-day counters.
export const freightDashboardRouter = router({
  stats: authedProcedure.query(({ ctx }) => freightDashboardStats(ctx.call)),
  weekly: authedProcedure.query(({ ctx }) => freightWeeklyReceived(ctx.call)),
  yearlyLoaded: authedProcedure.query(({ ctx }) => freightYearlyByMonth(ctx.call, 'LOADED')),
  yearlyDelivered: authedProcedure.query(({ ctx }) => freightYearlyByMonth(ctx.call, 'DELIVERED')),
  /**
   * The cards and the shipment logs now and at each change, over server-sent events, as dashboard.live; freight
   * events only for those who may read them (freightEvents.recent's rule), null for the others.
   */
  live: authedProcedure.input(DashboardLiveInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const updates = freightDashboardUpdates(ctx.call, can.freight(ctx.user), signal);
    for await (const { data, version } of unseen(updates, input?.lastEventId)) yield tracked(version, data);
  }),
});
