import { request } from '../../helpers/app';
import type { SampleSet } from './base';

export const baggageMessageSamples: SampleSet = async ({ t, a, admin, airport, flight }) => {
  const sent = await request(t, 'POST', '/api/baggage-messages', {
    auth: admin.auth,
    headers: { 'content-type': 'text/plain' },
    body: ['BSM', '.V/1LZZQ', '.F/8Z101/05FEB/TOS/Y', '.N/0888000002001', '.P/HANSEN/OLA', 'ENDBSM'].join('\n'),
  });
  const id = sent.json<{ results: Array<{ id: number }> }>().results[0]!.id;
  return {
    'GET /api/baggage-messages': () => a.get('/api/baggage-messages?outcome=failed'),
    'GET /api/baggage-messages/bpm': () => a.get('/api/baggage-messages/bpm?after=0&limit=5'),
    'GET /api/baggage-messages/{id}': () => a.get(`/api/baggage-messages/${id}`),
    'POST /api/baggage-messages/{id}/apply': () => a.post(`/api/baggage-messages/${id}/apply`),
    'POST /api/baggage-messages': () =>
      request(t, 'POST', '/api/baggage-messages', {
        auth: admin.auth,
        headers: { 'content-type': 'text/plain' },
        body: [
          'BSM',
          `.V/1L${airport.code}`,
          '.F/8Z101/05FEB/TOS/Y',
          '.N/0888000001001',
          '.P/HANSEN/OLA',
          'ENDBSM',
        ].join('\r\n'),
      }),
    'GET /api/flights/{id}/bags-to-offload': () => a.get(`/api/flights/${flight.id}/bags-to-offload`),
  };
};
