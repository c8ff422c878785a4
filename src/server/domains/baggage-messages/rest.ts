import {
  BPM_PAGE_MAX,
  BpmPageSchema,
  MESSAGES_LIST_MAX,
  MessageResultSchema,
  MessageResultsSchema,
  OffloadBagsSchema,
  StoredMessageTextSchema,
  StoredMessagesSchema,
} from '../../../shared/schemas/baggage-messages';
import type { RestRoute } from '../../rest/route';

/** What each procedure answers (the compile-time check of rest/responses.ts holds them to the code). */
export const responses = {
  'baggageMessages.receive': MessageResultsSchema,
  'baggageMessages.list': StoredMessagesSchema,
  'baggageMessages.get': StoredMessageTextSchema,
  'baggageMessages.reapply': MessageResultSchema,
  'baggageMessages.offload': OffloadBagsSchema,
  'baggageMessages.bpm': BpmPageSchema,
};

const EXAMPLE = [
  'BSM',
  '.V/1LOSL',
  '.F/SK4416/05FEB/TOS/C',
  '.N/0117814872002',
  '.W/K/2/31',
  '.P/HANSEN/OLAMR',
  '.L/X7K2QP',
  '.S/Y/05A/C',
  'ENDBSM',
].join('  \n');

const BPM_EXAMPLE = [
  'BPM',
  '.V/1LOSL',
  '.J/R/AGENTPASSAGE//05FEB/1059L/LOADED',
  '.F/SK4416/05FEB/TOS',
  '.U/AKE12345SK/12L',
  '.N/0117814872001',
  'ENDBPM',
  'BPM',
  '.V/1LOSL',
  '.J/R/AGENTPASSAGE//05FEB/1102L/LOADED',
  '.F/SK4416/05FEB/TOS',
  '.B/NAL/0117814873001',
  'ENDBPM',
  '',
].join('\n');

/** The documented paths, one row each. */
export const routes = (): RestRoute[] => [
  {
    method: 'POST',
    path: '/api/baggage-messages',
    procedure: 'baggageMessages.receive',
    text: { field: 'text' },
    summary: 'Send baggage messages (BSM, BUM)',
    description:
      'One or more IATA RP 1745 messages in `text/plain`, as the broker relays them: each from `BSM` to `ENDBSM` (or `BUM` to `ENDBUM`), ' +
      'an optional `CHG` or `DEL` line after the header, lines ending in CR/LF or LF; the teletype envelope and blank lines between messages are left alone. ' +
      "The body's messages are applied in order, each stored as received with its outcome in the same transaction: a BSM creates or updates the flight (number and local day of departure at the station of `.V`), " +
      'the passenger (`.P`, `.L`) and each bag (`.N`, a plate within the plate window); `CHG` updates them; `DEL` withdraws the bags from the flight (kept, for their history); ' +
      'a BUM marks its bags to offload. The same message twice changes nothing (`unchanged`). ' +
      'A message that cannot be read is `refused` alone, its `error` naming the line and element; one that cannot be applied (an airport Tarmac does not know) is `failed`; the others are applied. ' +
      `The answer lists one result per message, in order. Element by element: docs/rules/baggage-messages.md. A message:\n\n    ${EXAMPLE.replace(/ {2}\n/g, '\n    ')}`,
    errors: {
      413: 'The body is over 1 MB: checked from its declared length, before it is read',
      422: 'The body holds no message (`text`)',
      429: 'The sending account sent more than `BAGGAGE_MESSAGES_PER_MINUTE` requests this minute (all processes together): nothing of this body was stored; send it again after the seconds `Retry-After` gives',
      500: "A failure on Tarmac's side stopped the body: none of its changes were kept, and its messages are stored as `received` (the one that failed `failed`), to be applied again from the message screen; sending the body again applies it as well",
      503: 'The database is out of reach: nothing of the body was stored; send it again later',
    },
  },
  {
    method: 'GET',
    path: '/api/baggage-messages',
    procedure: 'baggageMessages.list',
    summary: 'The baggage messages received',
    description: `The newest first, ${MESSAGES_LIST_MAX} at most: each with its outcome, flight, plates, warnings and error as last applied. \`outcome\` keeps one outcome's (\`refused\`, \`failed\`…); \`before\` (the last id seen) gives older ones.`,
  },
  {
    method: 'GET',
    path: '/api/baggage-messages/bpm',
    procedure: 'baggageMessages.bpm',
    textAnswer: {
      field: 'text',
      headers: {
        'Next-Cursor': {
          field: 'next',
          description:
            'The `after` of the next page: the id of the last event given (the same cursor again when none was)',
        },
      },
      example: BPM_EXAMPLE,
    },
    summary: 'Bag events as Baggage Processed Messages (BPM)',
    description:
      `Every bag scan as an IATA RP 1745 BPM, in the order they were recorded, each from \`BPM\` to \`ENDBPM\`, lines ending in LF, in \`text/plain\`: ` +
      "`.V` (the station, the bag local `L`, transfer `T` or terminating `X` there), `.J` (R for reconciliation, the agent, the local day and time, the checkpoint: the scan's type), " +
      "`.F` (the bag's flight, its local day, its destination), `.U` when the scan named a ULD or hold position (the ULD's code, the position), then `.N` with the plate, or `.B/NAL` for a bag loaded after a DEL or a BUM (loaded, not authorised). " +
      `\`after\`: the \`Next-Cursor\` header of the page before (none or 0: from the first event); \`limit\`: at most that many (${BPM_PAGE_MAX} at most, and by default). ` +
      'An empty body is the end for now: ask again later with the same cursor. An event is given once every scan recorded before it is committed, so a page may stop short of the newest. ' +
      'Element by element: docs/rules/baggage-messages.md#bpm-out.',
    errors: { 422: 'The cursor or the limit is not a whole number (`after`, `limit`)' },
  },
  {
    method: 'GET',
    path: '/api/baggage-messages/:id',
    procedure: 'baggageMessages.get',
    summary: 'A baggage message with its text as received',
    errors: { 404: 'No message has this id' },
  },
  {
    method: 'POST',
    path: '/api/baggage-messages/:id/apply',
    procedure: 'baggageMessages.reapply',
    summary: 'Apply a stored baggage message again',
    description:
      'As received, after its reference data was fixed (an airport added) or after a failure: its outcome becomes what this applying did. Only a message that changed nothing yet (`received`, `refused`, `failed`): applied again, an old message would undo what later messages of its bags did.',
    errors: {
      404: 'No message has this id',
      409: 'The message was applied already (its outcome is neither `received`, `refused` nor `failed`)',
    },
  },
  {
    method: 'GET',
    path: '/api/flights/:id/bags-to-offload',
    procedure: 'baggageMessages.offload',
    summary: "The flight's bags to offload",
    description:
      'The bags whose passenger did not board (a BUM came for them), by passenger name: a bag whose `status` is LOADED is in the hold and must come out.',
    errors: { 404: 'No flight has this id' },
  },
];
