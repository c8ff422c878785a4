import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES } from '../../../../shared/photos';
import { shrinkImage } from '../../../lib/shrink-image';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { uploadFile } from '../../../lib/upload';

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

/** Shrinks a camera picture, then sends it through the photo's REST path (multipart); answers the bag. */
export function useSavePhoto() {
  const refresh = useRefresh();
  return async (id: number, file: File): Promise<FoundBag> => {
    const photo = await shrinkImage(file, {
      maxSide: PHOTO_MAX_SIDE,
      maxBytes: PHOTO_MAX_BYTES,
      keepTypes: PHOTO_TYPES,
    });
    const bag = await uploadFile<FoundBag>(
      'PUT',
      `/api/found-bags/${id}/photo`,
      'photo',
      photo,
      photo === file ? file.name : 'photo.jpg',
    );
    refresh();
    return bag;
  };
}

export function useDeletePhoto(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  return trpc.foundBags.deletePhoto.useMutation({
    onSuccess: () => (refresh(), opts.onSuccess()),
    onError: opts.onError,
  });
}

/** Where the browser reads the photo; its upload time in the address, so a replaced photo is never the cached one. */
export const photoUrl = (bag: FoundBag) =>
  bag.photo ? `/api/found-bags/${bag.id}/photo?at=${encodeURIComponent(bag.photo.uploaded_at)}` : null;
