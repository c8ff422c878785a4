import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/freight/dashboard',
    load: () => import('./screens/freight-dashboard-screen'),
    name: 'FreightDashboardScreen',
    ns: ['freight'],
  },
  {
    path: '/register-freight',
    load: () => import('./screens/register-freight-screen'),
    name: 'RegisterFreightScreen',
    ns: ['freight'],
  },
  {
    path: '/freight-shipments',
    load: () => import('./screens/shipment-list-screen'),
    name: 'ShipmentListScreen',
    ns: ['freight'],
  },
  {
    path: '/shipment-scan',
    load: () => import('./screens/shipment-scan-screen'),
    name: 'ShipmentScanScreen',
    ns: ['freight'],
  },
];
