import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/admin/users',
    load: () => import('./screens/users-screen'),
    name: 'UsersScreen',
    ns: ['admin'],
    menu: { section: 'accountSection', label: 'users', order: 3, policy: 'administer' },
  },
];
