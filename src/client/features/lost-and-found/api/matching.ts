import { trpc, type RouterOutputs } from '../../../lib/trpc';

// Matching found bags with claims, which the claims and the found-bags screens both show.
export type FoundBag = RouterOutputs['foundBags']['get'];
export type ClaimMatch = RouterOutputs['foundBags']['matches'][number];

export const useClaimMatches = (id: number, enabled: boolean) => trpc.foundBags.matches.useQuery({ id }, { enabled });
export const useFoundBagMatches = (claimId: number) => trpc.foundBags.claimMatches.useQuery({ id: claimId });

/** Found bags and claims change together: a match, an undo or a new found bag refreshes both. */
export function useRefreshLostAndFound() {
  const utils = trpc.useUtils();
  return () => {
    void utils.foundBags.invalidate();
    void utils.claims.invalidate();
  };
}

export function useConfirmMatch(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefreshLostAndFound();
  return trpc.foundBags.match.useMutation({ onSuccess: () => (refresh(), opts.onSuccess()), onError: opts.onError });
}

export function useUndoMatch(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefreshLostAndFound();
  return trpc.foundBags.unmatch.useMutation({ onSuccess: () => (refresh(), opts.onSuccess()), onError: opts.onError });
}

/** Where the browser reads the photo; its upload time in the address, so a replaced photo is never the cached one. */
export const photoUrl = (bag: FoundBag) =>
  bag.photo ? `/api/found-bags/${bag.id}/photo?at=${encodeURIComponent(bag.photo.uploaded_at)}` : null;
