import { isNotFound, trpc, type RouterOutputs } from '../../../lib/trpc';

// The claims' tRPC touchpoint; saving or updating refreshes the claim lists.
export type Claim = RouterOutputs['claims']['recents'][number];

export const useRecentClaims = () => trpc.claims.recents.useQuery();
export const useClaims = (page: number, search: string, due: boolean) =>
  trpc.claims.list.useQuery({ page, search, deadline: due ? 'due' : null }, { placeholderData: (prev) => prev });

/** The passenger and flight of a tag, asked once the tag is complete; null when no bag has it. */
export function useTagLookup() {
  const utils = trpc.useUtils();
  return (tag: string) =>
    utils.claims.tagLookup.fetch({ tag }, { retry: false, staleTime: 60_000 }).catch((err: unknown) => {
      if (isNotFound(err)) return null;
      throw err;
    });
}
export const useClaim = (id: number) => trpc.claims.get.useQuery({ id });

export function useCreateClaim(opts: {
  onSuccess: (claim: RouterOutputs['claims']['create']) => void;
  onError: (err: unknown) => void;
}) {
  const utils = trpc.useUtils();
  return trpc.claims.create.useMutation({
    onSuccess: (claim) => {
      void utils.claims.invalidate();
      opts.onSuccess(claim);
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

/** An agent confirms a claim the passenger filed on their phone. */
export function useConfirmClaim(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.claims.confirm.useMutation({
    onSuccess: () => {
      void utils.claims.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}

/** A found bag sent out to its passenger; the claim and the lists are read again. */
export function useSendOutForDelivery(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.claims.outForDelivery.useMutation({
    onSuccess: () => {
      void utils.claims.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}
