import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/flights',
    load: () => import('./screens/flight-list-screen'),
    name: 'FlightListScreen',
    menu: { section: 'passengerSection', label: 'flights', order: 1, policy: 'passengers' },
  },
  {
    path: '/flights/:id',
    load: () => import('./screens/flight-detail-screen'),
    name: 'FlightDetailScreen',
    ns: ['passengers'],
    // opened from the flights list, a passenger, a flight's ULDs or a ULD
    menu: null,
  },
];
