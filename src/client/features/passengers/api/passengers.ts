import { trpc } from '../../../lib/trpc';

// The passengers feature's tRPC touchpoint (flight detail, passenger detail, their modals).
export const usePassenger = (id: number) => trpc.passengers.get.useQuery({ id });

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

/** Uploads go through the REST path: multipart is not tRPC's business. Answers {count} or throws the server message. */
export function useImportManifest(flightId: number) {
  const utils = trpc.useUtils();
  return async (file: File): Promise<{ count: number }> => {
    const body = new FormData();
    body.append('manifest', file);
    const res = await fetch(`/api/flights/${flightId}/import-manifest`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': localStorage.getItem('tarmac.lang') ?? 'fr' },
    });
    const json = (await res.json().catch(() => ({}))) as { count?: number; message?: string; errors?: Record<string, string[]> };
    if (!res.ok) throw new Error(Object.values(json.errors ?? {})[0]?.[0] ?? json.message ?? res.statusText);
    void utils.flights.get.invalidate();
    return { count: json.count ?? 0 };
  };
}
