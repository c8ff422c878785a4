import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  { path: '/', load: () => import('./screens/dashboard-screen'), name: 'DashboardScreen', ns: ['shifts'] },
  { path: '/luggage-scan', load: () => import('./screens/bag-scan-screen'), name: 'BagScanScreen' },
  { path: '/bags-event/list', load: () => import('./screens/bag-events-screen'), name: 'BagEventsScreen' },
];
