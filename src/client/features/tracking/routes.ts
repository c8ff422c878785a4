import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/search/result',
    load: () => import('./screens/search-result-screen'),
    name: 'SearchResultScreen',
    ns: ['tracking', 'freight'],
    // what the search screen finds
    menu: null,
  },
  {
    path: '/search',
    load: () => import('./screens/search-screen'),
    name: 'SearchScreen',
    ns: ['tracking'],
    menu: { section: 'trackSection', label: 'search', order: 1, policy: 'everyone' },
  },
  {
    path: '/track-by-flight',
    load: () => import('./screens/track-by-flight-screen'),
    name: 'TrackByFlightScreen',
    ns: ['tracking', 'freight'],
    menu: { section: 'trackSection', label: 'trackByFlight', order: 2, policy: 'everyone' },
  },
];
