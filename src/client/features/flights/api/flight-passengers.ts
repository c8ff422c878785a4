import { trpc } from '../../../lib/trpc';
import { uploadFile } from '../../../lib/upload';

// A flight's passenger list on the flight's page: adding, importing a manifest, removing; each refreshes the flight.
export function useAddPassenger(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.passengers.add.useMutation({
    onSuccess: () => {
      void utils.flights.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}

export function useDeletePassenger(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.passengers.delete.useMutation({
    onSuccess: () => {
      void utils.flights.invalidate();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}

/** The manifest's PDF goes through its REST path; answers {count} or throws the server's message. */
export function useImportManifest(flightId: number) {
  const utils = trpc.useUtils();
  return async (file: File): Promise<{ count: number }> => {
    const { count } = await uploadFile<{ count: number }>(
      'POST',
      `/api/flights/${flightId}/import-manifest`,
      'manifest',
      file,
    );
    void utils.flights.get.invalidate();
    return { count };
  };
}
