import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import { CreateShipmentSchema, ShipmentListSchema, UpdateShipmentSchema } from '../../shared/schemas/freight';
import { createShipment, getShipment, listShipments, recentShipments, unassignedShipments, updateShipment } from '../services/freight-shipments';
import { allowed, router } from '../trpc';

// CONTRACT §5: freight is for admins and the cargo service.
const cargo = allowed('freight');

export const shipmentsRouter = router({
  list: cargo.input(ShipmentListSchema).query(({ ctx, input }) => listShipments(ctx.db, input.page)),
  recents: cargo.query(({ ctx }) => recentShipments(ctx.db)),
  unassigned: cargo.query(({ ctx }) => unassignedShipments(ctx.db)),
  get: cargo.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getShipment(ctx.db, input.id)),
  create: cargo.input(CreateShipmentSchema).mutation(({ ctx, input }) => createShipment(ctx.db, input, ctx.user.id)),
  update: cargo.input(UpdateShipmentSchema).mutation(({ ctx, input: { id, ...input } }) => updateShipment(ctx.db, id, input)),
});
