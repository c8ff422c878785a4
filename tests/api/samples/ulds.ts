import { expectJson } from '../../helpers/expect';
import type { SampleSet } from './base';
import { shipmentOf } from './freight';

export const uldSamples: SampleSet = async (base) => {
  const { a, flight } = base;
  const { shipment } = await shipmentOf(base);
  const uld = expectJson(await a.post('/api/ulds', { type: 'Container', status: 'EMPTY', flight_id: flight.id }), 201);
  return {
    'GET /api/ulds': () => a.get('/api/ulds'),
    'GET /api/ulds/{id}': () => a.get(`/api/ulds/${uld.id}`),
    'POST /api/ulds': () =>
      a.post('/api/ulds', { type: 'Pallet', status: 'Available', flight: flight.id, tare_kg: 110, capacity: 6000 }),
    'PUT /api/ulds/{id}': () =>
      a.put(`/api/ulds/${uld.id}`, { type: 'Container', status: 'Partial', flight_id: flight.id }),
    'GET /api/flights/{id}/ulds': () => a.get(`/api/flights/${flight.id}/ulds`),
    'POST /api/ulds/{id}/assign-shipment': () =>
      a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 10 }),
    'GET /api/freight-events/by-uld/{uldId}': () => a.get(`/api/freight-events/by-uld/${uld.id}`),
    'GET /api/flights/{id}/uld-contents-list': () => a.get(`/api/flights/${flight.id}/uld-contents-list`),
    'GET /api/flights/{id}/load-sheet': () => a.get(`/api/flights/${flight.id}/load-sheet`),
  };
};
