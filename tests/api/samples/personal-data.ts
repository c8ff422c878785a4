import { expectJson } from '../../helpers/expect';
import { insertBag, insertPassenger } from '../../helpers/flights';
import type { SampleSet } from './base';
import { claimBodyOf } from './claims';

/** Two passengers' files: one looked up and exported, the other erased, each by its own key. */
export const personalDataSamples: SampleSet = async (base) => {
  const { t, a, airport, flight } = base;
  const looked = await insertPassenger(t, flight.id);
  await insertBag(t, looked.id, { airport_id: airport.id });
  const erased = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, erased.id, { airport_id: airport.id });
  const claim = expectJson(
    await a.post('/api/baggage-claim', { ...claimBodyOf(base), bag_tag_number: bag.bag_tag_number }),
    201,
  );
  return {
    'GET /api/personal-data': () => a.get(`/api/personal-data?pnr=${looked.pnr}`),
    'GET /api/personal-data/export': () => a.get(`/api/personal-data/export?pnr=${looked.pnr}`),
    'POST /api/personal-data/erase': () =>
      a.post('/api/personal-data/erase', { claim: claim.reference_number, reason: 'Sample request, ticket 1' }),
  };
};
