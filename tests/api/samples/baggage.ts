import { insertBag, insertPassenger } from '../../helpers/flights';
import type { SampleSet } from './base';

export const baggageSamples: SampleSet = async ({ t, a, airport, flight }) => {
  const bag = await insertBag(t, (await insertPassenger(t, flight.id)).id, { airport_id: airport.id });
  return {
    'POST /api/baggage-events': () =>
      a.post('/api/baggage-events', {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        remark: 'Strap torn',
      }),
    'GET /api/recent-baggage-events': () => a.get('/api/recent-baggage-events?limit=5'),
    'GET /api/recent-events-paginate': () => a.get('/api/recent-events-paginate'),
    'GET /api/dashboard-stats': () => a.get('/api/dashboard-stats'),
    'GET /api/dashboard/weekly-scans': () => a.get('/api/dashboard/weekly-scans'),
    'GET /api/dashboard/yearly-loaded': () => a.get('/api/dashboard/yearly-loaded'),
    'GET /api/dashboard/yearly-delivered': () => a.get('/api/dashboard/yearly-delivered'),
  };
};
