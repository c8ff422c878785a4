import * as v from 'valibot';
import { BytesSchema } from '../../../shared/schemas/common';
import { FreightEventSchema } from '../../../shared/schemas/freight';
import { UldDetailSchema, UldSchema } from '../../../shared/schemas/ulds';
import { ULD_TYPE_WEIGHTS, defaultMaxGrossKg, highestMaxGrossKg } from '../../../shared/uld-weights';
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
  'ulds.contentsList': BytesSchema,
};

const kg = (n: number | null) => (n === null ? 'none' : `${n.toLocaleString('en')} kg`);

/** The type table as the document shows it: `AKE tare 100 kg, maximum gross 1,588 kg; …`. */
function typeWeights() {
  return Object.entries(ULD_TYPE_WEIGHTS)
    .map(([type, w]) => {
      const max =
        defaultMaxGrossKg(type) === highestMaxGrossKg(type)
          ? kg(defaultMaxGrossKg(type))
          : `${kg(defaultMaxGrossKg(type))} (up to ${kg(highestMaxGrossKg(type))} on the main deck)`;
      return `${type} tare ${kg(w.tare_kg)}, maximum gross ${max}`;
    })
    .join('; ');
}

const CONTENTS_LIST =
  "The ULD contents list: each ULD with its shipments (AWB, nature, weight) and the bags loaded into it (number and kg), its net, tare and gross weights against its maximum gross weight, the flight's totals, and when and by whom it was printed, in the caller's language.";

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/ulds',
    procedure: 'ulds.recent',
    summary: 'The ULDs last created or edited',
    description: `The ${RECENT_ULDS} latest, each with its weights: \`net_kg\` (what is on it), \`tare_kg\` (empty), \`gross_kg\` (both) against \`capacity\`, its maximum gross weight (\`load_percent\`).`,
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
      "`flight_id` or `flight`: the flight it goes on. `capacity` is the ULD's maximum gross weight (kg, tare included); without one it is its type's published figure, the stricter deck's where they differ, and it cannot exceed the type's highest. " +
      "`tare_kg` is the tare on the ULD's plate (kg, 1,000 at most); without one the type's published figure counts, and a ULD with neither cannot be loaded while it has a `capacity`. " +
      `Published figures: ${typeWeights()}; other types have none.`,
    errors: { 409: 'A ULD has this code' },
  },
  {
    method: 'PUT',
    path: '/api/ulds/:id',
    procedure: 'ulds.update',
    summary: 'Edit a ULD',
    description:
      "As for POST; without a `code` the ULD keeps its own. Neither a lower `capacity` nor a heavier `tare_kg` may leave the ULD's gross (tare plus what it carries) above its maximum: 422 naming the kg over.",
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
      "Refused (422) when the ULD's tare plus what it would then carry exceeds its maximum gross weight (`capacity`), naming the kg over; exactly at the limit is accepted. A ULD with a `capacity` but no known tare is refused until its plate's tare is recorded. Also refused beyond what the shipment still has to load. Answers the ULD with its shipments.",
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
    path: '/api/flights/:id/uld-contents-list',
    procedure: 'ulds.contentsList',
    contentType: 'application/pdf',
    summary: 'The ULD contents list of a flight (PDF)',
    description: CONTENTS_LIST,
    errors: { 404: 'No flight has this id' },
  },
  // the path integrators called before the document was renamed: it answers the same, until they move
  {
    method: 'GET',
    path: '/api/flights/:id/load-sheet',
    procedure: 'ulds.contentsList',
    contentType: 'application/pdf',
    deprecated: true,
    summary: 'The ULD contents list of a flight (PDF), by its former path',
    description: `${CONTENTS_LIST}\n\nDeprecated: use \`/api/flights/{id}/uld-contents-list\`, which answers the same. This path stays until integrators have moved; it was named for a load sheet, which in ground handling is the aircraft's weight-and-balance document, not this list.`,
    errors: { 404: 'No flight has this id' },
  },
];
