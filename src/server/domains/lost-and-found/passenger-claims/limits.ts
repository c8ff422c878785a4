import { countedAddress, countInWindow, countPerMinute, spentInWindow } from '../../../auth/attempts';
import type { Call } from '../../../platform/call';

// How often the passengers' pages may be called, counted in the database so that every process counts the same:
// - every call from one client address, PUBLIC_CLAIM_CALLS_PER_MINUTE a minute (a reclaim hall's Wi-Fi is one
//   address for many phones, so the figure is a setting);
// - filings from one address, PUBLIC_CLAIMS_PER_HOUR an hour (a passenger files once; a script files thousands);
// - wrong proofs for one reference, CLAIM_PROOF_FAILURES_PER_DAY a day, from any address: the code's 887 million
//   values against ten guesses a day. Counted under the reference as typed, whether a claim has it or not, so the
//   refusal says nothing of which references exist.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const addressOf = (call: Call) => countedAddress(call.ip ?? 'unknown');

export const countPublicCall = (call: Call) =>
  countPerMinute(call.db, `public-claims:${addressOf(call)}`, call.env.PUBLIC_CLAIM_CALLS_PER_MINUTE);

export const countFiling = (call: Call) =>
  countInWindow(call.db, `public-filing:${addressOf(call)}`, call.env.PUBLIC_CLAIMS_PER_HOUR, HOUR_MS);

const proofKey = (reference: string) => `claim-proof:${reference}`;

/** Refuses (429) a reference whose wrong proofs of the day are spent, before any claim is read. */
export const proofsLeft = (call: Call, reference: string) =>
  spentInWindow(call.db, proofKey(reference), call.env.CLAIM_PROOF_FAILURES_PER_DAY, DAY_MS);

/** Counts a wrong proof against the reference. */
export const countWrongProof = (call: Call, reference: string) =>
  countInWindow(call.db, proofKey(reference), call.env.CLAIM_PROOF_FAILURES_PER_DAY, DAY_MS);
