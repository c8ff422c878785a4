import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/passengers/:id',
    load: () => import('./screens/passenger-detail-screen'),
    name: 'PassengerDetailScreen',
    ns: ['passengers', 'bags'],
    // opened from a flight's passengers
    menu: null,
  },
];
