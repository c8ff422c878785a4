import { countedAddress, countInWindow, countPerMinute, spentInWindow } from '../../../auth/attempts';
import type { Call } from '../../../platform/call';

// How often the passengers' pages may be called, counted in the database so that every process counts the same:
// - every call from one client address, PUBLIC_CLAIM_CALLS_PER_MINUTE a minute (a reclaim hall's Wi-Fi is one
//   address for many phones, so the figure is a setting);
// - filings from one address, PUBLIC_CLAIMS_PER_HOUR an hour (a passenger files once; a script files thousands);
// - wrong proofs of one reference from one address, CLAIM_PROOF_FAILURES_PER_DAY a day: the lock a guesser meets,
//   theirs alone, so that the claim's passenger on another connection still gets in;
// - wrong proofs of one reference from every address, PROOF_FAILURES_EVERYWHERE times that: a slow guess spread over
//   many addresses. One address cannot reach it (its own counter stops it first): references are a sequence anyone
//   can count through, and a single machine must not lock every claim for a day. The code's 887 million values
//   against a hundred guesses a day.
// Both are counted under the reference as typed, whether a claim has it or not, so a refusal says nothing of which
// references exist.

/** The wrong proofs one reference may take from every address, in multiples of what one address may give it. */
export const PROOF_FAILURES_EVERYWHERE = 10;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const addressOf = (call: Call) => countedAddress(call.ip ?? 'unknown');

export const countPublicCall = (call: Call) =>
  countPerMinute(call.db, `public-claims:${addressOf(call)}`, call.env.PUBLIC_CLAIM_CALLS_PER_MINUTE);

export const countFiling = (call: Call) =>
  countInWindow(call.db, `public-filing:${addressOf(call)}`, call.env.PUBLIC_CLAIMS_PER_HOUR, HOUR_MS);

const proofKeys = (call: Call, reference: string) =>
  [
    [`claim-proof:${reference}|${addressOf(call)}`, call.env.CLAIM_PROOF_FAILURES_PER_DAY],
    [`claim-proof:${reference}`, call.env.CLAIM_PROOF_FAILURES_PER_DAY * PROOF_FAILURES_EVERYWHERE],
  ] as const;

/** Refuses (429) a reference whose wrong proofs of the day are spent, from this address or all, before any read. */
export async function proofsLeft(call: Call, reference: string) {
  for (const [key, max] of proofKeys(call, reference)) await spentInWindow(call.db, key, max, DAY_MS);
}

/** Counts a wrong proof against the reference, from this address and from all. */
export async function countWrongProof(call: Call, reference: string) {
  for (const [key, max] of proofKeys(call, reference)) await countInWindow(call.db, key, max, DAY_MS);
}
