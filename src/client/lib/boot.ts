import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { BOOT_ID, type Boot } from '../../shared/boot';
import type { CurrentUser } from './session/use-current-user';
import { trpc } from './trpc';

/** Answers the page came with are fresh for this long: the first render shows them without asking again. */
const FRESH_MS = 10_000;

/**
 * Reads the page's data block (decisions 042 and 044) into the answers cache and removes it: after a sign-out,
 * nothing of the previous user stays in the page. Returns who is signed in, if the page says.
 */
export function takeBoot(queryClient: QueryClient): CurrentUser | undefined {
  const block = document.getElementById(BOOT_ID);
  const boot = JSON.parse(block?.textContent || '{}') as Boot & { user?: CurrentUser };
  block?.remove();
  if (boot.user) queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), boot.user);
  // counted from this device's clock, whatever the server's says
  for (const [key, data] of boot.answers ?? []) {
    queryClient.setQueryData(key, data);
    queryClient.setQueryDefaults(key, { staleTime: FRESH_MS });
  }
  return boot.user;
}
