import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ULD_STATUSES, ULD_TYPES } from '../../../shared/codes';
import { users } from '../../auth/tables';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { flights } from '../flights/tables';
import { airports } from '../reference/tables';

export const ulds = pgTable(
  'ulds',
  {
    id: id(),
    code: text('code').notNull(), // whole IATA code, e.g. AKE84103LH
    uld_type: text('uld_type').notNull(), // IATA type prefix, e.g. AKE
    serial: text('serial').notNull(),
    owner_code: text('owner_code').notNull(),
    label: text('label'),
    type: text('type', { enum: ULD_TYPES }).notNull(),
    status: text('status', { enum: ULD_STATUSES }).notNull(),
    capacity: numeric('capacity', { precision: 10, scale: 1, mode: 'number' }), // maximum gross weight, kg, tare included
    // the tare on the ULD's own plate (makers differ by tens of kg); null: its type's published figure applies
    tare_kg: numeric('tare_kg', { precision: 10, scale: 1, mode: 'number' }),
    airport_id: integer('airport_id').references(() => airports.id),
    flight_id: integer('flight_id').references(() => flights.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('ulds_code_key').on(t.code),
    index('ulds_flight_idx').on(t.flight_id),
    // the list shows the last added or edited ULD first: its page read in this order, not sorted from every ULD
    index('ulds_updated_idx').on(t.updated_at, t.id),
  ],
);
