import { LIST_PATHS } from '../../../shared/list-paths';
import * as v from 'valibot';
import { BagEventPageSchema, BagEventSchema, ScanResultSchema } from '../../../shared/schemas/baggage-events';
import { DailyTotalsSchema, DashboardStatsSchema, MonthlyTotalsSchema } from '../../../shared/schemas/dashboard';
import { RECENT_EVENTS_DEFAULT, RECENT_EVENTS_MAX } from '../../../shared/schemas/baggage-events';
import { EVENTS_PER_PAGE } from './service';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'baggage.scan': ScanResultSchema,
  'baggage.recent': v.array(BagEventSchema),
  'baggage.page': BagEventPageSchema,
  'dashboard.stats': DashboardStatsSchema,
  'dashboard.weekly': DailyTotalsSchema,
  'dashboard.yearlyLoaded': MonthlyTotalsSchema,
  'dashboard.yearlyDelivered': MonthlyTotalsSchema,
};

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'POST',
    path: '/api/baggage-events',
    procedure: 'baggage.scan',
    status: 201,
    summary: 'Record a bag scan',
    description:
      'A scanner sends the tag as read. `client_event_id`, a UUID the scanner makes once per scan, makes a retry record one event: the retry answers the first one; the same id with another scan is a 409. ' +
      'A LOADED scan may name the ULD or cart (`uld_id`) and the hold position (`hold_position`: a compartment or ULD position, `5`, `12L`). ' +
      '`warnings` list what looked wrong (already delivered, loaded at another airport or another day, the same scan twice in a minute; loaded into a ULD of another flight, a bag the airline withdrew (DEL), whose passenger did not board (BUM) or that it gave no authority to load (`.S` N)); the event is recorded all the same.',
    errors: {
      404: 'No bag has this tag on a flight departing within the plate window (BAG_PLATE_WINDOW_DAYS) of now',
      409: 'This `client_event_id` was sent with another scan (another bag, type or airport)',
      422: 'An unknown `uld_id`, or a ULD or hold position on a scan other than LOADED',
    },
  },
  {
    method: 'GET',
    path: '/api/recent-baggage-events',
    procedure: 'baggage.recent',
    summary: 'Latest bag events',
    description: `\`limit\` up to ${RECENT_EVENTS_MAX} (${RECENT_EVENTS_DEFAULT} unless told); \`airport\` keeps one airport's.`,
  },
  {
    method: 'GET',
    path: LIST_PATHS.bagEvents,
    procedure: 'baggage.page',
    summary: 'Bag events, paginated',
    description: `Newest first, ${EVENTS_PER_PAGE} a page; \`airport\` keeps one airport's.`,
  },
  {
    method: 'GET',
    path: '/api/dashboard-stats',
    procedure: 'dashboard.stats',
    summary: "Today's baggage figures",
    description:
      'Scans, check-ins, loaded and delivered today with the change against yesterday in percent, and the bags checked in but not loaded.',
  },
  {
    method: 'GET',
    path: '/api/dashboard/weekly-scans',
    procedure: 'dashboard.weekly',
    summary: 'Check-ins per day, last 7 days',
    description: "Oldest first, ending today (the airport's day).",
  },
  {
    method: 'GET',
    path: '/api/dashboard/yearly-loaded',
    procedure: 'dashboard.yearlyLoaded',
    summary: 'Bags loaded per month of this year',
  },
  {
    method: 'GET',
    path: '/api/dashboard/yearly-delivered',
    procedure: 'dashboard.yearlyDelivered',
    summary: 'Bags delivered per month of this year',
  },
];
