import { SearchTagSchema, TrackSchema } from '../../../shared/schemas/tracking';
import { searchTag } from './search';
import { trackByFlight } from './track';
import { authedProcedure, router } from '../../platform/trpc';

// Search and track-by-flight are for every user; what they show follows the user's service (the services decide).
export const trackingRouter = router({
  search: authedProcedure.input(SearchTagSchema).query(({ ctx, input }) => searchTag(ctx.call, input.tag)),
  byFlight: authedProcedure.input(TrackSchema).query(({ ctx, input }) => trackByFlight(ctx.call, input)),
});
