import {
  BpmFeedSchema,
  FlightIdSchema,
  MessageIdSchema,
  MessageListSchema,
  ReceiveMessagesSchema,
} from '../../../shared/schemas/baggage-messages';
import { allowed, router } from '../../platform/trpc';
import { bpmFeed } from './bpm-feed';
import { bagsToOffload, getMessage, listMessages, reapplyMessage, receiveMessages } from './service';

// Messages come from the airlines' systems through an integration account (or an admin trying one by hand), and the
// same accounts read the BPMs Tarmac writes of its scans; the bags they mark to offload are read by whoever loads flights, the passenger side.
const senders = allowed('baggageMessages');
const passengerSide = allowed('passengers');
// what was received, and applying it again, is for administrators: the texts name passengers
const admins = allowed('administer');

export const baggageMessagesRouter = router({
  /** POST /api/baggage-messages: the body's messages, each stored, read and applied on its own. */
  receive: senders.input(ReceiveMessagesSchema).mutation(({ ctx, input }) => receiveMessages(ctx.call, input)),
  list: admins.input(MessageListSchema).query(({ ctx, input }) => listMessages(ctx.call, input)),
  get: admins.input(MessageIdSchema).query(({ ctx, input }) => getMessage(ctx.call, input.id)),
  reapply: admins.input(MessageIdSchema).mutation(({ ctx, input }) => reapplyMessage(ctx.call, input.id)),
  /** GET /api/baggage-messages/bpm: every bag event as a BPM, in order, from a cursor (bpm-feed.ts). */
  bpm: senders.input(BpmFeedSchema).query(({ ctx, input }) => bpmFeed(ctx.call, input)),
  offload: passengerSide.input(FlightIdSchema).query(({ ctx, input }) => bagsToOffload(ctx.call, input.id)),
});
