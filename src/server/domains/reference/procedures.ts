import {
  CreateAirportSchema,
  CreateZoneSchema,
  UpdateAirportSchema,
  ZonesQuerySchema,
} from '../../../shared/schemas/admin';
import { createAirport, createZone, updateAirport, listAirports, listServices, listZones } from './service';
import { adminProcedure, authedProcedure, router } from '../../platform/trpc';

// Reference lists every screen needs (services, airports, zones); only admins add to them.
export const referenceRouter = router({
  services: authedProcedure.query(({ ctx }) => listServices(ctx.call)),
  airports: authedProcedure.query(({ ctx }) => listAirports(ctx.call)),
  createAirport: adminProcedure.input(CreateAirportSchema).mutation(({ ctx, input }) => createAirport(ctx.call, input)),
  updateAirport: adminProcedure.input(UpdateAirportSchema).mutation(({ ctx, input }) => updateAirport(ctx.call, input)),
  zones: authedProcedure.input(ZonesQuerySchema).query(({ ctx, input }) => listZones(ctx.call, input.airport_id)),
  createZone: adminProcedure.input(CreateZoneSchema).mutation(({ ctx, input }) => createZone(ctx.call, input)),
});
