import { api } from '../../helpers/app';
import { expectJson } from '../../helpers/expect';
import { insertBag, insertPassenger } from '../../helpers/flights';
import type { SampleBase, SampleSet } from './base';

/** A LOST claim reported at the base's airport. */
export const claimBodyOf = ({ airport }: SampleBase) => ({
  status: 'LOST',
  arrival_airport: airport.id,
  contact_name: 'Grace',
  contact_phone: '+243 81',
  contact_address: 'Hotel',
});

export const claimSamples: SampleSet = async (base) => {
  const { t, a, airport, flight } = base;
  const bag = await insertBag(t, (await insertPassenger(t, flight.id)).id, { airport_id: airport.id });
  const claimBody = claimBodyOf(base);
  const claim = expectJson(await a.post('/api/baggage-claim', claimBody), 201);
  // the passengers' own pages: no session
  const nobody = api(t);
  const filing = {
    airport: airport.code,
    flight_number: flight.flight_number,
    flight_date: new Date().toISOString().slice(0, 10),
    contact_name: 'Grace Mbuyi',
    contact_phone: '+243 81',
    temporary_address: 'Hotel',
    bags: [{ bag_type: 'Suitcase', bag_color: 'BU' }],
  };
  const [filed] = expectJson(await nobody.post('/api/public/claims', filing), 201).claims;
  const proof = { reference: filed.reference_number, last_name: 'Mbuyi', code: filed.check_code };
  const passengers = await a.get('/api/baggage-claims?page=1&search=Grace%20Mbuyi');
  const passengersClaim = expectJson(passengers, 200).data[0];
  // a bag found, to send out to its passenger
  const found = expectJson(await a.post('/api/baggage-claim', { ...claimBody, status: 'FOUND' }), 201);
  return {
    'POST /api/public/claims': () => nobody.post('/api/public/claims', filing),
    'POST /api/public/claims/lookup': () => nobody.post('/api/public/claims/lookup', proof),
    'POST /api/public/claims/receipt': () => nobody.post('/api/public/claims/receipt', proof),
    'PATCH /api/public/claims/{reference}': () =>
      nobody.patch(`/api/public/claims/${filed.reference_number}`, { ...proof, contact_phone: '+243 82' }),
    'POST /api/baggage-claims/{id}/confirm': () => a.post(`/api/baggage-claims/${passengersClaim.id}/confirm`),
    'POST /api/baggage-claims/{id}/out-for-delivery': () => a.post(`/api/baggage-claims/${found.id}/out-for-delivery`),
    'GET /api/airports/{code}/claim-poster.pdf': () => a.get(`/api/airports/${airport.code}/claim-poster.pdf?lang=fr`),
    'GET /api/baggage-claims/recents': () => a.get('/api/baggage-claims/recents'),
    'GET /api/baggage-claims': () => a.get('/api/baggage-claims?page=1&search=grace&deadline=due'),
    'GET /api/baggage-claims/{id}': () => a.get(`/api/baggage-claims/${claim.id}`),
    'GET /api/baggage-claims/tag-lookup': () =>
      a.get(`/api/baggage-claims/tag-lookup?tag=${bag.bag_tag_number.toLowerCase()}`),
    'GET /api/baggage-claims/{id}/receipt': () => a.get(`/api/baggage-claims/${claim.id}/receipt?lang=fr`),
    'POST /api/baggage-claim': () => a.post('/api/baggage-claim', claimBody),
    'POST /api/baggage-claims/{id}/status': () =>
      a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'FOUND', note: 'At the desk' }),
  };
};
