import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/admin/audit',
    load: () => import('./screens/audit-screen'),
    name: 'AuditScreen',
    ns: ['audit'],
    menu: { section: 'accountSection', label: 'audit', order: 4, policy: 'administer' },
  },
];
