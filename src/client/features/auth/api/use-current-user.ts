import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSwitchLocale } from '../../../lib/i18n';
import { setDisplayTimeZone } from '../../../lib/format';
import { isUnauthorized, trpc, type RouterOutputs } from '../../../lib/trpc';

export type CurrentUser = RouterOutputs['auth']['me'];

/**
 * Every screen loads the current user first and goes to /login when that fails (SPEC §2).
 * The user's stored language wins over the device's (SPEC §9).
 */
export function useCurrentUser() {
  const [, navigate] = useLocation();
  const { switchLocale } = useSwitchLocale();
  const query = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  useEffect(() => {
    if (query.error && isUnauthorized(query.error)) navigate('/login', { replace: true });
  }, [query.error, navigate]);
  useEffect(() => {
    if (!query.data) return;
    setDisplayTimeZone(query.data.timezone);
    switchLocale(query.data.lang);
  }, [query.data?.lang, query.data?.timezone]); // eslint-disable-line react-hooks/exhaustive-deps
  return query;
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
