import type { ScreenRoute } from '../../lib/screen-route';

// Screens of later issues: the layout and their title until then.
export const screens: ScreenRoute[] = [
  {
    path: '/baggage/live-map',
    load: () => import('./upcoming-screen'),
    name: 'UpcomingScreen',
    title: 'liveMap',
    menu: { section: 'trackSection', label: 'liveMap', order: 3, policy: 'everyone' },
  },
];
