import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FREIGHT_EVENT_TYPES } from '../../../shared/codes';
import { users } from '../../auth/tables';
import { createdAt, dailyCounts, id, tstz, updatedAt } from '../../platform/db/columns';
import { airports } from '../reference/tables';
import { scanWarnings } from '../../platform/scan-replay';
import { ulds } from '../ulds/tables';

export const freightShipments = pgTable(
  'freight_shipments',
  {
    id: id(),
    awb_number: text('awb_number').notNull(), // any spelling stored as 057-12345675
    shipper: text('shipper').notNull(),
    consignee: text('consignee').notNull(),
    weight: numeric('weight', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    nature: text('nature'),
    description: text('description'),
    departure_airport_id: integer('departure_airport_id')
      .notNull()
      .references(() => airports.id),
    arrival_airport_id: integer('arrival_airport_id')
      .notNull()
      .references(() => airports.id),
    status: text('status', { enum: FREIGHT_EVENT_TYPES }), // type of the latest event; null until first processed
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // when its shipper and consignee were erased (personal-data/retention.ts)
    personal_data_erased_at: tstz('personal_data_erased_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('freight_shipments_awb_key').on(t.awb_number),
    index('freight_shipments_created_idx').on(t.created_at, t.id),
    // the retention job's: shipments still holding their shipper and consignee, oldest first
    index('freight_shipments_unerased_idx')
      .on(t.created_at)
      .where(sql`personal_data_erased_at is null`),
  ],
);

export const freightEvents = pgTable(
  'freight_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => freightShipments.id, { onDelete: 'cascade' }),
    event_type: text('event_type', { enum: FREIGHT_EVENT_TYPES }).notNull(),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    uld_id: integer('uld_id').references(() => ulds.id, { onDelete: 'set null' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remark: text('remark'),
    location_description: text('location_description'),
    // a TRANSFERRED's receiving airline (2-character IATA designator), when the scan named one: its FSU code is TFD
    // only when this is another airline than the AWB's
    to_carrier: text('to_carrier'),
    client_event_id: uuid('client_event_id'),
    // what the scan was warned of, said again to its retries
    warnings: scanWarnings(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('freight_events_client_event_key').on(t.client_event_id),
    index('freight_events_created_idx').on(t.created_at, t.id),
    index('freight_events_shipment_idx').on(t.shipment_id, t.created_at),
    index('freight_events_uld_idx').on(t.uld_id, t.created_at),
  ],
);

/** Freight scans per local day, airport and type (columns.ts, dailyCounts). */
export const freightEventDaily = dailyCounts('freight_event_daily', () =>
  integer('airport_id').references(() => airports.id),
);

// A shipment charged onto a ULD, with the weight it takes there (freight's side of the two: a ULD's own table knows
// no shipment, so the ULDs' tables need nothing of freight's).
export const uldShipments = pgTable(
  'uld_shipments',
  {
    id: id(),
    uld_id: integer('uld_id')
      .notNull()
      .references(() => ulds.id, { onDelete: 'cascade' }),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => freightShipments.id, { onDelete: 'cascade' }),
    weight: numeric('weight', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('uld_shipments_uld_shipment_key').on(t.uld_id, t.shipment_id),
    index('uld_shipments_shipment_idx').on(t.shipment_id),
  ],
);
