import type { Domain } from '../domain';
import { freightDashboardRouter, freightEventsRouter, shipmentsRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of air freight: shipments under their air waybills, their scans
// and the freight dashboard's figures.
export const freight = {
  procedures: {
    shipments: shipmentsRouter,
    freightEvents: freightEventsRouter,
    freightDashboard: freightDashboardRouter,
  },
  routes,
  responses,
  tags: { shipments: 'Freight', freightEvents: 'Freight', freightDashboard: 'Freight dashboard' },
  sections: {
    Freight: 'Air-freight shipments (air waybills) and their scans.',
    'Freight dashboard': "Today's freight figures and their charts.",
  },
} satisfies Domain;
