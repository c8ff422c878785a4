import * as v from 'valibot';
import { CreateBagSchema } from '../../../shared/schemas/bags';
import { IdParamSchema } from '../../../shared/schemas/common';
import { CreatePassengerSchema } from '../../../shared/schemas/flights';
import { bagLabelPdf } from './bag-label';
import { addBag } from './bags';
import { addPassenger, deletePassenger, getPassenger } from './service';
import { allowed, router } from '../../platform/trpc';

const passengerSide = allowed('passengers');
const ById = v.object({ id: IdParamSchema });

export const passengersRouter = router({
  add: passengerSide.input(CreatePassengerSchema).mutation(({ ctx, input }) => addPassenger(ctx.call, input)),
  get: passengerSide.input(ById).query(({ ctx, input }) => getPassenger(ctx.call, input.id)),
  delete: passengerSide.input(ById).mutation(({ ctx, input }) => deletePassenger(ctx.call, input.id)),
});

export const bagsRouter = router({
  /** At the caller's airport: a user without one gets 403 (the service's rule). */
  add: passengerSide.input(CreateBagSchema).mutation(({ ctx, input }) => addBag(ctx.call, input)),
  /** A PDF (bytes): served by REST only, for the desk's label printer. */
  label: passengerSide.input(ById).query(({ ctx, input }) => bagLabelPdf(ctx.call, input.id)),
});
