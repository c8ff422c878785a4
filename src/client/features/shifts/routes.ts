import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/shift-managment',
    load: () => import('./screens/shift-management-screen'),
    name: 'ShiftManagementScreen',
    ns: ['shifts'],
  },
  {
    path: '/shifts/:id',
    load: () => import('./screens/shift-detail-screen'),
    name: 'ShiftDetailScreen',
    ns: ['shifts'],
  },
];
