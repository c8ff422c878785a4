import { signedIn, unique } from '../../helpers/factories';
import type { SampleSet } from './base';

export const userSamples: SampleSet = async ({ t, a }) => {
  const user = await signedIn(t, { service: 'bagagiste' });
  return {
    'GET /api/services/users': () => a.get('/api/services/users?page=1'),
    'POST /api/users': () =>
      a.post('/api/users', {
        name: 'Nadia Kabila',
        email: `${unique()}@example.test`,
        username: unique(),
        role: 'agent',
        service_id: user.user.service_id,
        password: 'a-password-1',
      }),
    'GET /api/users/{id}': () => a.get(`/api/users/${user.user.id}`),
    'PUT /api/users/{id}': () =>
      a.put(`/api/users/${user.user.id}`, {
        name: 'Renamed',
        email: user.user.email,
        username: user.user.username,
        role: 'agent',
        service_id: user.user.service_id,
      }),
    'POST /api/users/{id}/disable': async () => a.post(`/api/users/${(await signedIn(t)).user.id}/disable`),
    'POST /api/users/{id}/enable': () => a.post(`/api/users/${user.user.id}/enable`),
  };
};
