import * as v from 'valibot';
import { CreateBagSchema } from '../../shared/schemas/bags';
import { IdParamSchema } from '../../shared/schemas/common';
import { CreatePassengerSchema } from '../../shared/schemas/flights';
import { bagLabelPdf } from '../services/bag-label';
import { addBag } from '../services/bags';
import { addPassenger, deletePassenger, getPassenger } from '../services/passengers';
import { allowed, router } from '../trpc';

const passengerSide = allowed('passengers');

export const passengersRouter = router({
  add: passengerSide.input(CreatePassengerSchema).mutation(({ ctx, input }) => addPassenger(ctx.db, input)),
  get: passengerSide
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => getPassenger(ctx.db, input.id, ctx.env.APP_TIMEZONE)),
  delete: passengerSide
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => deletePassenger(ctx.db, input.id)),
});

export const bagsRouter = router({
  add: passengerSide
    .input(CreateBagSchema)
    .mutation(({ ctx, input }) => addBag(ctx.db, input, ctx.user.airport?.id ?? null)),
  /** A PDF (bytes): served by REST only, for the desk's label printer. */
  label: passengerSide
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => bagLabelPdf(ctx.db, input.id, ctx.env.APP_TIMEZONE)),
});
