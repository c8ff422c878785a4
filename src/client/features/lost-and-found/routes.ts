import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/baggage-claim/update',
    load: () => import('./screens/claim-search-screen'),
    name: 'ClaimSearchScreen',
    ns: ['claims'],
  },
  {
    path: '/baggage-claim/reports',
    load: () => import('./screens/claim-reports-screen'),
    name: 'ClaimReportsScreen',
    ns: ['claims', 'claimReports'],
  },
  {
    path: '/baggage-claim',
    load: () => import('./screens/claim-form-screen'),
    name: 'ClaimFormScreen',
    ns: ['claims'],
  },
  {
    path: '/baggage-claim/found-bags',
    load: () => import('./screens/found-bags-screen'),
    name: 'FoundBagsScreen',
    ns: ['claims', 'foundBags'],
  },
];
