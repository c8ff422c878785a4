import { randomInt } from 'node:crypto';
import { api, type TestApp } from './app';
import { expectJson } from './expect';
import { createAirport, signedIn } from './factories';

/** A valid AWB: 3-digit airline prefix, 7-digit serial and its check digit (the serial modulo 7, IATA's rule). */
export function newAwb(prefix = '057') {
  const serial = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return `${prefix}-${serial}${Number(serial) % 7}`;
}

/** A shipment between two new airports, registered through the API by a cargo agent of its origin (`auth`). */
export async function shipmentViaApi(t: TestApp) {
  const [origin, destination] = [await createAirport(t), await createAirport(t)];
  const { auth } = await signedIn(t, { service: 'cargo', airport_id: origin.id });
  const body = {
    awb_number: newAwb(),
    shipper: 'S',
    consignee: 'C',
    departure_airport_id: origin.id,
    arrival_airport_id: destination.id,
    weight: 10,
  };
  const shipment = expectJson(await api(t, auth).post('/api/freight-shipments', body), 201) as {
    id: number;
    awb_number: string;
  };
  return { auth, origin, shipment };
}
