import { BoardInputSchema } from '../../../shared/schemas/board';
import { authedProcedure, router } from '../../platform/trpc';
import { operationsBoard } from './snapshot';

// The operations board is for every signed-in user: it shows counts and flights, no passenger's name.
export const boardRouter = router({
  get: authedProcedure.input(BoardInputSchema).query(({ ctx, input }) => operationsBoard(ctx.call, input)),
});
