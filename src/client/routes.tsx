import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import type { Locales } from '../../locales/i18n-types';
import type { ScreenRoute } from './lib/screen-route';
import { preloadNamespace, useI18nContext } from './lib/i18n';
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
function preloadRoute(route: (typeof ROUTES)[number] | undefined, locale: Locales) {
  return Promise.all([
    Layout.preload(),
    (route?.screen ?? NotFound).preload(),
    ...(route?.ns ?? []).map((ns) => preloadNamespace(locale, ns)),
  ]);
}

/**
 * The first load's preloads, started by the entry before the dictionary has arrived: they travel together, where a
 * kiosk's cold load used to wait for the dictionary, then the chunks; the entry's first render waits for them. Only
 * a path without parameters (the dashboards, the scan desks, the lists) is matched this early, by its text; the
 * routes match the others.
 */
export function preloadFirstLoad(location: string, locale: Locales): Promise<unknown> | undefined {
  if (location === '/login') return Login.preload();
  const route = ROUTES.find((r) => r.path === location);
  if (route) return preloadRoute(route, locale);
}

/** Fetches the layout and the screen of a location together, before the layout asks who is signed in. */
function usePreload(location: string) {
  const { parser } = useRouter();
  const { locale } = useI18nContext();
  if (location === '/login') return void Login.preload();
  void preloadRoute(
    ROUTES.find((r) => matchRoute(parser, r.path, location)[0]),
    locale,
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  usePreload(location);
  const page = (children: ReactNode) => (
    <Suspense fallback={<Loading />}>
      <Layout>
        {/* the layout stays put while a screen's chunk loads */}
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Layout>
    </Suspense>
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
          {page(<r.screen title={r.title} />)}
        </Route>
      ))}
      <Route>{page(<NotFound />)}</Route>
    </Switch>
  );
}
