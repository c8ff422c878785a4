import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/baggage-claim/found-bags',
    load: () => import('./screens/found-bags-screen'),
    name: 'FoundBagsScreen',
    ns: ['claims', 'foundBags'],
  },
];
