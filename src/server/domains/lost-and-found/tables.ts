import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CLAIM_FILERS, CLAIM_STATUSES, FILING_CHECKS } from '../../../shared/claim-codes';
import { FOUND_BAG_STATUSES } from '../../../shared/schemas/found-bags';
import { users } from '../../auth/tables';
import { bags } from '../baggage/tables';
import { bytea, createdAt, dailyCounts, id, tstz, updatedAt } from '../../platform/db/columns';
import { flights, passengers } from '../flights/tables';
import { airports } from '../reference/tables';

/** One partial index per criterion: its value, then the newest first (`order`, `id`), open items only. */
const openIndexes = (table: string, open: SQL, order: AnyPgColumn, id: AnyPgColumn, on: [string, SQL][]) =>
  on.map(([name, value]) => index(`${table}_open_${name}_idx`).on(value, order, id).where(open));

export const baggageClaims = pgTable(
  'baggage_claims',
  {
    id: id(),
    reference_number: text('reference_number').notNull(), // station + airline + 5-digit sequence, e.g. FIH8Z00042
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    bag_tag_number: text('bag_tag_number'),
    bag_id: integer('bag_id').references(() => bags.id, { onDelete: 'set null' }),
    pnr: text('pnr'),
    passenger_id: integer('passenger_id').references(() => passengers.id, { onDelete: 'set null' }),
    /**
     * The passenger's name as passengers holds it (erased with it), kept by triggers (migration 0030), never written
     * by the services: the claim search and matching find a claim by it through this table's own trigram indexes
     * instead of every passenger whose name holds the term (a common surname: one passenger in thirty).
     */
    passenger_name: text('passenger_name'),
    bag_brand: text('bag_brand'),
    bag_color: text('bag_color'),
    bag_type: text('bag_type'),
    description: text('description'),
    distinctive_features: text('distinctive_features'),
    flight_number: text('flight_number'),
    flight_id: integer('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    flight_date: date('flight_date'),
    /**
     * The local day the bag ought to have arrived, from which a delayed bag's days before it may be treated as lost
     * are counted: the linked flight's arrival (on block, else scheduled) on its arrival airport's clock, set when the
     * claim is filed (claims/expected-on.ts); the flight date typed when Tarmac does not know the flight. Null for a
     * claim filed without either, or written by hand: its clock then starts on its flight date, else its own day.
     */
    expected_on: date('expected_on'),
    arrival_airport: integer('arrival_airport')
      .notNull()
      .references(() => airports.id),
    contact_name: text('contact_name').notNull(),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone').notNull(),
    temporary_address: text('temporary_address').notNull(),
    reported_by: integer('reported_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who filed it: a desk agent, or the passenger on their phone (then an agent confirms it). */
    filed_by: text('filed_by', { enum: CLAIM_FILERS }).notNull().default('desk'),
    /**
     * What the passenger gives with the reference and their name to follow the claim: random, so that a sequential
     * reference cannot be tried in turn; printed on the receipt. Null for a claim filed before it existed, until its
     * receipt is printed again.
     */
    check_code: text('check_code'),
    /**
     * A passenger's claim checked against what Tarmac knows of the flight: a plate given is one of its bags
     * (`plate`), the name one of its passengers (`name`), neither (`unmatched`), or the flight is not in Tarmac
     * (`flight_unknown`). For the desk that confirms it; the passenger is not told (it would say who flew).
     */
    filing_check: text('filing_check', { enum: FILING_CHECKS }),
    /** When an agent confirmed a claim the passenger filed; null while it waits (and for the desk's own). */
    confirmed_at: tstz('confirmed_at'),
    confirmed_by: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The days the passenger is at the delivery address (a hotel stay), when they give them. */
    address_from: date('address_from'),
    address_until: date('address_until'),
    /** A link to the bag's location shared by the passenger (Find My, Find Hub), erased when it expires. */
    tracker_url: text('tracker_url'),
    tracker_expires_at: tstz('tracker_expires_at'),
    /**
     * When the desk sent a found bag out to the passenger (a courier, a van): the passenger reads "on its way to you".
     * Only while the claim is FOUND; a change of status clears it.
     */
    out_for_delivery_at: tstz('out_for_delivery_at'),
    /** The language the passenger reads their news in. */
    passenger_lang: text('passenger_lang', { enum: ['en', 'fr'] }),
    /** When retention or a request erased the contact details, address and PNR; null while kept. */
    personal_data_erased_at: tstz('personal_data_erased_at'),
    /**
     * When the claim first became DELIVERED (its earliest DELIVERED history row), kept by a trigger on
     * claim_histories (migration 0012) so that the reports' delivery times read no history; null until then.
     */
    delivered_at: tstz('delivered_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('baggage_claims_reference_key').on(t.reference_number),
    index('baggage_claims_tag_idx').on(t.bag_tag_number),
    index('baggage_claims_created_idx').on(t.created_at, t.id),
    // the claim search finds any part of a reference, tag or contact name in any case (pg_trgm, migration 0010)
    index('baggage_claims_reference_trgm_idx').using('gin', t.reference_number.op('gin_trgm_ops')),
    index('baggage_claims_tag_trgm_idx').using('gin', t.bag_tag_number.op('gin_trgm_ops')),
    index('baggage_claims_contact_trgm_idx').using('gin', t.contact_name.op('gin_trgm_ops')),
    index('baggage_claims_passenger_name_trgm_idx').using('gin', t.passenger_name.op('gin_trgm_ops')),
    // a passenger's claims, as their name changes or is erased
    index('baggage_claims_passenger_idx').on(t.passenger_id),
    // the reports' delivery times: the period's delivered claims and their times from the index alone
    index('baggage_claims_delivered_idx')
      .on(t.created_at, t.arrival_airport, t.delivered_at)
      .where(sql`delivered_at is not null`),
    // the reports' past-due count and the claims due: the DELAYED claims by the day their clock starts (the day the
    // bag ought to have arrived, else the flight's date, else the report's; the UTC day is within one of the local
    // one, and an index needs a fixed zone)
    index('baggage_claims_delayed_since_idx')
      .on(sql`coalesce(${t.expected_on}, ${t.flight_date}, (${t.created_at} at time zone 'UTC')::date)`)
      .where(sql`status = 'DELAYED'`),
    // Found-bag matching (domains/lost-and-found/found-bags/service.ts, decision 040): each criterion of the cheap score finds the open
    // claims that meet it, newest first, in an index of the open claims only, whatever the closed ones number
    ...openIndexes('baggage_claims', sql`status in ('LOST', 'DELAYED')`, t.created_at, t.id, [
      ['flight', sql`upper(${t.flight_number})`],
      ['colour', sql`upper(${t.bag_color})`],
      ['type', sql`${t.bag_type}`],
      ['brand', sql`lower(${t.bag_brand})`],
    ]),
    index('baggage_claims_open_airport_day_idx')
      .on(t.arrival_airport, sql`coalesce(${t.flight_date}, (${t.created_at} at time zone 'UTC')::date)`)
      .where(sql`status in ('LOST', 'DELAYED')`),
    index('baggage_claims_open_contact_trgm_idx')
      .using('gin', t.contact_name.op('gin_trgm_ops'))
      .where(sql`status in ('LOST', 'DELAYED')`),
    index('baggage_claims_open_passenger_name_trgm_idx')
      .using('gin', t.passenger_name.op('gin_trgm_ops'))
      .where(sql`status in ('LOST', 'DELAYED')`),
    // the hourly purge erases the tracker links that expired
    index('baggage_claims_tracker_expiry_idx')
      .on(t.tracker_expires_at)
      .where(sql`tracker_url is not null`),
    // the claims due: those delivered within the complaint windows, by the day of their delivery (updated_at)
    index('baggage_claims_delivered_since_idx')
      .on(t.updated_at)
      .where(sql`status = 'DELIVERED'`),
  ],
);

/**
 * Claims per local day of their report, arrival airport and current status (`event_type`), kept by triggers on
 * baggage_claims in the same statement as every insert, status change and delete (migration 0012); shard 0 only:
 * a few hundred claims a day never queue on a row. The reports read these (columns.ts, dailyCounts).
 */
export const claimDaily = dailyCounts('claim_daily', () => integer('airport_id').references(() => airports.id));

export const claimHistories = pgTable(
  'claim_histories',
  {
    id: id(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => baggageClaims.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    note: text('note'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A change the passenger made on their claim's page (contact, address, tracker), not the desk. */
    by_passenger: boolean('by_passenger').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('claim_histories_claim_idx').on(t.claim_id, t.created_at)],
);

/**
 * Bags found without an owner, the desk's register: described with the claims' vocabulary so that
 * the two can be matched. OPEN until a claim is confirmed as its owner's (MATCHED, `claim_id`); undone, OPEN again.
 */
export const foundBags = pgTable(
  'found_bags',
  {
    id: id(),
    status: text('status', { enum: FOUND_BAG_STATUSES }).notNull().default('OPEN'),
    bag_tag_number: text('bag_tag_number'),
    bag_brand: text('bag_brand'),
    bag_color: text('bag_color'),
    bag_type: text('bag_type'),
    contents: text('contents'),
    distinctive_features: text('distinctive_features'),
    name_on_label: text('name_on_label'),
    flight_number: text('flight_number'),
    found_at: tstz('found_at').notNull(),
    found_location: text('found_location').notNull(),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    claim_id: integer('claim_id').references(() => baggageClaims.id, { onDelete: 'set null' }),
    // what the claim was before the match moved it to FOUND: an undone match puts it back
    claim_previous_status: text('claim_previous_status'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When retention or a request erased the contents, features, name on the label and photo; null while kept. */
    personal_data_erased_at: tstz('personal_data_erased_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('found_bags_status_idx').on(t.status, t.found_at, t.id),
    index('found_bags_found_idx').on(t.found_at, t.id),
    index('found_bags_tag_idx').on(t.bag_tag_number),
    // matching a claim (domains/lost-and-found/found-bags/service.ts, decision 040): the open found bags meeting each criterion
    ...openIndexes('found_bags', sql`status = 'OPEN'`, t.found_at, t.id, [
      ['flight', sql`upper(${t.flight_number})`],
      ['colour', sql`upper(${t.bag_color})`],
      ['type', sql`${t.bag_type}`],
      ['brand', sql`lower(${t.bag_brand})`],
    ]),
    index('found_bags_open_airport_day_idx')
      .on(t.airport_id, sql`((${t.found_at} at time zone 'UTC')::date)`)
      .where(sql`status = 'OPEN'`),
    index('found_bags_open_label_trgm_idx')
      .using('gin', t.name_on_label.op('gin_trgm_ops'))
      .where(sql`status = 'OPEN'`),
  ],
);

/**
 * A found bag's photo, apart from the bag so that lists and matching never read the bytes. One per bag:
 * a new one replaces it. The type is the one its first bytes show, never what the upload claimed.
 */
export const foundBagPhotos = pgTable('found_bag_photos', {
  found_bag_id: integer('found_bag_id')
    .primaryKey()
    .references(() => foundBags.id, { onDelete: 'cascade' }),
  content_type: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploaded_at: tstz('uploaded_at').notNull().defaultNow(),
});
