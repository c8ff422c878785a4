import { trpc, type RouterOutputs } from '../../../lib/trpc';

// The tracking feature's only tRPC touchpoint.
export type SearchResult = RouterOutputs['tracking']['search'];
export type TrackResult = RouterOutputs['tracking']['byFlight'];
export type TrackedFlight = TrackResult['other_flights'][number];

/** A lookup by tag or AWB; a 404 is an answer (no result), not a failure to retry. */
export const useSearch = (tag: string) =>
  trpc.tracking.search.useQuery({ tag }, { enabled: tag.trim() !== '', retry: false });
export const useTrack = (query: { flight_number: string; flight_date: string } | null) =>
  trpc.tracking.byFlight.useQuery(query ?? { flight_number: '', flight_date: '' }, {
    enabled: query !== null,
    retry: false,
  });

export type DayFlight = RouterOutputs['flights']['list']['data'][number];
/** A day's flights at an airport (every airport without one), in departure order: track by flight offers them as choices. */
export const useDayFlights = (input: { date: string; airport?: number; page: number }) =>
  trpc.flights.list.useQuery(input, { placeholderData: (prev) => prev });
