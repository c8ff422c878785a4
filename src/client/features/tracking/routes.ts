import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/search/result',
    load: () => import('./screens/search-result-screen'),
    name: 'SearchResultScreen',
    ns: ['tracking', 'freight'],
  },
  { path: '/search', load: () => import('./screens/search-screen'), name: 'SearchScreen', ns: ['tracking'] },
  {
    path: '/track-by-flight',
    load: () => import('./screens/track-by-flight-screen'),
    name: 'TrackByFlightScreen',
    ns: ['tracking', 'freight'],
  },
];
