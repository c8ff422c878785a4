import { request } from '../../helpers/app';
import type { SampleSet } from './base';

export const baggageMessageSamples: SampleSet = async ({ t, a, admin, airport, flight }) => ({
  'POST /api/baggage-messages': () =>
    request(t, 'POST', '/api/baggage-messages', {
      auth: admin.auth,
      headers: { 'content-type': 'text/plain' },
      body: ['BSM', `.V/1L${airport.code}`, '.F/8Z101/05FEB/TOS/Y', '.N/0888000001001', '.P/HANSEN/OLA', 'ENDBSM'].join(
        '\r\n',
      ),
    }),
  'GET /api/flights/{id}/bags-to-offload': () => a.get(`/api/flights/${flight.id}/bags-to-offload`),
});
