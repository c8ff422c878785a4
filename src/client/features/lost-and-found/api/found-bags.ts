import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES } from '../../../../shared/photos';
import { shrinkImage } from '../../../lib/shrink-image';
import { trpc } from '../../../lib/trpc';
import type { FoundBag } from './matching';
import { uploadFile } from '../../../lib/upload';

// The found-bag register's tRPC touchpoint (matching a found bag with a claim is in matching.ts).

/**
 * A registered bag or a new photo changes found-bag queries only: the proposals a claim shows are found-bag
 * queries too. No claim changes until a match is confirmed (lost-and-found's matching refreshes both).
 */
function useRefreshFoundBags() {
  const utils = trpc.useUtils();
  return () => void utils.foundBags.invalidate();
}
export const useFoundBags = (page: number, search: string, status: 'OPEN' | 'MATCHED' | null) =>
  trpc.foundBags.list.useQuery({ page, search, status }, { placeholderData: (prev) => prev });
export const useFoundBag = (id: number) => trpc.foundBags.get.useQuery({ id });
export function useCreateFoundBag(opts: { onSuccess: (bag: FoundBag) => void; onError: (err: unknown) => void }) {
  const refresh = useRefreshFoundBags();
  return trpc.foundBags.create.useMutation({
    onSuccess: (bag) => {
      refresh();
      opts.onSuccess(bag);
    },
    onError: opts.onError,
  });
}

/** Shrinks a camera picture, then sends it through the photo's REST path (multipart); answers the bag. */
export function useSavePhoto() {
  const refresh = useRefreshFoundBags();
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
  const refresh = useRefreshFoundBags();
  return trpc.foundBags.deletePhoto.useMutation({
    onSuccess: () => (refresh(), opts.onSuccess()),
    onError: opts.onError,
  });
}
