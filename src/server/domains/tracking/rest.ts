import { SearchResultSchema, TrackResultSchema } from '../../../shared/schemas/tracking';
import { TRACKED_EVENTS_SHOWN } from './track';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'tracking.search': SearchResultSchema,
  'tracking.byFlight': TrackResultSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/search/tag',
    procedure: 'tracking.search',
    summary: 'Find a bag by its tag or a shipment by its AWB',
    description:
      'Called as `/api/search/tag?tag=X`. A bag tag in any accepted spelling (generated `8Z-2026-00421337`, a 10-digit licence plate or its short form such as `BA728359`) or an AWB in any spelling. ' +
      'Answers `{type: "bag", data}` with the bag, its flight and every event (with what looked wrong at each step), or `{type: "freight", data}` with the shipment, its events and the ULDs it is on. ' +
      'For users outside the passenger-side services the passenger is `null`.',
    errors: { 404: 'No bag or shipment has this tag' },
  },
  {
    method: 'GET',
    path: '/api/track-by-flight',
    procedure: 'tracking.byFlight',
    summary: 'A flight on a day: its bag and freight events, its Resolution 753 picture and delivery times',
    description:
      "`flight_date` is the local departure date (the airport's day). The answer is the first flight of that number that day; later ones of that number that day, if any, are in `other_flights`. " +
      `\`baggage_events\` are the newest ${TRACKED_EVENTS_SHOWN} events of the flight's bags, newest first, and \`baggage_events_total\` counts them all: a bag's whole history is at \`/api/search/tag\`. ` +
      'Freight reaches a flight through the ULDs it was scanned onto. `resolution_753` lists which of the four tracking points each bag has: first the bags not loaded (checked in, left behind), then the unmatched ones (loaded without a check-in, a security case). ' +
      '`delivery` measures the first and last bag DELIVERED from the arrival time against the configured targets.',
    errors: { 404: 'No flight of this number departs that day' },
  },
];
