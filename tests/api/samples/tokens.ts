import { createToken } from '../../helpers/factories';
import type { SampleSet } from './base';

export const tokenSamples: SampleSet = async ({ t, a, admin }) => {
  const token = await createToken(t, admin.auth);
  return {
    'POST /api/tokens': () => a.post('/api/tokens', { name: 'Sorter' }),
    'GET /api/tokens': () => a.get('/api/tokens'),
    'DELETE /api/tokens/{id}': () => a.delete(`/api/tokens/${token.id}`),
  };
};
