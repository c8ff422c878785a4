import { api, request } from '../../helpers/app';
import { signedIn } from '../../helpers/factories';
import type { SampleSet } from './base';

export const authSamples: SampleSet = async ({ t, a }) => {
  const leaving = await signedIn(t);
  return {
    'POST /login': () =>
      request(t, 'POST', '/login', { body: { email: 'admin@example.com', password: 'admin-password-1' } }),
    'POST /logout': () => api(t, leaving.auth).post('/logout'),
    'GET /api/user': () => a.get('/api/user'),
    'GET /api/profile': () => a.get('/api/profile'),
    'POST /api/profile/password': async () => {
      const changing = await signedIn(t);
      return api(t, changing.auth).post('/api/profile/password', {
        current_password: changing.user.password,
        new_password: 'a-new-password-1',
        new_password_confirmation: 'a-new-password-1',
      });
    },
    'PATCH /api/profile/lang': () => a.patch('/api/profile/lang', { lang: 'en' }),
  };
};
