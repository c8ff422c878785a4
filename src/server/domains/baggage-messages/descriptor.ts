import type { Domain } from '../domain';
import { baggageMessagesRouter } from './procedures';
import { responses, routes } from './rest';

// What the registry (domains/index.ts) reads of baggage messages: the airlines' BSM and BUM coming in, and the bags
// they mark to offload.
export const baggageMessages = {
  procedures: { baggageMessages: baggageMessagesRouter },
  routes,
  responses,
  tags: { baggageMessages: 'Baggage messages' },
  sections: {
    'Baggage messages':
      "The airlines' baggage messages (IATA RP 1745): Baggage Source Messages and Baggage Unload Messages in, and the bags they mark to offload.",
  },
} satisfies Domain;
