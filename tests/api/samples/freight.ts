import { expectJson } from '../../helpers/expect';
import { createAirport } from '../../helpers/factories';
import { newAwb } from '../../helpers/freight';
import type { SampleBase, SampleSet } from './base';

/** The body of a new shipment leaving the base's airport, and one registered with it. */
export async function shipmentOf({ t, a, airport }: SampleBase) {
  const destination = await createAirport(t);
  const body = () => ({
    awb_number: newAwb(),
    shipper: 'Shipper',
    consignee: 'Consignee',
    departure_airport_id: airport.id,
    arrival_airport_id: destination.id,
    weight: 120.5,
  });
  const shipment = expectJson(await a.post('/api/freight-shipments', body()), 201);
  return { body, shipment };
}

export const freightSamples: SampleSet = async (base) => {
  const { a, airport } = base;
  const { body, shipment } = await shipmentOf(base);
  return {
    'GET /api/freight-shipments': () => a.get('/api/freight-shipments'),
    'GET /api/freight-shipments/recents': () => a.get('/api/freight-shipments/recents'),
    'GET /api/freight-shipments/unassigned': () => a.get('/api/freight-shipments/unassigned'),
    'GET /api/freight-shipments/{id}': () => a.get(`/api/freight-shipments/${shipment.id}`),
    'POST /api/freight-shipments': () => a.post('/api/freight-shipments', body()),
    'PUT /api/freight-shipments/{id}': () =>
      a.put(`/api/freight-shipments/${shipment.id}`, { ...body(), awb_number: shipment.awb_number }),
    'GET /api/freight-events/recent': () => a.get('/api/freight-events/recent'),
    'POST /api/freight-events': () =>
      a.post('/api/freight-events', {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: airport.id,
        remarks: 'On time',
      }),
    'GET /api/freight/dashboard': () => a.get('/api/freight/dashboard'),
    'GET /api/freight/dashboard/weekly-scans': () => a.get('/api/freight/dashboard/weekly-scans'),
    'GET /api/freight/dashboard/yearly-loaded': () => a.get('/api/freight/dashboard/yearly-loaded'),
    'GET /api/freight/dashboard/yearly-delivered': () => a.get('/api/freight/dashboard/yearly-delivered'),
  };
};
