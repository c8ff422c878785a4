import { LIST_PATHS } from '../../../../shared/list-paths';
import { EXACT_TOTAL_UP_TO } from '../../../platform/list-total';
import * as v from 'valibot';
import {
  ClaimDetailSchema,
  ClaimPageSchema,
  ClaimSchema,
  ClaimStatusResultSchema,
  ClaimTagLookupResultSchema,
} from '../../../../shared/schemas/claims';
import { BytesSchema } from '../../../../shared/schemas/common';
import { DUE_SOON_DAYS } from './deadlines';
import { CLAIMS_PER_PAGE, RECENT_CLAIMS } from './service';
import type { RestRoute } from '../../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'claims.recents': v.array(ClaimSchema),
  'claims.list': ClaimPageSchema,
  'claims.get': ClaimDetailSchema,
  'claims.tagLookup': ClaimTagLookupResultSchema,
  'claims.receipt': BytesSchema,
  'claims.poster': BytesSchema,
  'claims.create': ClaimDetailSchema,
  'claims.updateStatus': ClaimStatusResultSchema,
  'claims.confirm': ClaimDetailSchema,
  'claims.outForDelivery': ClaimDetailSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/baggage-claims/recents',
    procedure: 'claims.recents',
    summary: `The ${RECENT_CLAIMS} latest claims`,
  },
  {
    method: 'GET',
    path: LIST_PATHS.claims,
    procedure: 'claims.list',
    summary: 'Claims, paginated and searched',
    description:
      `Newest first, ${CLAIMS_PER_PAGE} a page. ` +
      "`search` matches the bag tag, the passenger's or contact's name or the claim number, in any case, in part. " +
      `\`deadline=due\` keeps the claims whose clock runs out within ${DUE_SOON_DAYS} days or has run out, most urgent first. ` +
      ' Each claim carries its Montreal Convention clocks (`deadlines`, `deadline_state`, `propose_lost`), whose lengths are configuration. ' +
      `\`total\` (and \`last_page\`) is exact up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')} claims and PostgreSQL's estimate beyond.`,
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/tag-lookup',
    procedure: 'claims.tagLookup',
    summary: 'The passenger and flight of a bag tag, to fill in a claim',
    description:
      "`/api/baggage-claims/tag-lookup?tag=X`: the bag's passenger, PNR and flight (with its local date and arrival airport), the tag in any spelling.",
    errors: { 404: 'No bag has this tag' },
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id',
    procedure: 'claims.get',
    summary: 'A claim with its status history and the e-mails that told its passenger',
    description:
      "`news`: whether a mail relay is configured (`SMTP_URL`), and each e-mail to the passenger with its state: `queued` (also between attempts, `next_attempt_at`), `sent`, `failed` after the attempts allowed (`last_error`, the relay's answer without addresses), or `dropped` (`drop_reason`: no e-mail address, or the personal data erased).",
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'GET',
    path: '/api/baggage-claims/:id/receipt',
    procedure: 'claims.receipt',
    contentType: 'application/pdf',
    summary: "The passenger's receipt of a claim (PDF)",
    description:
      "A4: the reference with its Code 128 barcode, the check code, the address of the claim's status page with its QR code (reference, check code and language filled in; `PUBLIC_URL`), passenger and contact, flight, bag, status, the desk's airport, when and by whom it was filed, and what happens next. " +
      "`lang=en` or `lang=fr`, the passenger's choice; the caller's language when left out.",
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'GET',
    path: '/api/airports/:code/claim-poster.pdf',
    procedure: 'claims.poster',
    contentType: 'application/pdf',
    summary: "The reclaim hall's poster of an airport (PDF)",
    description:
      "A4: \"Your bag did not arrive?\" and a large QR code of the passengers' filing page with the airport filled in (`PUBLIC_URL`/claim), in both languages: `lang=en` or `lang=fr` comes first and is the QR code's, the caller's language when left out; the other follows with its own address.",
    errors: { 404: 'Tarmac has no airport of this code' },
  },
  {
    method: 'POST',
    path: '/api/baggage-claim',
    procedure: 'claims.create',
    status: 201,
    summary: 'Report a lost, delayed or damaged bag',
    description:
      "The claim gets a reference such as `FIH8Z00042` (the desk's station, the airline, a sequence). A known `bag_tag_number` (any spelling) links the bag, its passenger and flight; an unknown or missing one is accepted. " +
      '`temporary_address` or `contact_address`. `status` in any case (`Delivered` is `DELIVERED`). `reported_by` is the signed-in user whatever the body says. The first status is the first history row.',
  },
  {
    method: 'POST',
    path: '/api/baggage-claims/:id/status',
    procedure: 'claims.updateStatus',
    summary: "Change a claim's status, with an optional note",
    description:
      "Any status may follow any; every change is a history row with the note and who made it. A new status (not the same one again) is e-mailed to the passenger when a mail relay is configured, in the claim's `news`.",
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'POST',
    path: '/api/baggage-claims/:id/confirm',
    procedure: 'claims.confirm',
    summary: 'Confirm a claim the passenger filed',
    description:
      "A claim with `filed_by: passenger` waits for an agent: confirming it sets `confirmed_at` and links the claim to the bag its tag names on its flight (a passenger's filing is not linked before: the agent vouches for who filed it), and the passenger's page shows the search under way (and, with a mail relay, the passenger is e-mailed). Confirming a claim already confirmed, or one the desk filed, changes nothing.",
    errors: { 404: 'No claim has this id' },
  },
  {
    method: 'POST',
    path: '/api/baggage-claims/:id/out-for-delivery',
    procedure: 'claims.outForDelivery',
    summary: 'Send a found bag out to its passenger',
    description:
      "Sets `out_for_delivery_at` to now (again after a failed attempt) and writes a history row (its note in the caller's language) and an audit row; the passenger's page then says the bag is on its way (`stage: on_its_way`). " +
      'Only a FOUND claim: any later change of its status clears `out_for_delivery_at`.',
    errors: { 404: 'No claim has this id', 409: 'The claim is not FOUND: its status says what it is' },
  },
];
