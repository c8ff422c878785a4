import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Locales } from '../../locales/i18n-types';
import type { ScreenRoute } from './lib/screen-route';
import { ChunkBoundary } from './components/chunk-boundary';
import { loadNamespaceBeforeFirstRender, preloadNamespace, useI18nContext } from './lib/i18n';
import { lazyNamed } from './lib/lazy';
import { SCREENS } from './screens';

type Title = NonNullable<ScreenRoute['title']>;

// Every screen is its own chunk, fetched when its route first opens (React.lazy).
const Login = lazyNamed(() => import('./features/auth/screens/login-screen'), 'LoginScreen');
const Layout = lazyNamed(() => import('./components/app-layout'), 'AppLayout');
const NotFound = lazyNamed(() => import('./features/placeholder/not-found-screen'), 'NotFoundScreen');

type Screen = (props: { title?: Title }) => ReactNode;

// Each feature declares its screens in its own routes.ts (src/client/screens.ts gathers them); the first match wins.
const ROUTES = SCREENS.map((r) => ({
  ...r,
  screen: lazyNamed(r.load as () => Promise<Record<string, Screen>>, r.name),
}));

function Loading() {
  const { LL } = useI18nContext();
  return (
    <Center mih="40vh">
      <Loader aria-label={LL.app.loading()} />
    </Center>
  );
}

/** Starts fetching what a route shows: the layout and the screen's chunk, and their texts. */
function preloadRoute(route: (typeof ROUTES)[number] | undefined, locale: Locales, loadTexts = preloadNamespace) {
  return Promise.all([
    route?.public ? undefined : Layout.preload(),
    (route?.screen ?? NotFound).preload(),
    ...(route?.ns ?? []).map((ns) => loadTexts(locale, ns)),
  ]);
}

/** A route's path as a pattern of the whole location, ":id" standing for one segment (as the routes match it). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const PATTERNS = ROUTES.map((r) => ({ route: r, pattern: patternOf(r.path) }));
/** The screen a location opens, for what is fetched ahead of it (none: the not-found screen). */
const routeAt = (location: string) => PATTERNS.find((p) => p.pattern.test(location))?.route;
/** The path of the route a location opens ("/flights/:id"), "*" for none: what names a screen whatever its ids. */
export const routePathAt = (location: string) => routeAt(location)?.path ?? '*';

/**
 * What the first render shows, loaded before it: the layout, the screen's chunk and its texts. The entry starts it
 * before the dictionary has arrived (they travel together), and the first render, in the browser as on the server,
 * draws the whole screen in one pass: the same markup on both sides, no spinner for a chunk still on its way.
 */
export function preloadFirstLoad(location: string, locale: Locales): Promise<unknown> {
  if (location === '/login') return Login.preload();
  return preloadRoute(routeAt(location), locale, loadNamespaceBeforeFirstRender);
}

/** Every screen's chunk and texts in both languages, for the server, which draws any of them (server-render.tsx). */
export const preloadEverything = (locales: Locales[]) =>
  Promise.all([
    Login.preload(),
    ...locales.flatMap((l) => ROUTES.map((r) => preloadRoute(r, l, loadNamespaceBeforeFirstRender))),
  ]);

/** Fetches the layout and the screen of a location together, before the layout asks who is signed in. */
function usePreload(location: string) {
  const { locale } = useI18nContext();
  if (location === '/login') return void Login.preload();
  preloadRoute(routeAt(location), locale).catch(() => {}); // a failed chunk shows where it renders (ChunkBoundary)
}

export function AppRoutes() {
  const [location] = useLocation();
  usePreload(location);
  const page = (children: ReactNode) => (
    <ChunkBoundary resetKey={location}>
      <Suspense fallback={<Loading />}>
        <Layout>
          {/* the layout stays put while a screen's chunk loads, and when it fails to */}
          <ChunkBoundary resetKey={location}>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ChunkBoundary>
        </Layout>
      </Suspense>
    </ChunkBoundary>
  );
  return (
    <Switch>
      <Route path="/login">
        <Suspense fallback={<Loading />}>
          <Login />
        </Suspense>
      </Route>
      {/* the misspelt route is the one other systems link to, so it stays; the right spelling leads to the same screen */}
      <Route path="/shift-management">
        <Redirect to="/shift-managment" replace />
      </Route>
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path}>
          {r.public ? (
            <ChunkBoundary resetKey={location}>
              <Suspense fallback={<Loading />}>
                <r.screen />
              </Suspense>
            </ChunkBoundary>
          ) : (
            page(<r.screen title={r.title} />)
          )}
        </Route>
      ))}
      <Route>{page(<NotFound />)}</Route>
    </Switch>
  );
}
