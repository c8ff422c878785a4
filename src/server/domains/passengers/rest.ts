import { BagSchema } from '../../../shared/schemas/bags';
import { BytesSchema, NoContentSchema } from '../../../shared/schemas/common';
import { PassengerDetailSchema, PassengerSchema } from '../../../shared/schemas/flights';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'passengers.add': PassengerSchema,
  'passengers.get': PassengerDetailSchema,
  'passengers.delete': NoContentSchema,
  'bags.add': BagSchema,
  'bags.label': BytesSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'POST',
    path: '/api/passengers',
    procedure: 'passengers.add',
    status: 201,
    summary: 'Add a passenger to a flight',
    errors: { 409: 'The flight has a passenger of this name and PNR' },
  },
  {
    method: 'GET',
    path: '/api/passengers/:id',
    procedure: 'passengers.get',
    summary: 'A passenger with flight times and bags',
    errors: { 404: 'No passenger has this id' },
  },
  {
    method: 'DELETE',
    path: '/api/passengers/:id',
    procedure: 'passengers.delete',
    summary: 'Delete a passenger',
    description: 'With their bags, unless a bag of theirs was scanned.',
    errors: { 404: 'No passenger has this id', 409: 'A bag of the passenger was scanned' },
  },
  {
    method: 'POST',
    path: '/api/bags',
    procedure: 'bags.add',
    status: 201,
    summary: 'Add a bag to a passenger',
    description:
      "At `airport_id`, or the agent's airport when it is left out. A licence plate and its printed short form " +
      "(`0125728359` and `BA728359`: the plate's digits 2 to 4 are the airline's numeric code) are one tag.",
    errors: {
      403: 'Your role or service may not do this, your account has no airport, or a cookie call without `X-Requested-With`',
      409: 'A bag has this tag (in this spelling or the other: plate or short form) on a flight departing within the plate window (BAG_PLATE_WINDOW_DAYS) of this one: the message names it and its flight',
    },
  },
  {
    method: 'GET',
    path: '/api/bags/:id/label',
    procedure: 'bags.label',
    contentType: 'application/pdf',
    summary: 'Printable bag tag label',
    description:
      "A 100 × 60 mm PDF for the desk's label printer. A 10-digit licence plate is printed as an airline's tag " +
      'prints it (IATA Resolution 740): Interleaved 2 of 5, its digits under the bars, the carrier and serial ' +
      '(`BA 728359`), destination and flight. Any other tag is a Code 128 barcode.',
    errors: { 404: 'No bag has this id' },
  },
];
