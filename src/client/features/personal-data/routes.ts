import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/admin/personal-data',
    load: () => import('./screens/personal-data-screen'),
    name: 'PersonalDataScreen',
    // the claims' status words come with the claims' texts
    ns: ['personalData', 'claims'],
    menu: { section: 'accountSection', label: 'personalData', order: 5, policy: 'administer' },
  },
];
