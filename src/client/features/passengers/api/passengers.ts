import { trpc } from '../../../lib/trpc';

// The passengers feature's tRPC touchpoint: a passenger's page and the bags added there.
export const usePassenger = (id: number) => trpc.passengers.get.useQuery({ id });

export function useAddBag(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.bags.add.useMutation({
    onSuccess: () => {
      void utils.passengers.get.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}
