import { customType, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Indexes list columns ascending: PostgreSQL scans them backwards for ORDER BY … DESC, while drizzle-kit's
// `.desc()` writes DESC NULLS LAST, which ORDER BY … DESC (NULLS FIRST) cannot use.
// Every table shares these: numeric ids (the API's ids are numbers) and timestamptz (instants, shown in the
// airport's time zone).
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Events per local day (APP_TIMEZONE), airport and type, kept in the scan's own statement, one table per
 * domain (bags, freight). Dashboards and list totals read these: their size grows with days, not with
 * events (years of history stay cheap). `shard` spreads concurrent scans of one day over several rows, so
 * they do not queue on one row lock. The airport references are the tables' own (see their files).
 */
export const dailyCounts = (name: string, airportId: () => ReturnType<typeof integer>) =>
  pgTable(
    name,
    {
      day: date('day').notNull(),
      airport_id: airportId().notNull(),
      event_type: text('event_type').notNull(),
      shard: smallint('shard').notNull(),
      total: integer('total').notNull(),
    },
    (t) => [primaryKey({ columns: [t.day, t.airport_id, t.event_type, t.shard] })],
  );

export type DailyCounts = ReturnType<typeof dailyCounts>;

/** Bytes as PostgreSQL stores them: postgres.js answers a Buffer, PGlite a Uint8Array; both become a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});
