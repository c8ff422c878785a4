import { asc, eq } from 'drizzle-orm';
import type { Locales } from '../../../../../locales/i18n-types';
import type { ClaimStatus } from '../../../../shared/claim-codes';
import type { ClaimLookup, PassengerClaim, PassengerClaimUpdate } from '../../../../shared/schemas/passenger-claims';
import type { Call } from '../../../platform/call';
import { fail, invalidField } from '../../../platform/errors';
import { translate, type Message } from '../../../platform/i18n';
import { audit, changesOf } from '../../audit';
import { airports, baggageClaims, claimHistories } from '../../schema';
import { sameSecret } from '../claims/check-code';
import { countPublicCall, countWrongProof, proofsLeft } from './limits';
import { hasLastName } from './names';
import { liveTracker, trackerChange } from './tracker-link';

// A passenger's own claim, shown and changed on proof that it is theirs: its reference, their last name and the check
// code of the receipt. Anything wrong in them, a reference nobody has included, is the same 404 with the same words,
// after the same reads; the passenger sees their claim's stage and dates, never the desk's notes or names.

type Stage = PassengerClaim['stage'];

type Owned = typeof baggageClaims.$inferSelect;

/** The claim these proofs open, or the one generic refusal (and a wrong proof counted against the reference). */
export async function provenClaim(call: Call, proof: ClaimLookup): Promise<Owned> {
  await countPublicCall(call);
  await proofsLeft(call, proof.reference);
  const [claim] = await call.db.select().from(baggageClaims).where(eq(baggageClaims.reference_number, proof.reference));
  // each check made whatever the others gave: the time taken does not say which one failed
  const named = hasLastName(claim?.contact_name ?? '', proof.last_name);
  const coded = sameSecret(proof.code, claim?.check_code ?? null);
  if (!claim || !named || !coded || claim.personal_data_erased_at) {
    await countWrongProof(call, proof.reference);
    throw fail('NOT_FOUND', 'claimProofRefused');
  }
  return claim;
}

function stageOf(claim: Owned): Stage {
  // received until an agent confirms it, or acts on it: a bag found or sent out is news whatever the confirmation
  if (claim.filed_by === 'passenger' && !claim.confirmed_at && claim.status === 'DELAYED')
    return 'awaiting_confirmation';
  // the desk sent the found bag out (a change of status clears it): on its way until it is DELIVERED
  if (claim.status === 'FOUND' && claim.out_for_delivery_at) return 'on_its_way';
  const byStatus: Record<ClaimStatus, Stage> = {
    DELAYED: 'tracing',
    LOST: 'lost',
    FOUND: 'located',
    DELIVERED: 'delivered',
  };
  return byStatus[claim.status];
}

const STAGE_WORDS: Record<Stage, [Message['key'], Message['key']]> = {
  awaiting_confirmation: ['passengerStageAwaiting', 'passengerNextAwaiting'],
  tracing: ['passengerStageTracing', 'passengerNextTracing'],
  located: ['passengerStageLocated', 'passengerNextLocated'],
  on_its_way: ['passengerStageOnItsWay', 'passengerNextOnItsWay'],
  delivered: ['passengerStageDelivered', 'passengerNextDelivered'],
  lost: ['passengerStageLost', 'passengerNextLost'],
};

