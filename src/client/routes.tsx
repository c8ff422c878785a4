import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AppLayout } from './components/app-layout';
import { BagEventsScreen } from './features/baggage/screens/bag-events-screen';
import { BagScanScreen } from './features/baggage/screens/bag-scan-screen';
import { UsersScreen } from './features/admin/screens/users-screen';
import { FlightDetailScreen } from './features/flights/screens/flight-detail-screen';
import { FlightListScreen } from './features/flights/screens/flight-list-screen';
import { PassengerDetailScreen } from './features/passengers/screens/passenger-detail-screen';
import { LoginScreen } from './features/auth/screens/login-screen';
import { NotFoundScreen } from './features/placeholder/not-found-screen';
import { UpcomingScreen } from './features/placeholder/upcoming-screen';
import { ProfileScreen } from './features/profile/screens/profile-screen';

// uPlot is loaded with the dashboard only
const DashboardScreen = lazy(() => import('./features/baggage/screens/dashboard-screen'));

// Every route of SPEC §2, one line each. Screens of later issues show the layout and their title.
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginScreen} />
      <Route>
        <AppLayout>
          <Switch>
            <Route path="/">
              <Suspense fallback={null}>
                <DashboardScreen />
              </Suspense>
            </Route>
            <Route path="/freight/dashboard">{() => <UpcomingScreen title="freightDashboard" />}</Route>
            <Route path="/luggage-scan" component={BagScanScreen} />
            <Route path="/flights" component={FlightListScreen} />
            <Route path="/flights/:id/ulds">{() => <UpcomingScreen title="flightUlds" />}</Route>
            <Route path="/flights/:id" component={FlightDetailScreen} />
            <Route path="/passengers/:id" component={PassengerDetailScreen} />
            <Route path="/register-freight">{() => <UpcomingScreen title="registerFreight" />}</Route>
            <Route path="/freight-shipments">{() => <UpcomingScreen title="shipments" />}</Route>
            <Route path="/shipment-scan">{() => <UpcomingScreen title="shipmentScan" />}</Route>
            <Route path="/ulds/:uld_id/charge">{() => <UpcomingScreen title="chargeUld" />}</Route>
            <Route path="/ulds">{() => <UpcomingScreen title="ulds" />}</Route>
            <Route path="/bags-event/list" component={BagEventsScreen} />
            <Route path="/search/result">{() => <UpcomingScreen title="searchResult" />}</Route>
            <Route path="/search">{() => <UpcomingScreen title="search" />}</Route>
            <Route path="/track-by-flight">{() => <UpcomingScreen title="trackByFlight" />}</Route>
            <Route path="/baggage/live-map">{() => <UpcomingScreen title="liveMap" />}</Route>
            <Route path="/profile" component={ProfileScreen} />
            <Route path="/baggage-claim/update">{() => <UpcomingScreen title="claimSearch" />}</Route>
            <Route path="/baggage-claim/reports">{() => <UpcomingScreen title="claimReports" />}</Route>
            <Route path="/baggage-claim">{() => <UpcomingScreen title="claimForm" />}</Route>
            <Route path="/shift-managment">{() => <UpcomingScreen title="shifts" />}</Route>
            {/* CONTRACT §8: the misspelt route stays; the right spelling leads to the same screen */}
            <Route path="/shift-management">{() => <Redirect to="/shift-managment" replace />}</Route>
            <Route path="/shifts/:id">{() => <UpcomingScreen title="shiftDetail" />}</Route>
            <Route path="/admin/users" component={UsersScreen} />
            <Route component={NotFoundScreen} />
          </Switch>
        </AppLayout>
      </Route>
    </Switch>
  );
}
