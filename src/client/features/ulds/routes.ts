import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/flights/:id/ulds',
    load: () => import('./screens/flight-ulds-screen'),
    name: 'FlightUldsScreen',
    ns: ['uld'],
  },
  {
    path: '/ulds/:uld_id/charge',
    load: () => import('./screens/charge-uld-screen'),
    name: 'ChargeUldScreen',
    ns: ['uld'],
  },
  { path: '/ulds', load: () => import('./screens/ulds-screen'), name: 'UldsScreen', ns: ['uld'] },
];
