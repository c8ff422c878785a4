import { LIST_PATHS } from '../../../../shared/list-paths';
import * as v from 'valibot';
import { NoContentSchema, TypedBytesSchema } from '../../../../shared/schemas/common';
import {
  ClaimMatchSchema,
  FoundBagMatchSchema,
  FoundBagPageSchema,
  FoundBagSchema,
} from '../../../../shared/schemas/found-bags';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../../shared/photos';
import { MIN_SCORE, POINTS } from './matching';
import { FOUND_BAGS_PER_PAGE, PROPOSALS } from './service';
import type { RestRoute } from '../../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'foundBags.list': FoundBagPageSchema,
  'foundBags.get': FoundBagSchema,
  'foundBags.create': FoundBagSchema,
  'foundBags.matches': v.array(ClaimMatchSchema),
  'foundBags.claimMatches': v.array(FoundBagMatchSchema),
  'foundBags.photo': TypedBytesSchema,
  'foundBags.setPhoto': FoundBagSchema,
  'foundBags.deletePhoto': NoContentSchema,
  'foundBags.match': v.object({ found_bag: FoundBagSchema, message: v.string() }),
  'foundBags.unmatch': v.object({ found_bag: FoundBagSchema, message: v.string() }),
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.foundBags,
    procedure: 'foundBags.list',
    summary: 'Found bags, paginated and searched',
    description:
      `Newest found first, ${FOUND_BAGS_PER_PAGE} a page. ` +
      '`search` matches the tag, brand, contents, features, name on the label or place found, in any case, in part; `status=OPEN` or `MATCHED`.',
  },
  {
    method: 'POST',
    path: '/api/found-bags',
    procedure: 'foundBags.create',
    status: 201,
    summary: 'Register a bag found without its owner',
    description:
      "Described as claims are (`bag_color` codes, `bag_type` Suitcase, Backpack or a chart code), with `contents`, `name_on_label`, `found_location` (required), `found_at` (airport time or with an offset; now when left out) and `airport_id` (the user's airport when left out).",
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id',
    procedure: 'foundBags.get',
    summary: 'A found bag',
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id/matches',
    procedure: 'foundBags.matches',
    summary: "The open claims that may be this bag's owner's",
    description:
      `LOST and DELAYED claims, best first (${PROPOSALS} at most), each with its \`score\` and \`reasons\` (` +
      `TAG ${POINTS.TAG}, NAME ${POINTS.NAME}, FLIGHT ${POINTS.FLIGHT}, AIRPORT_DATE ${POINTS.AIRPORT_DATE}, COLOUR ${POINTS.COLOUR}, ` +
      `TYPE ${POINTS.TYPE} or ${POINTS.TYPE_FAMILY} for the same family, BRAND ${POINTS.BRAND}, WORDS ${POINTS.WORD} each up to ${POINTS.WORDS_MAX}); ` +
      `below ${MIN_SCORE} points nothing is proposed.`,
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id/matches',
    procedure: 'foundBags.claimMatches',
    summary: "The open found bags that may be this claim's bag",
    description: 'The same scoring as /api/found-bags/{id}/matches, the other way round.',
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'PUT',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.setPhoto',
    summary: 'Add or replace the photo of a found bag',
    description: `A \`multipart/form-data\` upload, the picture in the field \`photo\`: JPEG, PNG or WebP, ${PHOTO_MAX_BYTES / 1024 / 1024} MB at most. The type is read from the file's bytes, not from its name or the upload's header. Answers the found bag with its \`photo\`.`,
    upload: { field: 'photo', type: 'image/*', maxBytes: PHOTO_MAX_BYTES, tooLarge: 'photoTooLarge' },
    input: async (req) => ({ id: req.params.id, photo: await req.file('photo') }),
    errors: { 404: 'No found bag has this id', 413: `The picture is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB` },
  },
  {
    method: 'GET',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.photo',
    contentType: PHOTO_TYPES,
    summary: 'The photo of a found bag',
    description: 'The picture as it was uploaded, with its own type.',
    errors: { 404: 'No found bag has this id, or it has no photo' },
  },
  {
    method: 'DELETE',
    path: '/api/found-bags/:id/photo',
    procedure: 'foundBags.deletePhoto',
    summary: 'Remove the photo of a found bag',
    errors: { 404: 'No found bag has this id' },
  },
  {
    method: 'POST',
    path: '/api/found-bags/:id/match',
    procedure: 'foundBags.match',
    summary: "Confirm that a found bag is a claim's",
    description:
      '`claim_id` of a LOST or DELAYED claim: the claim becomes FOUND with a history row naming the found bag, which is closed (MATCHED).',
    errors: {
      404: 'No found bag has this id',
      409: 'The found bag is already matched, or the claim is not LOST or DELAYED',
    },
  },
  {
    method: 'POST',
    path: '/api/found-bags/:id/unmatch',
    procedure: 'foundBags.unmatch',
    summary: 'Undo a wrong match',
    description: 'The claim goes back to the status it had, with a history row; the found bag is OPEN again.',
    errors: {
      404: 'No found bag has this id',
      409: 'The bag is not matched, or its claim has moved on since (e.g. DELIVERED)',
    },
  },
];
