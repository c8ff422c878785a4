import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import { AssignShipmentSchema, CreateUldSchema, UpdateUldSchema } from '../../shared/schemas/ulds';
import { freightEventsByUld } from '../services/freight-events';
import { loadSheetPdf } from '../services/load-sheet';
import {
  assignShipment,
  createUld,
  flightUlds,
  getUld,
  recentUlds,
  updateUld,
  type UldDefaults,
} from '../services/ulds';
import type { Env } from '../env';
import { allowed, router } from '../trpc';

// CONTRACT §5: ULDs are freight work, for admins and the cargo service.
const cargo = allowed('freight');

/** A ULD registered without a code takes its type and owner from configuration and the user's airport. */
const defaults = (ctx: { env: Env; user: { airport: { id: number } | null } }): UldDefaults => ({
  pillowType: ctx.env.ULD_PILLOW_TYPE,
  ownerCode: ctx.env.ULD_OWNER_CODE,
  airportId: ctx.user.airport?.id ?? null,
});

export const uldsRouter = router({
  recent: cargo.query(({ ctx }) => recentUlds(ctx.db, ctx.env.APP_TIMEZONE)),
  get: cargo
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => getUld(ctx.db, input.id, ctx.env.APP_TIMEZONE)),
  byFlight: cargo
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => flightUlds(ctx.db, input.id, ctx.env.APP_TIMEZONE)),
  create: cargo
    .input(CreateUldSchema)
    .mutation(({ ctx, input }) => createUld(ctx.db, input, ctx.user.id, defaults(ctx), ctx.env.APP_TIMEZONE)),
  update: cargo
    .input(UpdateUldSchema)
    .mutation(({ ctx, input: { id, ...input } }) => updateUld(ctx.db, id, input, ctx.env.APP_TIMEZONE)),
  assignShipment: cargo
    .input(AssignShipmentSchema)
    .mutation(({ ctx, input }) => assignShipment(ctx.db, input, ctx.user.id, ctx.env.APP_TIMEZONE)),
  events: cargo
    .input(v.object({ uldId: IdParamSchema }))
    .query(({ ctx, input }) => freightEventsByUld(ctx.db, input.uldId)),
  /** A printable PDF: the flight's ULDs, their shipments and loads, in the caller's language. */
  loadSheet: cargo
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) =>
      loadSheetPdf(ctx.db, input.id, { tz: ctx.env.APP_TIMEZONE, locale: ctx.locale, printedBy: ctx.user.name }),
    ),
});
