/**
 * The documented GET paths of the lists whose pages link to one another (next, previous and numbered pages). The
 * REST table declares each list with its constant and the services build their page links from the same one, so
 * the domain never imports the transport; tests/api/list-paths.test.ts checks each is the path of one GET row.
 */
export const LIST_PATHS = {
  audit: '/api/audit',
  bagEvents: '/api/recent-events-paginate',
  claims: '/api/baggage-claims',
  flights: '/api/flights',
  flight: '/api/flights/:id',
  foundBags: '/api/found-bags',
  shipments: '/api/freight-shipments',
  shifts: '/api/shifts',
  serviceUsers: '/api/services/users',
} as const;

export type ListPath = (typeof LIST_PATHS)[keyof typeof LIST_PATHS];
