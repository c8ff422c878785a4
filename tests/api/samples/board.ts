import type { SampleSet } from './base';

export const boardSamples: SampleSet = async ({ a, airport }) => ({
  // the base flight leaves from the admin's airport today: the board lists it
  'GET /api/board': () => a.get(`/api/board?airport_id=${airport.id}`),
});
