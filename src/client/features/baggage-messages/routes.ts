import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/admin/baggage-messages',
    load: () => import('./screens/baggage-messages-screen'),
    name: 'BaggageMessagesScreen',
    ns: ['baggageMessages'],
    menu: { section: 'accountSection', label: 'baggageMessages', order: 6, policy: 'administer' },
  },
];
