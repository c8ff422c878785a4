import { msg } from '../../../shared/messages';
import * as v from 'valibot';
import { IdParamSchema } from '../../../shared/schemas/common';
import {
  BlockTimesSchema,
  CreateFlightSchema,
  FlightListSchema,
  FlightQuerySchema,
  UpdateFlightSchema,
} from '../../../shared/schemas/flights';
import { createFlight, getFlightWithPassengers, listFlights, setBlockTimes, updateFlight } from './service';
import { importManifest } from './manifest';
import { allowed, authedProcedure, router } from '../../platform/trpc';

// Everyone reads flights (passengers only for the passenger side: the service decides); supervisors and admins
// create and edit them; manifests are passenger-side work.
export const flightsRouter = router({
  list: authedProcedure.input(FlightListSchema).query(({ ctx, input }) => listFlights(ctx.call, input)),
  get: authedProcedure.input(FlightQuerySchema).query(({ ctx, input }) => getFlightWithPassengers(ctx.call, input)),
  create: allowed('editFlights')
    .input(CreateFlightSchema)
    .mutation(({ ctx, input }) => createFlight(ctx.call, input)),
  update: allowed('editFlights')
    .input(UpdateFlightSchema)
    .mutation(({ ctx, input }) => updateFlight(ctx.call, input)),
  setBlockTimes: allowed('editFlights')
    .input(BlockTimesSchema)
    .mutation(({ ctx, input }) => setBlockTimes(ctx.call, input)),
  importManifest: allowed('passengers')
    .input(
      v.object({
        flightId: IdParamSchema,
        manifest: v.instance(Uint8Array, msg('manifestMissing')),
      }),
    )
    .mutation(({ ctx, input }) => importManifest(ctx.call, input)),
});
