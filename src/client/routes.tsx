import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import type { Namespaces, Translation } from '../../locales/i18n-types';
import { preloadNamespace, useI18nContext } from './lib/i18n';
import { lazyNamed } from './lib/lazy';

// Every screen is its own chunk, fetched when its route first opens (React.lazy).
const Login = lazyNamed(() => import('./features/auth/screens/login-screen'), 'LoginScreen');
const Layout = lazyNamed(() => import('./components/app-layout'), 'AppLayout');
const Dashboard = lazyNamed(() => import('./features/baggage/screens/dashboard-screen'), 'DashboardScreen');
const BagScan = lazyNamed(() => import('./features/baggage/screens/bag-scan-screen'), 'BagScanScreen');
const BagEvents = lazyNamed(() => import('./features/baggage/screens/bag-events-screen'), 'BagEventsScreen');
const FlightList = lazyNamed(() => import('./features/flights/screens/flight-list-screen'), 'FlightListScreen');
const FlightDetail = lazyNamed(() => import('./features/flights/screens/flight-detail-screen'), 'FlightDetailScreen');
const PassengerDetail = lazyNamed(
  () => import('./features/passengers/screens/passenger-detail-screen'),
  'PassengerDetailScreen',
);
const Profile = lazyNamed(() => import('./features/profile/screens/profile-screen'), 'ProfileScreen');
const Users = lazyNamed(() => import('./features/admin/screens/users-screen'), 'UsersScreen');
const Audit = lazyNamed(() => import('./features/audit/screens/audit-screen'), 'AuditScreen');
const FreightDashboard = lazyNamed(
  () => import('./features/freight/screens/freight-dashboard-screen'),
  'FreightDashboardScreen',
);
const RegisterFreight = lazyNamed(
  () => import('./features/freight/screens/register-freight-screen'),
  'RegisterFreightScreen',
);
const Shipments = lazyNamed(() => import('./features/freight/screens/shipment-list-screen'), 'ShipmentListScreen');
const ShipmentScan = lazyNamed(() => import('./features/freight/screens/shipment-scan-screen'), 'ShipmentScanScreen');
const Ulds = lazyNamed(() => import('./features/ulds/screens/ulds-screen'), 'UldsScreen');
const FlightUlds = lazyNamed(() => import('./features/ulds/screens/flight-ulds-screen'), 'FlightUldsScreen');
const ChargeUld = lazyNamed(() => import('./features/ulds/screens/charge-uld-screen'), 'ChargeUldScreen');
const Search = lazyNamed(() => import('./features/tracking/screens/search-screen'), 'SearchScreen');
const SearchResult = lazyNamed(() => import('./features/tracking/screens/search-result-screen'), 'SearchResultScreen');
const TrackByFlight = lazyNamed(
  () => import('./features/tracking/screens/track-by-flight-screen'),
  'TrackByFlightScreen',
);
const ClaimForm = lazyNamed(() => import('./features/claims/screens/claim-form-screen'), 'ClaimFormScreen');
const ClaimSearch = lazyNamed(() => import('./features/claims/screens/claim-search-screen'), 'ClaimSearchScreen');
const FoundBags = lazyNamed(() => import('./features/found-bags/screens/found-bags-screen'), 'FoundBagsScreen');
const ShiftManagement = lazyNamed(
  () => import('./features/shifts/screens/shift-management-screen'),
  'ShiftManagementScreen',
);
const ShiftDetail = lazyNamed(() => import('./features/shifts/screens/shift-detail-screen'), 'ShiftDetailScreen');
const ClaimReports = lazyNamed(() => import('./features/claims/screens/claim-reports-screen'), 'ClaimReportsScreen');
const Upcoming = lazyNamed(() => import('./features/placeholder/upcoming-screen'), 'UpcomingScreen');
const NotFound = lazyNamed(() => import('./features/placeholder/not-found-screen'), 'NotFoundScreen');

type Title = keyof Translation['titles'];
/** `ns`: the texts namespace the screen reads, fetched beside its chunk. */
type ScreenRoute =
  | { path: string; screen: typeof NotFound; ns?: Namespaces[] }
  | { path: string; screen: typeof Upcoming; title: Title };

// Every route of SPEC §2, one line each; the first match wins. Screens of later issues show the layout and their title.
const SCREENS: ScreenRoute[] = [
  { path: '/', screen: Dashboard, ns: ['shifts'] },
  { path: '/freight/dashboard', screen: FreightDashboard, ns: ['freight'] },
  { path: '/luggage-scan', screen: BagScan },
  { path: '/flights', screen: FlightList },
  { path: '/flights/:id/ulds', screen: FlightUlds, ns: ['uld'] },
  { path: '/flights/:id', screen: FlightDetail, ns: ['passengers'] },
  { path: '/passengers/:id', screen: PassengerDetail, ns: ['passengers', 'bags'] },
  { path: '/register-freight', screen: RegisterFreight, ns: ['freight'] },
  { path: '/freight-shipments', screen: Shipments, ns: ['freight'] },
  { path: '/shipment-scan', screen: ShipmentScan, ns: ['freight'] },
  { path: '/ulds/:uld_id/charge', screen: ChargeUld, ns: ['uld'] },
  { path: '/ulds', screen: Ulds, ns: ['uld'] },
  { path: '/bags-event/list', screen: BagEvents },
  { path: '/search/result', screen: SearchResult, ns: ['tracking', 'freight'] },
  { path: '/search', screen: Search, ns: ['tracking'] },
  { path: '/track-by-flight', screen: TrackByFlight, ns: ['tracking', 'freight'] },
  { path: '/baggage/live-map', screen: Upcoming, title: 'liveMap' },
  { path: '/profile', screen: Profile, ns: ['profile', 'shifts'] },
  { path: '/baggage-claim/update', screen: ClaimSearch, ns: ['claims'] },
  { path: '/baggage-claim/found-bags', screen: FoundBags, ns: ['claims', 'foundBags'] },
  { path: '/baggage-claim/reports', screen: ClaimReports, ns: ['claims', 'claimReports'] },
  { path: '/baggage-claim', screen: ClaimForm, ns: ['claims'] },
  { path: '/shift-managment', screen: ShiftManagement, ns: ['shifts'] },
  { path: '/shifts/:id', screen: ShiftDetail, ns: ['shifts'] },
  { path: '/admin/users', screen: Users, ns: ['admin'] },
  { path: '/admin/audit', screen: Audit, ns: ['audit'] },
];

function Loading() {
  const { LL } = useI18nContext();
  return (
    <Center mih="40vh">
      <Loader aria-label={LL.app.loading()} />
    </Center>
  );
}

/** Fetches the layout and the screen of a location together, before the layout asks who is signed in. */
function usePreload(location: string) {
  const { parser } = useRouter();
  const { locale } = useI18nContext();
  if (location === '/login') return void Login.preload();
  void Layout.preload();
  const route = SCREENS.find((r) => matchRoute(parser, r.path, location)[0]);
  void (route?.screen ?? NotFound).preload();
  for (const ns of (route && 'ns' in route && route.ns) || []) void preloadNamespace(locale, ns);
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
      {/* CONTRACT §8: the misspelt route stays; the right spelling leads to the same screen */}
      <Route path="/shift-management">
        <Redirect to="/shift-managment" replace />
      </Route>
      {SCREENS.map((r) => (
        <Route key={r.path} path={r.path}>
          {page('title' in r ? <r.screen title={r.title} /> : <r.screen />)}
        </Route>
      ))}
      <Route>{page(<NotFound />)}</Route>
    </Switch>
  );
}
