import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/profile',
    load: () => import('./screens/profile-screen'),
    name: 'ProfileScreen',
    ns: ['profile', 'shifts'],
    menu: { section: 'accountSection', label: 'profile', order: 1, policy: 'everyone' },
  },
];
