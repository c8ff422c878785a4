import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/flights/:id/ulds',
    load: () => import('./screens/flight-ulds-screen'),
    name: 'FlightUldsScreen',
    ns: ['uld'],
    // opened from a flight
    menu: null,
  },
  {
    path: '/ulds/:uld_id/charge',
    load: () => import('./screens/charge-uld-screen'),
    name: 'ChargeUldScreen',
    ns: ['uld'],
    // opened from a flight's ULDs or a search result
    menu: null,
  },
  {
    path: '/ulds',
    load: () => import('./screens/ulds-screen'),
    name: 'UldsScreen',
    ns: ['uld'],
    menu: { section: 'freightSection', label: 'ulds', order: 5, policy: 'freight' },
  },
];
