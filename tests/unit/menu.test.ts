import { describe, expect, it } from 'vitest';
import type { Translation } from '../../locales/i18n-types';
import type { ScreenRoute } from '../../src/client/lib/screen-route';
import { menuFor } from '../../src/client/menu';
import { SCREENS } from '../../src/client/screens';
import { can, ROLES, SERVICES, type Actor } from '../../src/shared/roles';

// The sidebar is built from what each screen declares in its feature's routes.ts (src/client/menu.ts). These tests
// keep every screen deciding whether the sidebar offers it, every link leading to a screen, and each user's sidebar
// the one written out here.

// A screen without a decision does not even compile: `menu` is required, null for a screen the sidebar does not offer.
// @ts-expect-error `menu` is missing
const _undecided: ScreenRoute = { path: '/nowhere', load: () => Promise.resolve(), name: 'NowhereScreen' };

type NavKey = keyof Translation['nav'];
const everyone = () => true;

/** The sidebar, section by section: each link and who is offered it. */
const SIDEBAR: { label: NavKey | null; links: [href: string, label: NavKey, offered: (a: Actor) => boolean][] }[] = [
  { label: null, links: [['/', 'dashboard', everyone]] },
  {
    label: 'passengerSection',
    links: [
      ['/flights', 'flights', can.passengers],
      ['/luggage-scan', 'scanBag', can.passengers],
      ['/bags-event/list', 'bagEvents', can.passengers],
    ],
  },
  {
    label: 'trackSection',
    links: [
      ['/search', 'search', everyone],
      ['/track-by-flight', 'trackByFlight', everyone],
      ['/baggage/live-map', 'liveMap', everyone],
    ],
  },
  {
    label: 'freightSection',
    links: [
      ['/freight/dashboard', 'freightDashboard', can.freight],
      ['/register-freight', 'registerFreight', can.freight],
      ['/freight-shipments', 'shipments', can.freight],
      ['/shipment-scan', 'shipmentScan', can.freight],
      ['/ulds', 'ulds', can.freight],
    ],
  },
  {
    label: 'lostFoundSection',
    links: [
      ['/baggage-claim', 'claimForm', can.claims],
      ['/baggage-claim/update', 'claimSearch', can.claims],
      ['/baggage-claim/found-bags', 'foundBags', can.claims],
      ['/baggage-claim/reports', 'claimReports', can.claims],
    ],
  },
  {
    label: 'accountSection',
    links: [
      ['/profile', 'profile', everyone],
      ['/shift-managment', 'shifts', can.shifts],
      ['/admin/users', 'users', can.administer],
      ['/admin/audit', 'audit', can.administer],
      ['/admin/personal-data', 'personalData', can.administer],
      ['/admin/baggage-messages', 'baggageMessages', can.administer],
    ],
  },
];

const expectedFor = (user: Actor) =>
  SIDEBAR.map(({ label, links }) => ({
    label,
    items: links.filter(([, , offered]) => offered(user)).map(([href, label]) => ({ href, label })),
  })).filter((s) => s.items.length > 0);

const USERS: Actor[] = ROLES.flatMap((role) => SERVICES.map(({ slug }) => ({ role, service: { slug } })));

/** Each section's title (`top` for the untitled one) and the addresses of its links, in order. */
const linksOf = (user: Actor) => menuFor(user).map((s) => [s.label ?? 'top', s.items.map((i) => i.href)]);

describe('the menu', () => {
  it('has a decision from every screen: a link in the sidebar, or null', () => {
    const undecided = SCREENS.filter((s) => !('menu' in s) || s.menu === undefined).map((s) => s.path);
    expect(undecided).toEqual([]);
  });

  it('links only to screens that exist and need no id, each at its own place with its own text', () => {
    const paths = new Set(SCREENS.map((s) => s.path));
    const hrefs = USERS.flatMap((u) => menuFor(u).flatMap((s) => s.items.map((i) => i.href)));
    expect(hrefs.filter((h) => !paths.has(h) || h.includes(':'))).toEqual([]);
    const entries = SCREENS.flatMap((s) => (s.menu ? [s.menu] : []));
    const places = entries.map((m) => `${m.section} ${m.order}`);
    expect(new Set(places).size).toBe(places.length);
    expect(new Set(entries.map((m) => m.label)).size).toBe(entries.length);
  });

  it.each(USERS.map((u) => [`${u.role} of ${u.service.slug}`, u] as const))(
    'offers the %s the sections and links written out here',
    (_, user) => {
      expect(menuFor(user)).toEqual(expectedFor(user));
    },
  );

  it('offers an admin every section and link', () => {
    expect(linksOf({ role: 'admin', service: { slug: 'admin-and-it' } })).toEqual([
      ['top', ['/']],
      ['passengerSection', ['/flights', '/luggage-scan', '/bags-event/list']],
      ['trackSection', ['/search', '/track-by-flight', '/baggage/live-map']],
      ['freightSection', ['/freight/dashboard', '/register-freight', '/freight-shipments', '/shipment-scan', '/ulds']],
      [
        'lostFoundSection',
        ['/baggage-claim', '/baggage-claim/update', '/baggage-claim/found-bags', '/baggage-claim/reports'],
      ],
      [
        'accountSection',
        [
          '/profile',
          '/shift-managment',
          '/admin/users',
          '/admin/audit',
          '/admin/personal-data',
          '/admin/baggage-messages',
        ],
      ],
    ]);
  });

  it('offers a cargo supervisor freight and shift management, not the passenger side, claims or administration', () => {
    expect(linksOf({ role: 'supervisor', service: { slug: 'cargo' } })).toEqual([
      ['top', ['/']],
      ['trackSection', ['/search', '/track-by-flight', '/baggage/live-map']],
      ['freightSection', ['/freight/dashboard', '/register-freight', '/freight-shipments', '/shipment-scan', '/ulds']],
      ['accountSection', ['/profile', '/shift-managment']],
    ]);
  });

  it('offers a passage agent the passenger side and tracking, and of their account only the profile', () => {
    expect(linksOf({ role: 'agent', service: { slug: 'passage' } })).toEqual([
      ['top', ['/']],
      ['passengerSection', ['/flights', '/luggage-scan', '/bags-event/list']],
      ['trackSection', ['/search', '/track-by-flight', '/baggage/live-map']],
      ['accountSection', ['/profile']],
    ]);
  });

  it('offers a lost-and-found agent the claims and found bags, not the passenger side or freight', () => {
    expect(linksOf({ role: 'agent', service: { slug: 'lost-and-found' } })).toEqual([
      ['top', ['/']],
      ['trackSection', ['/search', '/track-by-flight', '/baggage/live-map']],
      [
        'lostFoundSection',
        ['/baggage-claim', '/baggage-claim/update', '/baggage-claim/found-bags', '/baggage-claim/reports'],
      ],
      ['accountSection', ['/profile']],
    ]);
  });
});
