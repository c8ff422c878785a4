import { request } from '../../helpers/app';
import { expectJson } from '../../helpers/expect';
import { multipart } from '../../helpers/flights';
import { solidPng } from '../../helpers/images';
import type { SampleSet } from './base';
import { claimBodyOf } from './claims';

export const foundBagSamples: SampleSet = async (base) => {
  const { t, a, admin } = base;
  const claimBody = claimBodyOf(base);
  const claim = expectJson(await a.post('/api/baggage-claim', claimBody), 201);
  const openClaim = expectJson(await a.post('/api/baggage-claim', claimBody), 201);
  const found = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 1', bag_color: 'BK' }), 201);
  const toMatch = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 3' }), 201);
  const matched = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 4' }), 201);
  const putPhoto = (id: number) => {
    const { payload, headers } = multipart([
      { name: 'photo', filename: 'bag.png', content: solidPng(8, 8, [20, 60, 200]), contentType: 'image/png' },
    ]);
    return request(t, 'PUT', `/api/found-bags/${id}/photo`, { auth: admin.auth, body: payload, headers });
  };
  const photographed = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 5' }), 201);
  expectJson(await putPhoto(photographed.id), 200);
  expectJson(
    await a.post(`/api/found-bags/${matched.id}/match`, {
      claim_id: expectJson(await a.post('/api/baggage-claim', claimBody), 201).id,
    }),
    200,
  );
  return {
    'GET /api/found-bags': () => a.get('/api/found-bags?search=belt&status=open'),
    'POST /api/found-bags': () =>
      a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BK', bag_type: '22' }),
    'GET /api/found-bags/{id}': () => a.get(`/api/found-bags/${found.id}`),
    'GET /api/found-bags/{id}/matches': () => a.get(`/api/found-bags/${found.id}/matches`),
    'GET /api/baggage-claims/{id}/matches': () => a.get(`/api/baggage-claims/${claim.id}/matches`),
    'PUT /api/found-bags/{id}/photo': () => putPhoto(found.id),
    'GET /api/found-bags/{id}/photo': () => a.get(`/api/found-bags/${photographed.id}/photo`),
    'DELETE /api/found-bags/{id}/photo': () => a.delete(`/api/found-bags/${photographed.id}/photo`),
    'POST /api/found-bags/{id}/match': () => a.post(`/api/found-bags/${toMatch.id}/match`, { claim_id: openClaim.id }),
    'POST /api/found-bags/{id}/unmatch': () => a.post(`/api/found-bags/${matched.id}/unmatch`),
  };
};
