import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FLIGHT_STATUSES } from '../../../shared/schemas/flights';
import { createdAt, dailyCounts, id, tstz, updatedAt } from '../../platform/db/columns';
import { airports } from '../reference/tables';

export const flights = pgTable(
  'flights',
  {
    id: id(),
    flight_number: text('flight_number').notNull(),
    departure_airport: integer('departure_airport').references(() => airports.id),
    arrival_airport: integer('arrival_airport').references(() => airports.id),
    departure_time: tstz('departure_time').notNull(),
    arrival_time: tstz('arrival_time').notNull(),
    airline_code: text('airline_code'),
    status: text('status', { enum: FLIGHT_STATUSES }).notNull().default('SCHEDULED'),
    // Block times: the aircraft leaving its stand (off-block) and reaching the arrival stand (on-block), as the
    // airport's flight information system or a supervisor reports them; estimated before, actual once they happen.
    // Bags are delivered against on-block: passengers cannot have their bags before the aircraft is at the gate.
    estimated_off_block_at: tstz('estimated_off_block_at'),
    off_block_at: tstz('off_block_at'),
    estimated_on_block_at: tstz('estimated_on_block_at'),
    on_block_at: tstz('on_block_at'),
    /**
     * Passengers on its manifest, kept by a trigger on passengers (migration 0012): the reports add these up
     * for the flights arriving in a period instead of counting passengers.
     */
    passenger_count: integer('passenger_count').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // the list shows the last added or edited flight first
    index('flights_updated_idx').on(t.updated_at, t.id),
    index('flights_number_departure_idx').on(t.flight_number, t.departure_time),
    // a day's flights (leaving that day, beside landing that day below), in departure order: a departures board and
    // track by flight read a day of them, never every flight
    index('flights_departure_idx').on(t.departure_time, t.departure_airport),
    // the lost-and-found reports count the passengers of the flights arriving in a period, at an airport or all
    index('flights_arrival_idx').on(t.arrival_time, t.arrival_airport),
  ],
);

export const passengers = pgTable(
  'passengers',
  {
    id: id(),
    flight_id: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pnr: text('pnr').notNull(),
    seat: text('seat').notNull(),
    /** When retention or a request erased name, PNR and seat (each now the marker `[erased]`); null while kept. */
    personal_data_erased_at: tstz('personal_data_erased_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // a re-imported manifest adds nobody twice: one name and PNR per flight; erased passengers all carry the same
    // marker, so they are left out of it
    uniqueIndex('passengers_flight_name_pnr_key')
      .on(t.flight_id, t.name, t.pnr)
      .where(sql`personal_data_erased_at is null`),
    // claims are searched by any part of the passenger's name: trigrams (pg_trgm, migration 0010) answer
    // "ilike '%…%'" without reading every passenger
    index('passengers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // a flight's passengers in the order its page lists them, erased or not: the unique index above leaves out
    // every passenger past retention, so a flight older than a month was read from the whole table (track by
    // flight: 65 ms at 2.8 million passengers)
    index('passengers_flight_idx').on(t.flight_id, t.name, t.id),
  ],
);

/**
 * Passengers of the flights arriving on a local day at an airport (0: a flight without an arrival airport, which
 * only the all-airports report counts; hence no reference), `event_type` always PASSENGERS. Kept by a trigger on
 * flights from their passenger_count, arrival time and airport (migration 0012): the reports read a row a day.
 */
export const passengerArrivalDaily = dailyCounts('passenger_arrival_daily', () => integer('airport_id'));
