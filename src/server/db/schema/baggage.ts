import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BagStatus } from '../../../shared/schemas/baggage-events';
import { users } from './auth';
import { createdAt, tstz, id, updatedAt } from './columns';
import { passengers } from './flights';
import { airports } from './reference';

export const bags = pgTable('bags', {
  id: id(),
  bag_tag_number: text('bag_tag_number').notNull(), // trimmed, upper-case (CONTRACT §7)
  weight: numeric('weight', { precision: 7, scale: 1, mode: 'number' }).notNull(),
  passenger_id: integer('passenger_id').notNull().references(() => passengers.id, { onDelete: 'cascade' }),
  airport_id: integer('airport_id').references(() => airports.id),
  status: text('status').$type<BagStatus>().notNull().default('CREATED'), // type of the latest event
  created_at: createdAt(),
  updated_at: updatedAt(),
}, (t) => [
  uniqueIndex('bags_tag_key').on(t.bag_tag_number),
  index('bags_passenger_idx').on(t.passenger_id),
]);

export const bagEvents = pgTable('bag_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  bag_id: integer('bag_id').notNull().references(() => bags.id, { onDelete: 'cascade' }),
  event_type: text('event_type', { enum: ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'] }).notNull(),
  airport_id: integer('airport_id').notNull().references(() => airports.id),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  remark: text('remark'),
  // kiosks retry with the same id; one event is stored (CONTRACT §7)
  client_event_id: uuid('client_event_id'),
  created_at: createdAt(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('bag_events_client_event_key').on(t.client_event_id),
  index('bag_events_created_idx').on(t.created_at, t.id),
  index('bag_events_airport_created_idx').on(t.airport_id, t.created_at, t.id),
  index('bag_events_bag_created_idx').on(t.bag_id, t.created_at),
]);

/**
 * Scans per local day (APP_TIMEZONE), airport and type, kept in the scan's own statement. Dashboards and
 * list totals read these: their size grows with days, not with events (years of history stay cheap).
 * `shard` spreads concurrent scans of one day over several rows, so they do not queue on one row lock.
 */
export const bagEventDaily = pgTable('bag_event_daily', {
  day: date('day').notNull(),
  airport_id: integer('airport_id').notNull().references(() => airports.id),
  event_type: text('event_type').notNull(),
  shard: smallint('shard').notNull(),
  total: integer('total').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.airport_id, t.event_type, t.shard] })]);
