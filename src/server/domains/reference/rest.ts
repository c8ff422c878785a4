import * as v from 'valibot';
import { AirportSchema, ZoneSchema } from '../../../shared/schemas/admin';
import { ServiceSchema } from '../../../shared/schemas/auth';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'reference.services': v.array(ServiceSchema),
  'reference.airports': v.array(AirportSchema),
  'reference.createAirport': AirportSchema,
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
    errors: { 409: 'An airport has this code' },
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
