import { FlightIdSchema, ReceiveMessagesSchema } from '../../../shared/schemas/baggage-messages';
import { allowed, router } from '../../platform/trpc';
import { bagsToOffload, receiveMessages } from './service';

// Messages come from the airlines' systems through an integration account (or an admin trying one by hand); the
// bags they mark to offload are read by whoever loads flights, the passenger side.
const senders = allowed('baggageMessages');
const passengerSide = allowed('passengers');

export const baggageMessagesRouter = router({
  /** POST /api/baggage-messages: the body's messages, each stored, read and applied on its own. */
  receive: senders.input(ReceiveMessagesSchema).mutation(({ ctx, input }) => receiveMessages(ctx.call, input)),
  offload: passengerSide.input(FlightIdSchema).query(({ ctx, input }) => bagsToOffload(ctx.call, input.id)),
});
