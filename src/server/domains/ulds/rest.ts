import * as v from 'valibot';
import { BytesSchema } from '../../../shared/schemas/common';
import { FreightEventSchema } from '../../../shared/schemas/freight';
import { UldDetailSchema, UldSchema } from '../../../shared/schemas/ulds';
import { ULD_MAX_GROSS_KG } from '../../../shared/codes';
import { ULD_EVENTS } from '../freight';
import { RECENT_ULDS } from './service';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'ulds.recent': v.array(UldSchema),
  'ulds.get': UldDetailSchema,
  'ulds.byFlight': v.array(UldSchema),
  'ulds.create': UldDetailSchema,
  'ulds.update': UldDetailSchema,
  'ulds.assignShipment': UldDetailSchema,
  'ulds.events': v.array(FreightEventSchema),
  'ulds.loadSheet': BytesSchema,
};

/** `AKE, AKH, AKN 1,588 kg; PMC, PAG 6,804 kg`: the types sharing a weight named together. */
function maxGrossWeights() {
  const byWeight = new Map<number, string[]>();
  for (const [type, kg] of Object.entries(ULD_MAX_GROSS_KG)) byWeight.set(kg, [...(byWeight.get(kg) ?? []), type]);
  return [...byWeight].map(([kg, types]) => `${types.join(', ')} ${kg.toLocaleString('en')} kg`).join('; ');
}

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/ulds',
    procedure: 'ulds.recent',
    summary: 'The ULDs last created or edited',
    description: `The ${RECENT_ULDS} latest, each with its load (\`load_kg\`, \`load_percent\`).`,
  },
  {
    method: 'GET',
    path: '/api/ulds/:id',
    procedure: 'ulds.get',
    summary: 'A ULD with the shipments on it',
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'POST',
    path: '/api/ulds',
    procedure: 'ulds.create',
    status: 201,
    summary: 'Register a ULD',
    description:
      'Both required: `type` CONTAINER, PALLET or PILLOW and `status` AVAILABLE, ASSIGNED, IN_TRANSIT, EMPTY, PARTIAL or FULL in any case, with spaces for the underscore (`Container`, `In Transit`); answered upper-case. ' +
      "A `code` sent is an IATA code (`AKE84103LH`: type, serial, owner) and is stored with its parts; without one the ULD gets the next free serial of its type (Container AKE, Pallet PMC, Pillow as configured) with the airport's owner code. " +
      "`flight_id` or `flight`: the flight it goes on. `capacity` (kg) cannot exceed the type's maximum gross weight where known " +
      `(${maxGrossWeights()}); without one it is that maximum.`,
    errors: { 409: 'A ULD has this code' },
  },
  {
    method: 'PUT',
    path: '/api/ulds/:id',
    procedure: 'ulds.update',
    summary: 'Edit a ULD',
    description:
      'As for POST; without a `code` the ULD keeps its own. The capacity cannot fall below what the ULD already carries.',
    errors: { 404: 'No ULD has this id', 409: 'Another ULD has this code' },
  },
  {
    method: 'GET',
    path: '/api/flights/:id/ulds',
    procedure: 'ulds.byFlight',
    summary: 'The ULDs of a flight, with their loads',
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'POST',
    path: '/api/ulds/:id/assign-shipment',
    procedure: 'ulds.assignShipment',
    summary: 'Put (part of) a shipment on a ULD',
    description:
      '`weight` (kg, 0.1 at least, one decimal) of the shipment goes on the ULD; a shipment may be split over several ULDs, and attaching it again adds to its weight there. ' +
      "Refused (422) beyond the ULD's capacity, saying how many kg remain, and beyond what the shipment still has to load. Answers the ULD with its shipments.",
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'GET',
    path: '/api/freight-events/by-uld/:uldId',
    procedure: 'ulds.events',
    summary: 'The latest freight events scanned onto a ULD',
    description: `Newest first, ${ULD_EVENTS} at most.`,
    errors: { 404: 'No ULD has this id' },
  },
  {
    method: 'GET',
    path: '/api/flights/:id/load-sheet',
    procedure: 'ulds.loadSheet',
    contentType: 'application/pdf',
    summary: 'The load sheet of a flight (PDF)',
    description:
      "Each ULD with its shipments (AWB, nature, weight), its load against capacity, the flight's total, and when and by whom it was printed, in the caller's language.",
    errors: { 404: 'No flight has this id' },
  },
];
