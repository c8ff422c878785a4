import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables';
import { createdAt, id, tstz, updatedAt } from '../../platform/db/columns';
import { services, zones } from '../reference/tables';

export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    label: text('label').notNull(),
    started_at: tstz('started_at').notNull(),
    ended_at: tstz('ended_at').notNull(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id),
    is_active: boolean('is_active').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('shifts_service_started_idx').on(t.service_id, t.started_at, t.id),
    index('shifts_started_idx').on(t.started_at, t.id),
  ],
);

export const shiftAssignments = pgTable(
  'shift_assignments',
  {
    id: id(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    is_active: boolean('is_active').notNull().default(true),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('shift_assignments_shift_user_key').on(t.shift_id, t.user_id),
    index('shift_assignments_user_idx').on(t.user_id),
  ],
);
