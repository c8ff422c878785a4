import { CHECK_CODE_LENGTH } from '../claims/check-code';
import { TRACKER_SHARING_DAYS } from './tracker-link';
import { FiledClaimsSchema, PassengerClaimSchema } from '../../../../shared/schemas/passenger-claims';
import { BytesSchema } from '../../../../shared/schemas/common';
import { parseEnv } from '../../../platform/env';
import type { RestRoute } from '../../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'passengerClaims.file': FiledClaimsSchema,
  'passengerClaims.lookup': PassengerClaimSchema,
  'passengerClaims.update': PassengerClaimSchema,
  'passengerClaims.receipt': BytesSchema,
};

const defaults = parseEnv({});
const PROOFS =
  `The claim's reference, the passenger's last name (any case, accents or not) and the ${CHECK_CODE_LENGTH}-character check code of the receipt. ` +
  'Anything wrong in them, a reference nobody has included, answers the same 404. ' +
  `Each client address may call these paths \`PUBLIC_CLAIM_CALLS_PER_MINUTE\` times a minute (${defaults.PUBLIC_CLAIM_CALLS_PER_MINUTE} unless configured), ` +
  `and a reference may be given wrong proofs \`CLAIM_PROOF_FAILURES_PER_DAY\` times a day (${defaults.CLAIM_PROOF_FAILURES_PER_DAY}) from all addresses together: past that, 429 even with the right ones.`;
const TOO_MANY =
  'Too many calls from this address, or too many wrong proofs for this reference: `Retry-After` says how many seconds to wait';

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'POST',
    path: '/api/public/claims',
    procedure: 'passengerClaims.file',
    status: 201,
    summary: 'A passenger files their missing bags',
    description:
      'One claim per bag (at most 5), each with its reference and check code, all filed or none. The claims wait for an agent of the desk to confirm them (`filed_by: passenger`). ' +
      "The flight and the plates are checked against Tarmac's lists when it has the flight; the outcome is kept for the desk, not answered. " +
      `Each client address may file \`PUBLIC_CLAIMS_PER_HOUR\` times an hour (${defaults.PUBLIC_CLAIMS_PER_HOUR} unless configured).`,
    errors: {
      422: 'A field is missing or wrong, or Tarmac has no airport of that code',
      429: 'Too many filings or calls from this address: `Retry-After` says how many seconds to wait',
    },
  },
  {
    method: 'POST',
    path: '/api/public/claims/lookup',
    procedure: 'passengerClaims.lookup',
    summary: "A passenger's claim, on proof that it is theirs",
    description: `${PROOFS} The answer holds the claim's stage in the passenger's words, its dates of change, how to reach them and the desk's contact: no agent's name or note.`,
    errors: { 404: 'No claim answers these proofs', 429: TOO_MANY },
  },
  {
    method: 'POST',
    path: '/api/public/claims/receipt',
    procedure: 'passengerClaims.receipt',
    status: 200,
    contentType: 'application/pdf',
    summary: "A passenger's receipt of their claim (PDF)",
    description: `${PROOFS} The same receipt as the desk prints, in \`lang\` (en or fr; the caller's language when left out).`,
    errors: { 404: 'No claim answers these proofs', 429: TOO_MANY },
  },
  {
    method: 'PATCH',
    path: '/api/public/claims/:reference',
    procedure: 'passengerClaims.update',
    summary: 'A passenger changes how to reach them, where to deliver, and their bag’s shared location',
    description:
      `${PROOFS} A field left out stays as it is; an empty \`contact_email\` or day clears it. Each change is a history row of the claim marked as the passenger's, and an audit row. ` +
      "`tracker_url` is a link to the bag's location shared from Find My or Find Hub: https, its host exactly one of `TRACKER_LINK_HOSTS` (none unless configured: then every link is refused, and the answer's `tracker_links` is false), no user name or port; `null` or empty removes it. " +
      `It stops at \`tracker_expires_at\` (an instant ahead of now, at most ${TRACKER_SHARING_DAYS} days ahead; a new link without one stops ${TRACKER_SHARING_DAYS} days from now), when Tarmac erases it.`,
    errors: { 404: 'No claim answers these proofs', 429: TOO_MANY },
  },
];
