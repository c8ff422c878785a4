import { uniqueAirportCode, unique } from '../../helpers/factories';
import type { SampleSet } from './base';

export const referenceSamples: SampleSet = async ({ a, airport }) => ({
  'GET /api/services': () => a.get('/api/services'),
  'GET /api/airports': () => a.get('/api/airports'),
  'POST /api/airports': () => a.post('/api/airports', { code: uniqueAirportCode(), name: 'Lubumbashi' }),
  'PUT /api/airports/{id}': () =>
    a.put(`/api/airports/${airport.id}`, { name: airport.name, timezone: 'Africa/Lubumbashi' }),
  'GET /api/zones': () => a.get(`/api/zones?airport_id=${airport.id}`),
  'POST /api/zones': () => a.post('/api/zones', { name: unique('Zone '), airport_id: airport.id }),
});
