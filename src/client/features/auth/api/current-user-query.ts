import { createTRPCQueryUtils } from '@trpc/react-query';
import { queryClient, trpcClient } from '../../../lib/trpc';

/**
 * How the signed-in user is asked for, by the screens (useCurrentUser) and by the first load's prefetch alike: known
 * for a minute; never retried by the query itself, as useCurrentUser retries with a growing wait and says so;
 * 'always', as a kiosk that believes itself offline would otherwise wait without a word instead of trying.
 */
export const CURRENT_USER_QUERY = { staleTime: 60_000, retry: false, networkMode: 'always' } as const;

const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });

/** Asks who is signed in now, before the screen that shows it has loaded; the screen then finds the answer there. */
export function prefetchCurrentUser() {
  void utils.auth.me.prefetch(undefined, CURRENT_USER_QUERY);
}
