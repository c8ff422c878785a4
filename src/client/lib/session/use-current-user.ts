import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSwitchLocale } from '../i18n';
import { setDisplayTimeZone } from '../format';
import { isUnauthorized, trpc, type RouterOutputs } from '../trpc';

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
 * the call is made again with a growing wait until the server answers, `retryNow` skipping the wait.
 * The user's stored language wins over the device's.
 */
export function useCurrentUser() {
  const [, navigate] = useLocation();
  const { switchLocale } = useSwitchLocale();
  // the retries are ours (below), to show them; 'always': a kiosk that believes itself offline would otherwise
  // wait without a word instead of trying and saying so
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000, retry: false, networkMode: 'always' });
  const { refetch } = query;
  const unreachable = query.data === undefined && query.error !== null && !isUnauthorized(query.error);
  useEffect(() => {
    if (query.error && isUnauthorized(query.error)) navigate('/login', { replace: true });
  }, [query.error, navigate]);
  // without data, every error this query has seen is a failure in a row: the count sets the wait
  useEffect(() => {
    if (!unreachable) return;
    const timer = setTimeout(() => void refetch(), retryDelay(query.errorUpdateCount));
    return () => clearTimeout(timer);
  }, [unreachable, query.errorUpdateCount, refetch]);
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
