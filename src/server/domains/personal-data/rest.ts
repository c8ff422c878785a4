import {
  ERASE_REASON_MAX,
  PersonalDataErasureSchema,
  PersonalDataExportSchema,
  PersonalDataSummarySchema,
  type PersonalDataExport,
} from '../../../shared/schemas/personal-data';
import { ERASED } from './retention';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'personalData.summary': PersonalDataSummarySchema,
  'personalData.export': PersonalDataExportSchema,
  'personalData.erase': PersonalDataErasureSchema,
};

const WHICH =
  '`pnr` (every passenger booked under it, and the claims giving it or linked to one of them) or `claim`, its reference such as `FIH8Z00042` or its id ' +
  "(the claim, its passenger and that passenger's other claims): one of the two. With them come the passengers' bags and scans, the found bags matched " +
  'to those claims and the audit rows about all of these.';

/** The file name of a document: what it is about and the day it was made. */
const exportFileName = (doc: PersonalDataExport) =>
  `tarmac-personal-data-${doc.request.pnr ?? doc.request.claim}-${doc.generated_at.slice(0, 10)}.json`;

/** The documented paths, one row each: administrators only. */
export const routes = (): RestRoute[] => [
  {
    method: 'GET',
    path: '/api/personal-data',
    procedure: 'personalData.summary',
    summary: 'What Tarmac holds about a passenger, in short',
    description:
      `${WHICH} Answers who was found (names, flights, claims) and how many records of each kind, ` +
      'and `erasable`: what an erasure would erase now (records already erased are counted but not erasable).',
    errors: { 404: 'No claim has this reference or id, or no passenger and no claim are held under this PNR' },
  },
  {
    method: 'GET',
    path: '/api/personal-data/export',
    procedure: 'personalData.export',
    attachment: exportFileName,
    summary: 'Everything Tarmac holds about a passenger, as one JSON file',
    description:
      `${WHICH} The answer to a subject access request: every field of those records as stored (a found bag's photo as base64), ` +
      `and the audit rows with the old and new values of each change, oldest first. Sent as a file to save (\`Content-Disposition: attachment\`). ` +
      'Each export writes an audit row (`personal_data`, `export`) naming the records by id.',
    errors: { 404: 'No claim has this reference or id, or no passenger and no claim are held under this PNR' },
  },
  {
    method: 'POST',
    path: '/api/personal-data/erase',
    procedure: 'personalData.erase',
    summary: "Erase a passenger's personal data now, with a reason",
    description:
      `${WHICH} What the daily purge would erase once the retention periods are over, erased now: names, PNRs, seats, contact details, ` +
      `addresses and descriptions become \`${ERASED}\` or empty, scan remarks and history notes are emptied, found-bag photos deleted, ` +
      'and the same fields in the audit rows become the marker. Rows are kept, so every count of the dashboards and reports stays. ' +
      `\`reason\` is required (${ERASE_REASON_MAX} characters at most): it goes into the one audit row (\`personal_data\`, \`erase\`) that names the request, ` +
      'the records by id and what was erased. Records already erased are left as they are; it cannot be undone.',
    errors: { 404: 'No claim has this reference or id, or no passenger and no claim are held under this PNR' },
  },
];
