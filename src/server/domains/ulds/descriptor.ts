import type { Domain } from '../domain';
import { uldsRouter } from './procedures';
import { responses, routes } from './rest';

// Unit load devices: containers, pallets and pillows, what is loaded on them and their contents list.
export const ulds = {
  procedures: { ulds: uldsRouter },
  routes,
  responses,
  tags: { ulds: 'ULDs' },
  sections: { ULDs: 'Unit load devices: containers, pallets and pillows, and the shipments on them.' },
} satisfies Domain;
