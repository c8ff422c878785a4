import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';

export const services = pgTable(
  'services',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('services_slug_key').on(t.slug)],
);

export const airports = pgTable(
  'airports',
  {
    id: id(),
    code: text('code').notNull(), // IATA three-letter code, upper-case
    name: text('name').notNull(),
    // IATA owner code stamped on ULDs this airport registers without a code (the server makes the code)
    uld_owner_code: text('uld_owner_code'),
    // IANA zone of the airport's clocks ("Africa/Lubumbashi"): its flights' times are typed and shown in it. Null:
    // the zone of this Tarmac's own airport (APP_TIMEZONE), which is what every airport had before zones were kept
    timezone: text('timezone'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('airports_code_key').on(t.code)],
);

export const zones = pgTable(
  'zones',
  {
    id: id(),
    name: text('name').notNull(),
    airport_id: integer('airport_id')
      .notNull()
      .references(() => airports.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('zones_airport_name_key').on(t.airport_id, t.name), index('zones_airport_idx').on(t.airport_id)],
);
