import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';

// The baggage messages screen's only tRPC touchpoint: the messages received, one's text, applying one again.
export type MessageFilter = RouterInputs['baggageMessages']['list'];
export type StoredMessage = RouterOutputs['baggageMessages']['list'][number];
export type MessageResult = RouterOutputs['baggageMessages']['reapply'];

export const useMessages = (filter: MessageFilter) => trpc.baggageMessages.list.useQuery(filter);

/** One message's text, asked only when it is shown. */
export const useMessageText = (id: number | null) =>
  trpc.baggageMessages.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });

/** Applying a message again changes its outcome: the lists are read again. */
export function useReapply(options: { onSuccess: (r: MessageResult) => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.baggageMessages.reapply.useMutation({
    ...options,
    onSuccess: (r) => {
      void utils.baggageMessages.invalidate();
      options.onSuccess(r);
    },
  });
}
