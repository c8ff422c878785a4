import * as v from 'valibot';
import { can } from '../../shared/roles';
import { IdParamSchema } from '../../shared/schemas/common';
import {
  CreateFlightSchema,
  FlightListSchema,
  FlightQuerySchema,
  UpdateFlightSchema,
} from '../../shared/schemas/flights';
import { createFlight, getFlight, getFlightWithPassengers, listFlights, updateFlight } from '../services/flights';
import { importManifest } from '../services/manifest';
import { allowed, authedProcedure, router } from '../trpc';

// CONTRACT §5: everyone reads flights; supervisors and admins create and edit them;
// manifests are passenger-side work.
export const flightsRouter = router({
  list: authedProcedure.input(FlightListSchema).query(({ ctx, input }) =>
    listFlights(ctx.db, {
      page: input.page,
      after: input.after,
      before: input.before,
      tz: ctx.env.APP_TIMEZONE,
      date: input.date || undefined,
      airport: input.airport || undefined,
    }),
  ),
  // passengers are passenger-side data: other services get the flight alone (passengers: null)
  get: authedProcedure.input(FlightQuerySchema).query(async ({ ctx, input }) => {
    const tz = ctx.env.APP_TIMEZONE;
    if (can.passengers(ctx.user)) return getFlightWithPassengers(ctx.db, { ...input, tz });
    return { ...(await getFlight(ctx.db, input.id, tz)), passengers: null };
  }),
  create: allowed('editFlights')
    .input(CreateFlightSchema)
    .mutation(({ ctx, input }) => createFlight(ctx.db, input, ctx.env.APP_TIMEZONE)),
  update: allowed('editFlights')
    .input(UpdateFlightSchema)
    .mutation(({ ctx, input: { id, ...input } }) => updateFlight(ctx.db, id, input, ctx.env.APP_TIMEZONE)),
  importManifest: allowed('passengers')
    .input(
      v.object({
        flightId: IdParamSchema,
        manifest: v.instance(Uint8Array, 'errors.manifestMissing'),
      }),
    )
    .mutation(({ ctx, input }) => importManifest(ctx.db, input.flightId, input.manifest)),
});
