import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/profile',
    load: () => import('./screens/profile-screen'),
    name: 'ProfileScreen',
    ns: ['profile', 'shifts'],
  },
];
