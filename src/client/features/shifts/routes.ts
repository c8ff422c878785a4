import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/shift-managment',
    load: () => import('./screens/shift-management-screen'),
    name: 'ShiftManagementScreen',
    ns: ['shifts'],
    menu: { section: 'accountSection', label: 'shifts', order: 2, policy: 'shifts' },
  },
  {
    path: '/shifts/:id',
    load: () => import('./screens/shift-detail-screen'),
    name: 'ShiftDetailScreen',
    ns: ['shifts'],
    // opened from the shifts list
    menu: null,
  },
];
