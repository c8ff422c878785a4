import { LIST_PATHS } from '../../../shared/list-paths';
import {
  FlightDetailSchema,
  FlightPageSchema,
  FlightSchema,
  ManifestImportSchema,
} from '../../../shared/schemas/flights';
import { FLIGHTS_PER_PAGE, PASSENGERS_PER_PAGE } from './service';
import { MANIFEST_MAX_BYTES } from './manifest';
import * as manifestLimits from './manifest-limits';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'flights.list': FlightPageSchema,
  'flights.get': FlightDetailSchema,
  'flights.create': FlightSchema,
  'flights.update': FlightSchema,
  'flights.setBlockTimes': FlightSchema,
  'flights.importManifest': ManifestImportSchema,
};

/** What a manifest may take to read, as the description says it. */
const manifestLimitsText = () =>
  [
    `${manifestLimits.MANIFEST_MAX_PAGES} pages`,
    `${manifestLimits.MANIFEST_MAX_TEXT_ITEMS.toLocaleString('en')} pieces of text`,
    `${manifestLimits.MANIFEST_TIME_LIMIT_MS / 1000} seconds`,
    `${manifestLimits.MANIFEST_MEMORY_MB} MB of memory`,
  ].join(', ');

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: LIST_PATHS.flights,
    procedure: 'flights.list',
    summary: 'Flights, paginated',
    description:
      `The last added or edited first, ${FLIGHTS_PER_PAGE} a page. ` +
      '`date` (a local day of the airport, `APP_TIMEZONE`) keeps the flights leaving or landing that day, in departure order; ' +
      '`airport` (an id) keeps those leaving it or landing there, and with `date` those leaving it or landing there that day. The page links carry both.',
  },
  {
    method: 'GET',
    path: LIST_PATHS.flight,
    procedure: 'flights.get',
    summary: 'A flight with its passengers',
    description: `Passengers ${PASSENGERS_PER_PAGE} a page (\`page\`). Services that do not handle passengers get \`passengers: null\`.`,
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'POST',
    path: '/api/flights',
    procedure: 'flights.create',
    status: 201,
    summary: 'Add a flight',
    description:
      "Times without an offset are the airport's local time (`2026-11-22T14:30`); with one (`…Z`, `+01:00`) they are taken as they are.",
  },
  {
    method: 'PUT',
    path: '/api/flights/:id',
    procedure: 'flights.update',
    summary: 'Edit a flight',
    description: 'The flight number cannot change.',
    errors: { 404: 'No flight has this id' },
  },
  {
    method: 'PATCH',
    path: '/api/flights/:id/block-times',
    procedure: 'flights.setBlockTimes',
    summary: "Set a flight's block times",
    description:
      'Estimated and actual off-block (the aircraft leaving its stand) and on-block (reaching the arrival stand), as the flight information system or a supervisor reports them. ' +
      "Off-block is read on the departure airport's clock, on-block on the arrival airport's, when sent without an offset. A field left out stays as it is; null clears it. " +
      "An actual time cannot be more than 5 minutes ahead of the server's clock; on-block must come after off-block. Bag delivery is measured from on-block once it is known.",
    errors: {
      404: 'No flight has this id',
      422: 'A time that cannot be read, an actual time in the future, or on-block not after off-block',
    },
  },
  {
    method: 'POST',
    path: '/api/flights/:flightId/import-manifest',
    procedure: 'flights.importManifest',
    summary: 'Import passengers from a PDF manifest',
    description:
      `A \`multipart/form-data\` upload, the PDF in the field \`manifest\` (${MANIFEST_MAX_BYTES / 1024 / 1024} MB at most). The same name and PNR twice is one passenger. Answers how many passengers the flight now has and how many the manifest added.\n\n` +
      `The PDF is read apart from the server's other work, within limits: ${manifestLimitsText()}. ` +
      `At most ${manifestLimits.MANIFEST_READS_AT_ONCE} manifests are read at once and ${manifestLimits.MANIFEST_READS_WAITING} more wait their turn; past that the server answers 503.`,
    upload: { field: 'manifest', type: 'application/pdf', maxBytes: MANIFEST_MAX_BYTES, tooLarge: 'manifestTooLarge' },
    input: async (req) => ({ flightId: req.params.flightId, manifest: await req.file('manifest') }),
    errors: {
      404: 'No flight has this id',
      413: `The file is over ${MANIFEST_MAX_BYTES / 1024 / 1024} MB`,
      422:
        'No `manifest` file (`errors.manifest`), or a manifest that cannot be read, the message says why: not a PDF, damaged, protected by a password, ' +
        `no text layer, no passenger table, or past a limit (${manifestLimitsText()})`,
      503: `Other manifests are being read (${manifestLimits.MANIFEST_READS_AT_ONCE} at once, ${manifestLimits.MANIFEST_READS_WAITING} waiting): the \`Retry-After\` header says how many seconds to wait`,
    },
  },
];
