import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  { path: '/flights', load: () => import('./screens/flight-list-screen'), name: 'FlightListScreen' },
  {
    path: '/flights/:id',
    load: () => import('./screens/flight-detail-screen'),
    name: 'FlightDetailScreen',
    ns: ['passengers'],
  },
];
