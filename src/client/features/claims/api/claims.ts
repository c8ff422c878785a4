import { trpc, type RouterOutputs } from '../../../lib/trpc';

// The claims feature's only tRPC touchpoint; saving or updating refreshes the claim lists.
export type Claim = RouterOutputs['claims']['recents'][number];

export const useRecentClaims = () => trpc.claims.recents.useQuery();
export const useClaims = (page: number, search: string) => trpc.claims.list.useQuery({ page, search }, { placeholderData: (prev) => prev });
export const useClaim = (id: number) => trpc.claims.get.useQuery({ id });

export function useCreateClaim(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.claims.create.useMutation({
    onSuccess: () => {
      void utils.claims.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}

export function useUpdateClaimStatus(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.claims.updateStatus.useMutation({
    onSuccess: () => {
      void utils.claims.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}
