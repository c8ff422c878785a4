import type { BaseTranslation } from '../../i18n-types';

// The baggage messages screen (BSM, BUM received from the airlines): loaded with that screen only.
const en_baggageMessages = {
  intro:
    "The airlines' baggage messages as they came, newest first, with what applying each did. A refused message could not be read; a failed one could not be applied (an airport Tarmac does not know…): fix what it says, then apply it again.",
  outcome: 'Outcome',
  all: 'All',
  caption: 'Baggage messages received',
  received: 'Received',
  message: 'Message',
  flight: 'Flight',
  plates: 'Tags',
  result: 'Result',
  notes: 'Error and warnings',
  actions: 'Actions',
  empty: 'No message here.',
  failed: 'Could not load the messages: {message}',
  showText: 'Text of message {id}',
  showTextShort: 'Text',
  textTitle: 'Message {id} as received',
  reapply: 'Apply message {id} again',
  reapplyShort: 'Apply',
  reapplied: 'Message {id} applied again: {outcome}.',
  reapplyFailed: 'Could not apply the message: {message}',
  older: 'Older messages',
  outcomes: {
    received: 'Received',
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Unchanged',
    deleted: 'Deleted',
    offload: 'Offload',
    refused: 'Refused',
    failed: 'Failed',
  },
} satisfies BaseTranslation;

export default en_baggageMessages;
