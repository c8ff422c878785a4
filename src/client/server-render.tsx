import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { hashKey, QueryCache, QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { getUntypedClient, type TRPCLink } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { Provider as DeviceState } from 'jotai';
import { Router } from 'wouter';
import type { AppRouter } from '../server/router';
import { locales } from '../../locales/i18n-util';
import type { Answer, Boot } from '../shared/boot';
import { App } from './app';
import type { CurrentUser } from './lib/session/use-current-user';
import { setDisplayTimeZone } from './lib/format';
import { loadLocale } from './lib/i18n';
import { isDrawn } from './lib/not-drawn';
import { trpc } from './lib/trpc';
import { preloadEverything, routePathAt } from './routes';

// Decision 044: the server draws a signed-in user's first screen, which the browser then takes over (main.tsx).
// A kiosk paints the page as soon as its HTML and stylesheet are in, instead of after its scripts have run.

/** Every text, language and screen chunk, loaded once when the server starts: a page never waits for them. */
let prepared: Promise<unknown> | undefined;
export const prepareDrawing = () =>
  (prepared ??= Promise.all(locales.map((l) => loadLocale(l))).then(() => preloadEverything([...locales])));

/** Draw, answer the questions it asked, draw again: a screen whose questions depend on earlier answers gets them. */
const MAX_DRAWS = 3;

/**
 * The questions a screen asked when it was last drawn, by route, role and service ("/flights/:id agent passage"):
 * the next drawing of that screen asks them first and then usually draws once, where it drew twice (a first pass
 * that only found out what to ask: a third of the drawing's time). A question the screen no longer asks (a day gone
 * by) is forgotten as it is drawn again, and is never in the page; one answered for a user is only ever another
 * user's if their own drawing asks it again, as them. Bounded by routes × roles × services.
 */
const askedBefore = new Map<string, QueryKey[]>();

/** One drawing's query cache, noting every question the screen asks, whether it is answered already or not. */
function notingCache() {
  const cache = new QueryCache();
  const asked = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    asked.add(query.queryHash);
    return query;
  }) as typeof build;
  return { cache, asked };
}

export type Drawn = { html: string; boot: Boot };

/**
 * The page at `url` as the user's browser would draw it, with the answers to the questions it asks, or null when
 * it does not draw a screen (a redirection). `links` answer the questions in this process, as the user (the
 * server's local-link.ts). Only answers that came are in the page; a refused question stays unasked, and the
 * browser asks it itself. Throws when the page could not be drawn whole.
 */
export async function drawPage(url: string, user: CurrentUser, links: TRPCLink<AppRouter>[], signal: AbortSignal) {
  await prepareDrawing();
  // every user of a server sees the airport's time zone (APP_TIMEZONE): the same for every page drawn
  setDisplayTimeZone(user.timezone);
  const { cache, asked } = notingCache();
  const queryClient = new QueryClient({
    queryCache: cache,
    // answers drawn are fresh: a stale one would show as being asked again, where the browser's is not
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const meKey = getQueryKey(trpc.auth.me, undefined, 'query');
  queryClient.setQueryData(meKey, user);
  const trpcClient = trpc.createClient({ links });
  const at = url.indexOf('?');
  const [path, search] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
  const refused = new Set<string>();
  const screen = `${routePathAt(path)} ${user.role} ${user.service?.slug ?? ''}`;
  await Promise.all(
    (askedBefore.get(screen) ?? []).map((key) => {
      const [procedure, { input } = {}] = key as [string[], { input?: unknown }?];
      return queryClient
        .prefetchQuery({ queryKey: key, queryFn: () => getUntypedClient(trpcClient).query(procedure.join('.'), input) })
        .then(() => {
          // refused this time: out of the cache, so the drawing asks it as it would have, and learns it is refused
          if (queryClient.getQueryState(key)?.status === 'error')
            queryClient.removeQueries({ queryKey: key, exact: true });
        });
    }),
  );
  signal.throwIfAborted();
  const me = hashKey(meKey);

  for (let draw = 1; ; draw++) {
    const routing: { redirectTo?: string } = {};
    let failure: unknown;
    asked.clear();
    const { prelude } = await prerender(
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search} ssrContext={routing}>
          <DeviceState>
            <App locale={user.lang} queryClient={queryClient} trpcClient={trpcClient} />
          </DeviceState>
        </Router>
      </StrictMode>,
      {
        signal,
        // no part of the page left to stream in later: React would send it with an inline script, which the CSP
        // refuses (and the page has it all anyway)
        progressiveChunkSize: Infinity,
        onError: (err) => void (failure ??= err),
      },
    );
    const html = await new Response(prelude).text();
    if (failure) throw new Error('The page could not be drawn', { cause: failure });
    if (routing.redirectTo) return null;
    if (html.includes('<script')) throw new Error('The drawn page holds a script, which the CSP would refuse');
    // the questions this pass asked, of which those answered are what the page shows
    const used = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => asked.has(q.queryHash));
    const waiting = used.filter(
      (q) => q.state.status === 'pending' && !refused.has(q.queryHash) && isEnabled(q) && isDrawn(q.meta),
    );
    if (waiting.length === 0 || draw === MAX_DRAWS) {
      const answered = used.filter((q) => q.state.status === 'success' && q.queryHash !== me);
      askedBefore.set(
        screen,
        answered
          .filter((q) => (q.queryKey[1] as { type?: string } | undefined)?.type === 'query')
          .map((q) => q.queryKey),
      );
      const answers = answered.map((q): Answer => [q.queryKey, q.state.data]);
      return { html, boot: { user, answers } } satisfies Drawn;
    }
    signal.throwIfAborted();
    await Promise.all(waiting.map((q) => q.fetch().catch(() => refused.add(q.queryHash))));
    signal.throwIfAborted();
  }
}

const isEnabled = (q: Query) => {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
};
