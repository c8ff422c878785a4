import { trpc } from '../../../lib/trpc';

// The flights feature's only tRPC touchpoint; mutations refresh the flight queries.
export const useFlights = (page: number) => trpc.flights.list.useQuery({ page }, { placeholderData: (prev) => prev });
export const useFlight = (id: number, page: number) =>
  trpc.flights.get.useQuery({ id, page }, { placeholderData: (prev) => prev });

export function useSaveFlight(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.flights.invalidate();
    opts.onSuccess();
  };
  return {
    create: trpc.flights.create.useMutation({ onSuccess, onError: opts.onError }),
    update: trpc.flights.update.useMutation({ onSuccess, onError: opts.onError }),
  };
}
