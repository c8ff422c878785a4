import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  // the passengers' own pages, outside the staff app: reached from the reclaim hall's poster, the receipt, an e-mail
  {
    path: '/claim',
    load: () => import('./passenger/file-claim-screen'),
    name: 'FileClaimScreen',
    ns: ['selfService', 'claims'],
    menu: null,
    public: true,
  },
  {
    path: '/claim-status',
    load: () => import('./passenger/claim-status-screen'),
    name: 'ClaimStatusScreen',
    ns: ['selfService'],
    menu: null,
    public: true,
  },
  {
    path: '/baggage-claim/update',
    load: () => import('./screens/claim-search-screen'),
    name: 'ClaimSearchScreen',
    ns: ['claims'],
    menu: { section: 'lostFoundSection', label: 'claimSearch', order: 2, policy: 'claims' },
  },
  {
    path: '/baggage-claim/reports',
    load: () => import('./screens/claim-reports-screen'),
    name: 'ClaimReportsScreen',
    ns: ['claims', 'claimReports'],
    menu: { section: 'lostFoundSection', label: 'claimReports', order: 4, policy: 'claims' },
  },
  {
    path: '/baggage-claim',
    load: () => import('./screens/claim-form-screen'),
    name: 'ClaimFormScreen',
    ns: ['claims'],
    menu: { section: 'lostFoundSection', label: 'claimForm', order: 1, policy: 'claims' },
  },
  {
    path: '/baggage-claim/found-bags',
    load: () => import('./screens/found-bags-screen'),
    name: 'FoundBagsScreen',
    ns: ['claims', 'foundBags'],
    menu: { section: 'lostFoundSection', label: 'foundBags', order: 3, policy: 'claims' },
  },
];
