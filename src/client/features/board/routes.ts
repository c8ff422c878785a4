import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/baggage/live-map',
    load: () => import('./screens/board-screen'),
    name: 'BoardScreen',
    ns: ['board'],
    title: 'liveMap',
    menu: { section: 'trackSection', label: 'liveMap', order: 3, policy: 'everyone' },
  },
];
