import { tracked } from '@trpc/server';
import { BoardInputSchema, BoardLiveInputSchema } from '../../../shared/schemas/board';
import { unseen } from '../../platform/live-feed';
import { authedProcedure, router } from '../../platform/trpc';
import { boardUpdates } from './live';
import { boardAirport, localized, operationsBoard } from './snapshot';

// The operations board is for every signed-in user: it shows counts and flights, no passenger's name.
export const boardRouter = router({
  get: authedProcedure.input(BoardInputSchema).query(({ ctx, input }) => operationsBoard(ctx.call, input)),
  /**
   * The board now and at each change, over server-sent events, each board with its version as the event's id: a
   * screen that reconnects sends the last one it got (`lastEventId`) and is sent nothing until the board changes.
   */
  live: authedProcedure.input(BoardLiveInputSchema).subscription(async function* ({ ctx, input, signal }) {
    const airport = await boardAirport(ctx.call, input.airport_id);
    for await (const { data, version } of unseen(boardUpdates(ctx.call, airport, signal), input.lastEventId))
      yield tracked(version, localized(data, ctx.call.locale));
  }),
});
