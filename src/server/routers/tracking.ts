import { SearchTagSchema, TrackSchema } from '../../shared/schemas/tracking';
import { translate } from '../i18n';
import { searchTag } from '../services/search';
import { trackByFlight } from '../services/track';
import { authedProcedure, router } from '../trpc';

// CONTRACT §5: search and track-by-flight are for every user; what they show follows the user's sections.
export const trackingRouter = router({
  search: authedProcedure
    .input(SearchTagSchema)
    .query(({ ctx, input }) =>
      searchTag(ctx.db, input.tag, ctx.user, ctx.env.APP_TIMEZONE, (m) => translate(ctx.locale, m)),
    ),
  byFlight: authedProcedure.input(TrackSchema).query(({ ctx, input }) =>
    trackByFlight(ctx.db, input, ctx.user, ctx.env.APP_TIMEZONE, {
      first: ctx.env.DELIVERY_FIRST_BAG_MINUTES,
      last: ctx.env.DELIVERY_LAST_BAG_MINUTES,
    }),
  ),
});
