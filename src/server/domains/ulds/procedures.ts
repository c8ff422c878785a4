import * as v from 'valibot';
import { IdParamSchema } from '../../../shared/schemas/common';
import { AssignShipmentSchema, CreateUldSchema, UpdateUldSchema } from '../../../shared/schemas/ulds';
import { freightEventsByUld } from '../freight';
import { contentsListPdf } from './contents-list';
import { assignShipment, createUld, flightUlds, getUld, recentUlds, updateUld } from './service';
import { allowed, router } from '../../platform/trpc';

// ULDs are freight work, for admins and the cargo service.
const cargo = allowed('freight');
const ById = v.object({ id: IdParamSchema });

export const uldsRouter = router({
  recent: cargo.query(({ ctx }) => recentUlds(ctx.call)),
  get: cargo.input(ById).query(({ ctx, input }) => getUld(ctx.call, input.id)),
  byFlight: cargo.input(ById).query(({ ctx, input }) => flightUlds(ctx.call, input.id)),
  /** Without a code, the type and owner come from configuration and the caller's airport. */
  create: cargo.input(CreateUldSchema).mutation(({ ctx, input }) => createUld(ctx.call, input)),
  update: cargo.input(UpdateUldSchema).mutation(({ ctx, input }) => updateUld(ctx.call, input)),
  assignShipment: cargo.input(AssignShipmentSchema).mutation(({ ctx, input }) => assignShipment(ctx.call, input)),
  events: cargo
    .input(v.object({ uldId: IdParamSchema }))
    .query(({ ctx, input }) => freightEventsByUld(ctx.call, input.uldId)),
  /** The ULD contents list, a printable PDF: the flight's ULDs, their shipments and weights, in the caller's language. */
  contentsList: cargo.input(ById).query(({ ctx, input }) => contentsListPdf(ctx.call, input.id)),
});
