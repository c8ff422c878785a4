import type { ScreenRoute } from '../../lib/screen-route';

export const screens: ScreenRoute[] = [
  {
    path: '/freight/dashboard',
    load: () => import('./screens/freight-dashboard-screen'),
    name: 'FreightDashboardScreen',
    ns: ['freight'],
    menu: { section: 'freightSection', label: 'freightDashboard', order: 1, policy: 'freight' },
  },
  {
    path: '/register-freight',
    load: () => import('./screens/register-freight-screen'),
    name: 'RegisterFreightScreen',
    ns: ['freight'],
    menu: { section: 'freightSection', label: 'registerFreight', order: 2, policy: 'freight' },
  },
  {
    path: '/freight-shipments',
    load: () => import('./screens/shipment-list-screen'),
    name: 'ShipmentListScreen',
    ns: ['freight'],
    menu: { section: 'freightSection', label: 'shipments', order: 3, policy: 'freight' },
  },
  {
    path: '/shipment-scan',
    load: () => import('./screens/shipment-scan-screen'),
    name: 'ShipmentScanScreen',
    ns: ['freight'],
    menu: { section: 'freightSection', label: 'shipmentScan', order: 4, policy: 'freight' },
  },
];
