import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import {
  CreateFoundBagSchema,
  FoundBagListSchema,
  FoundBagPhotoSchema,
  MatchFoundBagSchema,
} from '../../shared/schemas/found-bags';
import { LL } from '../i18n';
import { deletePhoto, readPhoto, savePhoto } from '../services/found-bag-photos';
import {
  confirmMatch,
  createFoundBag,
  getFoundBag,
  listFoundBags,
  matchesForClaim,
  matchesForFoundBag,
  undoMatch,
} from '../services/found-bags';
import { allowed, router } from '../trpc';
import { clocks } from './claims';

// CONTRACT §5: the lost-and-found service and admins, as for claims.
const desk = allowed('claims');

export const foundBagsRouter = router({
  list: desk.input(FoundBagListSchema).query(({ ctx, input }) => listFoundBags(ctx.db, input, ctx.env.APP_TIMEZONE)),
  get: desk
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => getFoundBag(ctx.db, input.id, ctx.env.APP_TIMEZONE)),
  create: desk
    .input(CreateFoundBagSchema)
    .mutation(({ ctx, input }) => createFoundBag(ctx.db, input, ctx.user, ctx.env.APP_TIMEZONE)),
  matches: desk
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => matchesForFoundBag(ctx.db, input.id, clocks(ctx))),
  claimMatches: desk
    .input(v.object({ id: IdParamSchema }))
    .query(({ ctx, input }) => matchesForClaim(ctx.db, input.id, clocks(ctx))),
  photo: desk.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => readPhoto(ctx.db, input.id)),
  // the bytes come from a multipart upload over REST; the answer is the bag, with what its photo now is
  setPhoto: desk.input(FoundBagPhotoSchema).mutation(async ({ ctx, input }) => {
    await savePhoto(ctx.db, input.id, input.photo, ctx.user.id);
    return getFoundBag(ctx.db, input.id, ctx.env.APP_TIMEZONE);
  }),
  deletePhoto: desk.input(v.object({ id: IdParamSchema })).mutation(({ ctx, input }) => deletePhoto(ctx.db, input.id)),
  match: desk.input(MatchFoundBagSchema).mutation(async ({ ctx, input }) => {
    const bag = await getFoundBag(ctx.db, input.id, ctx.env.APP_TIMEZONE);
    const note = LL(ctx.locale).claims.matchedNote({
      id: bag.id,
      place: bag.found_location,
      airport: bag.airport.code,
    });
    return {
      found_bag: await confirmMatch(ctx.db, input, ctx.user.id, note, ctx.env.APP_TIMEZONE),
      message: LL(ctx.locale).serverErrors.foundBagMatched(),
    };
  }),
  unmatch: desk.input(v.object({ id: IdParamSchema })).mutation(async ({ ctx, input }) => ({
    found_bag: await undoMatch(
      ctx.db,
      input.id,
      ctx.user.id,
      LL(ctx.locale).claims.unmatchedNote({ id: input.id }),
      ctx.env.APP_TIMEZONE,
    ),
    message: LL(ctx.locale).serverErrors.foundBagUnmatched(),
  })),
});
