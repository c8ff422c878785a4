import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BAG_EVENT_TYPES, BAG_STATUSES } from '../../../shared/codes';
import { users } from '../../auth/tables';
import { createdAt, dailyCounts, tstz, id, updatedAt } from '../../platform/db/columns';
import { passengers } from '../flights/tables';
import { scanWarnings } from '../../platform/scan-replay';
import { airports } from '../reference/tables';
import { ulds } from '../ulds/tables';

export const bags = pgTable(
  'bags',
  {
    id: id(),
    // trimmed, upper-case, so a tag matches however it was typed; not unique: a licence plate comes round again,
    // and names one bag only within the plate window around its flight's departure (plates.ts)
    bag_tag_number: text('bag_tag_number').notNull(),
    weight: numeric('weight', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    passenger_id: integer('passenger_id')
      .notNull()
      .references(() => passengers.id, { onDelete: 'cascade' }),
    airport_id: integer('airport_id').references(() => airports.id),
    status: text('status', { enum: BAG_STATUSES }).notNull().default('CREATED'), // type of the latest event
    /**
     * When a BSM with DEL withdrew the bag from its flight (baggage-messages): the bag stays, for its history and
     * its scans, and a LOADED scan of it is warned.
     */
    deleted_at: tstz('deleted_at'),
    /**
     * When a BUM said its passenger did not board: the bag must be offloaded (taken off the aircraft, or kept off
     * it). Listed on its flight, and warned at any LOADED scan.
     */
    offload_at: tstz('offload_at'),
    /**
     * The `.S` element's authority to load from the latest BSM (Y true, N false); null when no message said it. A
     * LOADED scan of a bag the airline said N to is warned (docs/rules/baggage-scanning.md, load control).
     */
    authority_to_load: boolean('authority_to_load'),
    /**
     * Where the bag is now loaded: the ULD or cart of its latest scan while that scan is a LOADED one, with the hold
     * position sent with it; any later scan of another type takes the bag out of it. The ULD's contents count it.
     */
    uld_id: integer('uld_id').references(() => ulds.id, { onDelete: 'set null' }),
    hold_position: text('hold_position'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('bags_tag_idx').on(t.bag_tag_number),
    index('bags_passenger_idx').on(t.passenger_id),
    // a ULD's bags are read by ULD; most bags are in none, and a partial index costs scans of them nothing
    index('bags_uld_idx')
      .on(t.uld_id)
      .where(sql`${t.uld_id} is not null`),
  ],
);

export const bagEvents = pgTable(
  'bag_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bag_id: integer('bag_id')
      .notNull()
      .references(() => bags.id, { onDelete: 'cascade' }),
    event_type: text('event_type', { enum: BAG_EVENT_TYPES }).notNull(),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remark: text('remark'),
    // a LOADED scan's ULD or cart and hold position, as the agent scanned them (the BPM's `.U` reads them)
    uld_id: integer('uld_id').references(() => ulds.id, { onDelete: 'set null' }),
    hold_position: text('hold_position'),
    // kiosks retry with the same id; one event is stored however often it arrives
    client_event_id: uuid('client_event_id'),
    // what the scan was warned of, said again to its retries
    warnings: scanWarnings(),
    created_at: createdAt(),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bag_events_client_event_key').on(t.client_event_id),
    index('bag_events_created_idx').on(t.created_at, t.id),
    index('bag_events_airport_created_idx').on(t.airport_id, t.created_at, t.id),
    index('bag_events_bag_created_idx').on(t.bag_id, t.created_at),
  ],
);

/** Bag scans per local day, airport and type (columns.ts, dailyCounts). */
export const bagEventDaily = dailyCounts('bag_event_daily', () => integer('airport_id').references(() => airports.id));
