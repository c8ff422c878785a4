import type { Domain } from '../domain';
import { trackingRouter } from './procedures';
import { responses, routes } from './rest';

// Where a bag or a shipment is (search by tag, plate or air waybill) and how the bags of a flight are doing.
export const tracking = {
  procedures: { tracking: trackingRouter },
  routes,
  responses,
  tags: { tracking: 'Tracking' },
  sections: { Tracking: 'Where a bag or a shipment is, and how the bags of a flight are doing.' },
} satisfies Domain;
