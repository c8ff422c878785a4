import { insertBag, insertPassenger, uniqueBagTag, uniquePnr } from '../../helpers/flights';
import type { SampleSet } from './base';

export const passengerSamples: SampleSet = async ({ t, a, airport, flight }) => {
  const passenger = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
  const doomed = await insertPassenger(t, flight.id);
  return {
    'POST /api/passengers': () =>
      a.post('/api/passengers', { name: 'KABILA Nadia', pnr: uniquePnr(), seat: '3A', flight_id: flight.id }),
    'GET /api/passengers/{id}': () => a.get(`/api/passengers/${passenger.id}`),
    'DELETE /api/passengers/{id}': () => a.delete(`/api/passengers/${doomed.id}`),
    'POST /api/bags': () =>
      a.post('/api/bags', { bag_tag_number: uniqueBagTag(), weight: 18.5, passenger_id: passenger.id }),
    'GET /api/bags/{id}/label': () => a.get(`/api/bags/${bag.id}/label`),
  };
};
