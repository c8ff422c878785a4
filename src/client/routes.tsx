import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter, type Parser } from 'wouter';
import type { Locales } from '../../locales/i18n-types';
import { prefetchCurrentUser } from './features/auth/api/current-user-query';
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

/**
 * Starts fetching what a location shows: the layout and the screen's chunk, and their texts. The routes call it on
 * every move, which costs nothing for what is already there.
 */
function preloadLocation(location: string, locale: Locales, parser: Parser) {
  if (location === '/login') return void Login.preload();
  void Layout.preload();
  const route = ROUTES.find((r) => matchRoute(parser, r.path, location)[0]);
  void (route?.screen ?? NotFound).preload();
  for (const ns of route?.ns ?? []) void preloadNamespace(locale, ns);
}

/**
 * The first load's preloads, and who is signed in, started by the entry before the dictionary has arrived: all of
 * it travels at once, where a kiosk's cold load used to wait for each in turn.
 */
export function preloadFirstLoad(location: string, locale: Locales) {
  preloadLocation(location, locale, parsePattern);
  if (location !== '/login') prefetchCurrentUser();
}

function usePreload(location: string) {
  const { parser } = useRouter();
  const { locale } = useI18nContext();
  preloadLocation(location, locale, parser);
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
