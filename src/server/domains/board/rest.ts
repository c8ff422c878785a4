import { BoardSchema } from '../../../shared/schemas/board';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'board.get': BoardSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/board',
    procedure: 'board.get',
    summary: "An airport's flights of the day, what needs attention first, and its freight",
    description:
      "The operations board of an airport for its local day (`day`, on the airport's clock): the flights leaving from it (`direction: departure`) and landing at it (`arrival`), " +
      "each with its bags by their latest scan, the bags not loaded, to offload (passenger not boarded), loaded into another flight's ULD or without a check-in, its ULDs with their bags, " +
      'and for arrivals the first and last bag delivered against the delivery targets, from on-block when known. `attention` says in words, most urgent first, why a flight needs it; flights needing attention come first. ' +
      "`airport_id`: the airport whose board to read; by default the caller's own (a caller without an airport must name one).",
  },
];
