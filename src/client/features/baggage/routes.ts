import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/',
    load: () => import('./screens/dashboard-screen'),
    name: 'DashboardScreen',
    ns: ['shifts'],
    menu: { section: 'top', label: 'dashboard', order: 1, policy: 'everyone' },
  },
  {
    path: '/luggage-scan',
    load: () => import('./screens/bag-scan-screen'),
    name: 'BagScanScreen',
    menu: { section: 'passengerSection', label: 'scanBag', order: 2, policy: 'passengers' },
  },
  {
    path: '/bags-event/list',
    load: () => import('./screens/bag-events-screen'),
    name: 'BagEventsScreen',
    menu: { section: 'passengerSection', label: 'bagEvents', order: 3, policy: 'passengers' },
  },
];
