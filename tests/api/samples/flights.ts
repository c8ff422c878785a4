import { FLIGHT_DAY, flightBody, importManifest, manifestFixture } from '../../helpers/flights';
import type { SampleSet } from './base';

export const flightSamples: SampleSet = async ({ t, a, admin, airport, flight }) => {
  const { body: newFlight } = await flightBody(t);
  return {
    'GET /api/flights': () => a.get('/api/flights'),
    'GET /api/flights/{id}': () => a.get(`/api/flights/${flight.id}`),
    'POST /api/flights': () => a.post('/api/flights', newFlight),
    'PUT /api/flights/{id}': () =>
      a.put(`/api/flights/${flight.id}`, {
        departure_airport: airport.id,
        departure_time: `${FLIGHT_DAY}T08:30`,
        arrival_time: `${FLIGHT_DAY}T10:45`,
      }),
    'PATCH /api/flights/{id}/block-times': () =>
      a.patch(`/api/flights/${flight.id}/block-times`, { estimated_on_block_at: `${FLIGHT_DAY}T10:50` }),
    'POST /api/flights/{flightId}/import-manifest': () =>
      importManifest(t, admin.auth, flight.id, manifestFixture('pdflib-en-60.pdf')),
  };
};
