import * as v from 'valibot';
import { AirportSchema, ZoneSchema } from '../../../shared/schemas/admin';
import { ServiceSchema } from '../../../shared/schemas/auth';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'reference.services': v.array(ServiceSchema),
  'reference.airports': v.array(AirportSchema),
  'reference.createAirport': AirportSchema,
  'reference.updateAirport': AirportSchema,
  'reference.zones': v.array(ZoneSchema),
  'reference.createZone': ZoneSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  { method: 'GET', path: '/api/services', procedure: 'reference.services', summary: 'Services' },
  { method: 'GET', path: '/api/airports', procedure: 'reference.airports', summary: 'Airports' },
  {
    method: 'POST',
    path: '/api/airports',
    procedure: 'reference.createAirport',
    status: 201,
    summary: 'Add an airport',
    description:
      "`timezone`: its IANA zone (`Africa/Lubumbashi`), in which its flights' times are typed and shown; left out, this Tarmac's own (`APP_TIMEZONE`).",
    errors: { 409: 'An airport has this code', 422: 'A field is invalid, e.g. a `timezone` that is no IANA zone' },
  },
  {
    method: 'PUT',
    path: '/api/airports/:id',
    procedure: 'reference.updateAirport',
    summary: 'Edit an airport',
    description:
      "Its name, ULD owner code and zone (`timezone`; null: this Tarmac's own). The code cannot change. Flights keep their instants: a new zone changes how their times read.",
    errors: { 404: 'No airport has this id', 422: 'A field is invalid, or a different `code`' },
  },
  {
    method: 'GET',
    path: '/api/zones',
    procedure: 'reference.zones',
    summary: 'Zones',
    description: 'All of them, or those of one airport: `/api/zones?airport_id=`.',
  },
  {
    method: 'POST',
    path: '/api/zones',
    procedure: 'reference.createZone',
    status: 201,
    summary: 'Add a zone',
    errors: { 409: 'The airport has a zone of this name' },
  },
];
