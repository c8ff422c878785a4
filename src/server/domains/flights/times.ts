import { aliasedTable } from 'drizzle-orm';
import { airports } from '../reference/tables';
import { instantToZonedIso } from '../../../shared/time';

// A flight leaves on its departure airport's clock and lands on its arrival airport's: timetables print each time
// in its station's local time, and staff read them so. An airport without a zone of its own keeps this Tarmac's
// (APP_TIMEZONE), as does a flight without an airport. The instants stored never depend on a zone.

/** The two airports of a flight, joined under names of their own (a query may join airports for other reasons). */
export const departureAirport = aliasedTable(airports, 'flight_dep');
export const arrivalAirport = aliasedTable(airports, 'flight_arr');

/** The zones a flight's times are read in, from its airports' (null: this Tarmac's, `tz`). */
export function flightZones(
  zones: { departure_timezone: string | null; arrival_timezone: string | null },
  tz: string,
): { departure: string; arrival: string } {
  return { departure: zones.departure_timezone ?? tz, arrival: zones.arrival_timezone ?? tz };
}

/**
 * A flight's times as answered: `departure_time` and `arrival_time` as clients have always read them (the local
 * time with its offset, now each in its own airport's zone), the same instants as `departure_at` and `arrival_at`
 * (RFC 3339, the fields to read from now on), and each zone's name.
 */
export function flightTimes(
  f: { departure_time: Date; arrival_time: Date; departure_timezone: string | null; arrival_timezone: string | null },
  tz: string,
) {
  const zones = flightZones(f, tz);
  const departure = instantToZonedIso(f.departure_time, zones.departure);
  const arrival = instantToZonedIso(f.arrival_time, zones.arrival);
  return {
    departure_time: departure,
    arrival_time: arrival,
    departure_at: departure,
    arrival_at: arrival,
    departure_timezone: zones.departure,
    arrival_timezone: zones.arrival,
  };
}

type BlockTimes = {
  estimated_off_block_at: Date | null;
  off_block_at: Date | null;
  estimated_on_block_at: Date | null;
  on_block_at: Date | null;
};

/** Off-block on the departure airport's clock, on-block on the arrival airport's; null while not known. */
export function blockTimes(
  f: BlockTimes & { departure_timezone: string | null; arrival_timezone: string | null },
  tz: string,
) {
  const zones = flightZones(f, tz);
  const on = (date: Date | null, zone: string) => (date ? instantToZonedIso(date, zone) : null);
  return {
    estimated_off_block_at: on(f.estimated_off_block_at, zones.departure),
    off_block_at: on(f.off_block_at, zones.departure),
    estimated_on_block_at: on(f.estimated_on_block_at, zones.arrival),
    on_block_at: on(f.on_block_at, zones.arrival),
  };
}

/**
 * Where a flight's bag delivery is counted from: the aircraft at the gate (on-block) when it is known, as the
 * industry measures first and last bag; the scheduled arrival otherwise, and the answer says which.
 */
export function deliveryStart(f: { arrival_time: Date; on_block_at: Date | null }) {
  return f.on_block_at
    ? { from: f.on_block_at, measured_from: 'ON_BLOCK' as const }
    : { from: f.arrival_time, measured_from: 'SCHEDULED_ARRIVAL' as const };
}
