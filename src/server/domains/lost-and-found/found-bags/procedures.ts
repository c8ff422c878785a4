import * as v from 'valibot';
import { IdParamSchema } from '../../../../shared/schemas/common';
import {
  CreateFoundBagSchema,
  FoundBagListSchema,
  FoundBagPhotoSchema,
  MatchFoundBagSchema,
} from '../../../../shared/schemas/found-bags';
import { LL } from '../../../platform/i18n';
import { deletePhoto, readPhoto, savePhoto } from './photos';
import {
  confirmMatch,
  createFoundBag,
  getFoundBag,
  listFoundBags,
  matchesForClaim,
  matchesForFoundBag,
  undoMatch,
} from './service';
import { allowed, router } from '../../../platform/trpc';

// The lost-and-found service and admins, as for claims.
const desk = allowed('claims');
const ById = v.object({ id: IdParamSchema });

export const foundBagsRouter = router({
  list: desk.input(FoundBagListSchema).query(({ ctx, input }) => listFoundBags(ctx.call, input)),
  get: desk.input(ById).query(({ ctx, input }) => getFoundBag(ctx.call, input.id)),
  create: desk.input(CreateFoundBagSchema).mutation(({ ctx, input }) => createFoundBag(ctx.call, input)),
  matches: desk.input(ById).query(({ ctx, input }) => matchesForFoundBag(ctx.call, input.id)),
  claimMatches: desk.input(ById).query(({ ctx, input }) => matchesForClaim(ctx.call, input.id)),
  photo: desk.input(ById).query(({ ctx, input }) => readPhoto(ctx.call, input.id)),
  // the bytes come from a multipart upload over REST; the answer is the bag, with what its photo now is
  setPhoto: desk.input(FoundBagPhotoSchema).mutation(({ ctx, input }) => savePhoto(ctx.call, input)),
  deletePhoto: desk.input(ById).mutation(({ ctx, input }) => deletePhoto(ctx.call, input.id)),
  match: desk.input(MatchFoundBagSchema).mutation(async ({ ctx, input }) => ({
    found_bag: await confirmMatch(ctx.call, input),
    message: LL(ctx.call.locale).serverErrors.foundBagMatched(),
  })),
  unmatch: desk.input(ById).mutation(async ({ ctx, input }) => ({
    found_bag: await undoMatch(ctx.call, input.id),
    message: LL(ctx.call.locale).serverErrors.foundBagUnmatched(),
  })),
});
