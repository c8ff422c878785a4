import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import {
  CreateShipmentSchema,
  FreightScanSchema,
  ShipmentListSchema,
  UpdateShipmentSchema,
} from '../../shared/schemas/freight';
import { LL, translate } from '../i18n';
import { recentFreightEvents, recordFreightScan } from '../services/freight-events';
import {
  createShipment,
  getShipment,
  listShipments,
  recentShipments,
  unassignedShipments,
  updateShipment,
} from '../services/freight-shipments';
import { freightEventDaily } from '../db/schema';
import { freightDashboardStats, monthlyTotals, weeklyTotals } from '../services/dashboard';
import { allowed, authedProcedure, router } from '../trpc';

// CONTRACT §5: freight is for admins and the cargo service.
const cargo = allowed('freight');

export const shipmentsRouter = router({
  list: cargo.input(ShipmentListSchema).query(({ ctx, input }) => listShipments(ctx.db, input)),
  recents: cargo.query(({ ctx }) => recentShipments(ctx.db)),
  unassigned: cargo.query(({ ctx }) => unassignedShipments(ctx.db)),
  get: cargo.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getShipment(ctx.db, input.id)),
  create: cargo.input(CreateShipmentSchema).mutation(({ ctx, input }) => createShipment(ctx.db, input, ctx.user.id)),
  update: cargo
    .input(UpdateShipmentSchema)
    .mutation(({ ctx, input: { id, ...input } }) => updateShipment(ctx.db, id, input)),
});

// built once: scans answer thousands of times a second
const scanned = { en: LL('en').freight.scanned(), fr: LL('fr').freight.scanned() } as const;

export const freightEventsRouter = router({
  recent: cargo.query(({ ctx }) => recentFreightEvents(ctx.db)),
  /** POST /api/freight-events: {event, message}; warnings are recorded-but-suspicious scans, told at once. */
  scan: cargo.input(FreightScanSchema).mutation(async ({ ctx, input }) => {
    const { event, warnings } = await recordFreightScan(ctx.db, input, ctx.user, ctx.env.APP_TIMEZONE);
    return {
      event: { ...event, warnings: warnings.map((w) => translate(ctx.locale, w)) },
      message: scanned[ctx.locale],
    };
  }),
});

// Dashboards are for everyone (CONTRACT §5); the figures come from the per-day counters.
export const freightDashboardRouter = router({
  stats: authedProcedure.query(({ ctx }) => freightDashboardStats(ctx.db, ctx.env.APP_TIMEZONE)),
  weekly: authedProcedure.query(({ ctx }) => weeklyTotals(ctx.db, freightEventDaily, 'RECEIVED', ctx.env.APP_TIMEZONE)),
  yearlyLoaded: authedProcedure.query(({ ctx }) =>
    monthlyTotals(ctx.db, freightEventDaily, 'LOADED', ctx.env.APP_TIMEZONE),
  ),
  yearlyDelivered: authedProcedure.query(({ ctx }) =>
    monthlyTotals(ctx.db, freightEventDaily, 'DELIVERED', ctx.env.APP_TIMEZONE),
  ),
});
