import { trpc, type RouterOutputs } from '../../../lib/trpc';

// The found-bag register's tRPC touchpoint; a confirmation or an undo refreshes found bags and claims alike.
export type FoundBag = RouterOutputs['foundBags']['get'];
export type ClaimMatch = RouterOutputs['foundBags']['matches'][number];

export const useFoundBags = (page: number, search: string, status: 'OPEN' | 'MATCHED' | null) =>
  trpc.foundBags.list.useQuery({ page, search, status }, { placeholderData: (prev) => prev });
export const useFoundBag = (id: number) => trpc.foundBags.get.useQuery({ id });
export const useClaimMatches = (id: number, enabled: boolean) => trpc.foundBags.matches.useQuery({ id }, { enabled });
export const useFoundBagMatches = (claimId: number) => trpc.foundBags.claimMatches.useQuery({ id: claimId });

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.foundBags.invalidate();
    void utils.claims.invalidate();
  };
}

export function useCreateFoundBag(opts: { onSuccess: (bag: FoundBag) => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  return trpc.foundBags.create.useMutation({
    onSuccess: (bag) => {
      refresh();
      opts.onSuccess(bag);
    },
    onError: opts.onError,
  });
}

export function useConfirmMatch(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  return trpc.foundBags.match.useMutation({ onSuccess: () => (refresh(), opts.onSuccess()), onError: opts.onError });
}

export function useUndoMatch(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  return trpc.foundBags.unmatch.useMutation({ onSuccess: () => (refresh(), opts.onSuccess()), onError: opts.onError });
}
