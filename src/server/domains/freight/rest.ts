import { LIST_PATHS } from '../../../shared/list-paths';
import { EXACT_TOTAL_UP_TO } from '../../platform/list-total';
import * as v from 'valibot';
import { DailyTotalsSchema, FreightDashboardStatsSchema, MonthlyTotalsSchema } from '../../../shared/schemas/dashboard';
import {
  FreightEventSchema,
  FreightScanResultSchema,
  ShipmentDetailSchema,
  ShipmentPageSchema,
  ShipmentSchema,
  UnassignedShipmentSchema,
} from '../../../shared/schemas/freight';
import { RECENT_FREIGHT_EVENTS } from './events';
import { RECENT_SHIPMENTS, SHIPMENTS_PER_PAGE } from './shipments';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'shipments.list': ShipmentPageSchema,
  'shipments.recents': v.array(ShipmentSchema),
  'shipments.unassigned': v.array(UnassignedShipmentSchema),
  'shipments.get': ShipmentDetailSchema,
  'shipments.create': ShipmentSchema,
  'shipments.update': ShipmentSchema,
  'freightEvents.recent': v.array(FreightEventSchema),
  'freightEvents.scan': FreightScanResultSchema,
  'freightDashboard.stats': FreightDashboardStatsSchema,
  'freightDashboard.weekly': DailyTotalsSchema,
  'freightDashboard.yearlyLoaded': MonthlyTotalsSchema,
  'freightDashboard.yearlyDelivered': MonthlyTotalsSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.shipments,
    procedure: 'shipments.list',
    summary: 'Freight shipments, paginated',
    description:
      `Newest first, ${SHIPMENTS_PER_PAGE} a page. \`total\` (and \`last_page\`) is exact up to ${EXACT_TOTAL_UP_TO.toLocaleString('en')} shipments and PostgreSQL's estimate ` +
      'beyond (within a few percent): counting a year of shipments on every page would cost more than the page.',
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/recents',
    procedure: 'shipments.recents',
    summary: `The ${RECENT_SHIPMENTS} latest shipments`,
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/unassigned',
    procedure: 'shipments.unassigned',
    summary: 'Shipments with weight still to put on a ULD',
    description: 'A shipment may be split over several ULDs: `remaining_weight` is what is not on one yet.',
  },
  {
    method: 'GET',
    path: '/api/freight-shipments/:id',
    procedure: 'shipments.get',
    summary: 'A shipment with its events',
    errors: { 404: 'No shipment has this id' },
  },
  {
    method: 'POST',
    path: '/api/freight-shipments',
    procedure: 'shipments.create',
    status: 201,
    summary: 'Register a shipment',
    description:
      'The AWB in any spelling (`057-12345675`, `05712345675`, `057-1234567-5`, with spaces) is stored as `057-12345675`; its check digit is the serial modulo 7, and a wrong one is a 422 naming the digit expected.',
    errors: { 409: 'A shipment has this AWB' },
  },
  {
    method: 'PUT',
    path: '/api/freight-shipments/:id',
    procedure: 'shipments.update',
    summary: 'Edit a shipment',
    description:
      'As for POST. The `weight` cannot go below what is already on ULDs: a 422 on `weight` says how many kilograms are loaded.',
    errors: { 404: 'No shipment has this id', 409: 'Another shipment has this AWB' },
  },
  {
    method: 'GET',
    path: '/api/freight-events/recent',
    procedure: 'freightEvents.recent',
    summary: `The ${RECENT_FREIGHT_EVENTS} latest freight events`,
  },
  {
    method: 'POST',
    path: '/api/freight-events',
    procedure: 'freightEvents.scan',
    status: 201,
    summary: 'Record a freight scan',
    description:
      'The AWB in any spelling; `remark` or `remarks`; `uld_id` when the shipment goes onto a ULD. `client_event_id`, a UUID the scanner makes once per scan, makes a retry record one event (the same id with another scan is a 409). ' +
      '`warnings` list what looked wrong (not yet received, loaded away from the origin, after delivery, the same scan twice in a minute); the event is recorded all the same. ' +
      "Each event carries its Cargo-IMP status (FSU) code in `fsu_code`: RECEIVED at the shipment's origin `RCS` (received from the shipper), at any other station `RCF` (received from a flight); LOADED `PRE` (prepared for loading on a flight); " +
      "TRANSFERRED `TFD` (transferred to another carrier) when `to_carrier`, the receiving airline's 2-character IATA designator, names another airline than the AWB's prefix, else null (no status code says a transfer within one airline); DELIVERED `DLV`. " +
      '`to_carrier` goes with a TRANSFERRED only (422 otherwise).',
    errors: {
      404: 'No shipment has this AWB',
      409: 'This `client_event_id` was sent with another scan (another shipment, type or airport)',
    },
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard',
    procedure: 'freightDashboard.stats',
    summary: "Today's freight figures",
    description:
      'Scans, received, loaded and delivered today (shipments) with the change against yesterday in percent.',
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/weekly-scans',
    procedure: 'freightDashboard.weekly',
    summary: 'Shipments received per day, last 7 days',
    description: "Oldest first, ending today (the airport's day).",
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/yearly-loaded',
    procedure: 'freightDashboard.yearlyLoaded',
    summary: 'Shipments loaded per month of this year',
  },
  {
    method: 'GET',
    path: '/api/freight/dashboard/yearly-delivered',
    procedure: 'freightDashboard.yearlyDelivered',
    summary: 'Shipments delivered per month of this year',
  },
];
