import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSwitchLocale } from '../../../lib/i18n';
import { setDisplayTimeZone } from '../../../lib/format';
import { isUnauthorized, trpc, type RouterOutputs } from '../../../lib/trpc';
import { CURRENT_USER_QUERY } from './current-user-query';

export type CurrentUser = RouterOutputs['auth']['me'];

/**
 * Milliseconds to wait after the nth failure in a row before asking again: 1 s, 2 s, 4 s, 8 s, then every 15 s.
 * A restarting server is back within seconds; a cut network may take minutes, and a hall of kiosks asking
 * every second would slow the server down as it comes back.
 */
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), 15_000);

/**
 * Every screen loads the current user first and goes to /login on a 401, at once. Any other
 * failure (server restarting, network cut, 5xx) is not a reason to sign out: `unreachable` is then true and
 * the call is made again with a growing wait until the server answers (issue 23), `retryNow` skipping the wait.
 * The user's stored language wins over the device's.
 */
export function useCurrentUser() {
  const [, navigate] = useLocation();
  const { switchLocale } = useSwitchLocale();
  // the retries are ours (below), to show them, the first included: a failed first load's prefetch (routes.tsx)
  // is not asked again the moment this mounts, but after the first wait
  const query = trpc.auth.me.useQuery(undefined, { ...CURRENT_USER_QUERY, retryOnMount: false });
  const { refetch } = query;
  const unreachable = query.data === undefined && query.error !== null && !isUnauthorized(query.error);
  useEffect(() => {
    if (query.error && isUnauthorized(query.error)) navigate('/login', { replace: true });
  }, [query.error, navigate]);
  // without data, every error this query has seen is a failure in a row: the count sets the wait
  // counted from the failure, which may be the first load's prefetch, before this screen was drawn
  useEffect(() => {
    if (!unreachable) return;
    const wait = query.errorUpdatedAt + retryDelay(query.errorUpdateCount) - Date.now();
    const timer = setTimeout(() => void refetch(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [unreachable, query.errorUpdateCount, query.errorUpdatedAt, refetch]);
  const retryNow = useCallback(() => void refetch(), [refetch]);
  useEffect(() => {
    if (!query.data) return;
    setDisplayTimeZone(query.data.timezone);
    switchLocale(query.data.lang);
  }, [query.data?.lang, query.data?.timezone]); // eslint-disable-line react-hooks/exhaustive-deps
  return { data: query.data, unreachable, isFetching: query.isFetching, retryNow };
}

/** For components rendered inside the layout, where the user is known to be loaded. */
export function useUser(): CurrentUser {
  const { data } = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  if (!data) throw new Error('useUser outside the authenticated layout');
  return data;
}

export function useLogout() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({
    onSettled: () => {
      // nothing of the previous user may show to the next one at a shared kiosk
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });
}