/** The claim as its passenger reads it, in their language. */
async function passengerView(call: Call, claim: Owned, locale: Locales): Promise<PassengerClaim> {
  const { db, env } = call;
  const rows = await db
    .select({ status: claimHistories.status, at: claimHistories.created_at })
    .from(claimHistories)
    .where(eq(claimHistories.claim_id, claim.id))
    .orderBy(asc(claimHistories.created_at), asc(claimHistories.id));
  // the changes of status only: a desk's note on the same status, or the passenger's own change, is no news
  const history = rows
    .filter((r, i) => i === 0 || r.status !== rows[i - 1]!.status)
    .map((r) => ({ status: r.status, at: r.at.toISOString() }));
  const [airport] = await db
    .select({ code: airports.code, name: airports.name })
    .from(airports)
    .where(eq(airports.id, claim.arrival_airport));
  const stage = stageOf(claim);
  const [stageKey, nextKey] = STAGE_WORDS[stage];
  const tracker = liveTracker(claim);
  return {
    reference_number: claim.reference_number,
    stage,
    stage_text: translate(locale, { key: stageKey }),
    next_step: translate(locale, { key: nextKey }),
    history,
    bag_tag_number: claim.bag_tag_number,
    flight_number: claim.flight_number,
    flight_date: claim.flight_date,
    contact_phone: claim.contact_phone,
    contact_email: claim.contact_email,
    temporary_address: claim.temporary_address,
    address_from: claim.address_from,
    address_until: claim.address_until,
    tracker_url: tracker.tracker_url,
    tracker_expires_at: tracker.tracker_expires_at?.toISOString() ?? null,
    tracker_links: env.TRACKER_LINK_HOSTS.length > 0,
    desk: {
      airport: airport ? `${airport.name} (${airport.code})` : '',
      phone: env.LOST_AND_FOUND_PHONE ?? null,
      email: env.LOST_AND_FOUND_EMAIL ?? null,
    },
    filed_at: claim.created_at.toISOString(),
  };
}

/** The passenger's claim, shown on proof that it is theirs. */
export async function lookupOwnClaim(call: Call, proof: ClaimLookup) {
  const claim = await provenClaim(call, proof);
  return passengerView(call, claim, call.locale);
}

/** The fields a passenger may change, as they name them in the claim's history. */
const CHANGEABLE = [
  'contact_phone',
  'contact_email',
  'temporary_address',
  'address_from',
  'address_until',
  'tracker_url',
  'tracker_expires_at',
] as const;

/**
 * The passenger's changes of how to reach them, where to deliver and where the bag is (a tracker link): each field
 * sent is kept; the claim's history gets a row marked as the passenger's naming the fields, and the audit trail the
 * old and new values.
 */
export async function updateOwnClaim(call: Call, input: PassengerClaimUpdate) {
  const claim = await provenClaim(call, input);
  // an empty e-mail or day clears it; the phone and the address are required text, never empty
  const clear = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  const wanted = Object.fromEntries(
    Object.entries({
      contact_phone: input.contact_phone,
      temporary_address: input.temporary_address,
      contact_email: clear(input.contact_email),
      address_from: clear(input.address_from),
      address_until: clear(input.address_until),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<Pick<Owned, (typeof CHANGEABLE)[number]>>;
  Object.assign(wanted, trackerChange(call.env, claim, input));
  const from = wanted.address_from !== undefined ? wanted.address_from : claim.address_from;
  const until = wanted.address_until !== undefined ? wanted.address_until : claim.address_until;
  if (from && until && from > until) throw invalidField('address_until', 'addressDaysOrder');
  const before = Object.fromEntries(CHANGEABLE.map((f) => [f, claim[f]]));
  const after = { ...before, ...wanted };
  const changes = changesOf(before, after);
  if (changes) {
    await call.db.transaction(async (tx) => {
      await tx
        .update(baggageClaims)
        // updated_at kept: it is the desk's last change, from which a delivered bag's complaint windows are counted
        .set({ ...wanted, updated_at: claim.updated_at })
        .where(eq(baggageClaims.id, claim.id));
      await tx.insert(claimHistories).values({
        claim_id: claim.id,
        status: claim.status,
        note: Object.keys(changes).join(', '),
        by_passenger: true,
      });
      await audit(tx, call, {
        entity: 'claim',
        entity_id: claim.id,
        action: 'update',
        changes,
        note: 'by the passenger',
      });
    });
  }
  const [fresh] = await call.db.select().from(baggageClaims).where(eq(baggageClaims.id, claim.id));
  return passengerView(call, fresh!, call.locale);
}
