import { CreateAirportSchema, CreateZoneSchema, ZonesQuerySchema } from '../../shared/schemas/admin';
import { createAirport, createZone, listAirports, listServices, listZones } from '../services/reference';
import { adminProcedure, authedProcedure, router } from '../trpc';

// Reference lists every screen needs (CONTRACT §4); only admins add to them.
export const referenceRouter = router({
  services: authedProcedure.query(({ ctx }) => listServices(ctx.db)),
  airports: authedProcedure.query(({ ctx }) => listAirports(ctx.db)),
  createAirport: adminProcedure.input(CreateAirportSchema).mutation(({ ctx, input }) => createAirport(ctx.db, input)),
  zones: authedProcedure.input(ZonesQuerySchema).query(({ ctx, input }) => listZones(ctx.db, input.airport_id)),
  createZone: adminProcedure.input(CreateZoneSchema).mutation(({ ctx, input }) => createZone(ctx.db, input)),
});
