import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact, type inferReactQueryProcedureOptions } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/router';
import { callHeaders } from './call-headers';
import { UploadError } from './upload';

export const trpc = createTRPCReact<AppRouter>();
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

/**
 * Any call answered 401 means the session is gone (signed out elsewhere, password reset or account disabled
 * by an administrator): the current user is asked again, and its 401 sends the screen to /login
 * (useCurrentUser). Without this the screen would stay, showing errors, until the next page load.
 */
function onUnauthorized(err: unknown, queryKey?: readonly unknown[]) {
  if (!isUnauthorized(err)) return;
  const [path] = queryKey ?? [];
  if (Array.isArray(path) && path[0] === 'auth' && path[1] === 'me') return; // that one is the signal itself
  // asked once: not again while it is on its way (a screen's calls refused together), nor once it said 401
  const me = queryClient.getQueryCache().find({ queryKey: [['auth', 'me']] })?.state;
  if (me && isUnauthorized(me.error)) return;
  void queryClient.invalidateQueries({ queryKey: [['auth', 'me']] }, { cancelRefetch: false });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => onUnauthorized(err, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (err) => onUnauthorized(err) }),
  defaultOptions: {
    queries: {
      // a refused call (401/403/404/422) will not succeed by asking again
      retry: (count, err) => count < 2 && (httpStatusOf(err) ?? 500) >= 500,
      refetchOnWindowFocus: false,
    },
  },
});

const transport = {
  url: '/trpc',
  headers: callHeaders,
  fetch: (url: URL | RequestInfo, init?: RequestInit) => fetch(url, { ...init, credentials: 'same-origin' }),
};

export const trpcClient = trpc.createClient({
  links: [
    // the server refuses a sign-in inside a batch (one request, one password check): it goes on its own
    splitLink({
      condition: (op) => op.path === 'auth.login',
      true: httpLink(transport),
      false: httpBatchLink(transport),
    }),
  ],
});

/**
 * The server's message, already in the user's language (a call's or an upload's). A call that got no answer of
 * Tarmac's (no network, a proxy's page for a restarting server) carries the browser's or the parser's English
 * ("Failed to fetch", "Unexpected token '<'…"): the screen's own text says it better.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof TRPCClientError) return err.data && err.message ? err.message : fallback;
  return err instanceof UploadError && err.message ? err.message : fallback;
}

/** Per-field messages of a 422, for a form's setErrors. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof TRPCClientError)) return {};
  const errors = (err.data as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.join(' ')]));
}

/** The HTTP status the server answered a tRPC call with; undefined when it never answered (network, timeout). */
export const httpStatusOf = (err: unknown): number | undefined =>
  err instanceof TRPCClientError ? (err as TRPCClientError<AppRouter>).data?.httpStatus : undefined;
export const isUnauthorized = (err: unknown) => httpStatusOf(err) === 401;
export const isNotFound = (err: unknown) => httpStatusOf(err) === 404;
