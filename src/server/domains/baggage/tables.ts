import { bigint, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BAG_EVENT_TYPES, BAG_STATUSES } from '../../../shared/codes';
import { users } from '../../auth/tables';
import { createdAt, dailyCounts, tstz, id, updatedAt } from '../../platform/db/columns';
import { passengers } from '../flights/tables';
import { airports } from '../reference/tables';

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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('bags_tag_idx').on(t.bag_tag_number), index('bags_passenger_idx').on(t.passenger_id)],
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
    // kiosks retry with the same id; one event is stored however often it arrives
    client_event_id: uuid('client_event_id'),
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
