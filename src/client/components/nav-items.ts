import type { Translation } from '../../../locales/i18n-types';
import { can, type Actor } from '../../shared/roles';

type NavKey = keyof Translation['nav'];

export type NavItem = { href: string; label: NavKey };
export type NavSection = { label: NavKey | null; visible: (a: Actor) => boolean; items: NavItem[] };

const everyone = () => true;

// The sidebar: sections shown by service and role.
export const NAV_SECTIONS: NavSection[] = [
  { label: null, visible: everyone, items: [{ href: '/', label: 'dashboard' }] },
  {
    label: 'passengerSection',
    visible: can.passengers,
    items: [
      { href: '/flights', label: 'flights' },
      { href: '/luggage-scan', label: 'scanBag' },
      { href: '/bags-event/list', label: 'bagEvents' },
    ],
  },
  {
    label: 'trackSection',
    visible: everyone,
    items: [
      { href: '/search', label: 'search' },
      { href: '/track-by-flight', label: 'trackByFlight' },
      { href: '/baggage/live-map', label: 'liveMap' },
    ],
  },
  {
    label: 'freightSection',
    visible: can.freight,
    items: [
      { href: '/freight/dashboard', label: 'freightDashboard' },
      { href: '/register-freight', label: 'registerFreight' },
      { href: '/freight-shipments', label: 'shipments' },
      { href: '/shipment-scan', label: 'shipmentScan' },
      { href: '/ulds', label: 'ulds' },
    ],
  },
  {
    label: 'lostFoundSection',
    visible: can.claims,
    items: [
      { href: '/baggage-claim', label: 'claimForm' },
      { href: '/baggage-claim/update', label: 'claimSearch' },
      { href: '/baggage-claim/found-bags', label: 'foundBags' },
      { href: '/baggage-claim/reports', label: 'claimReports' },
    ],
  },
  {
    label: 'accountSection',
    visible: everyone,
    items: [{ href: '/profile', label: 'profile' }],
  },
];

/** Items of the account section that depend on the role. */
export const roleItems = (a: Actor): NavItem[] => [
  ...(can.shifts(a) ? [{ href: '/shift-managment', label: 'shifts' as const }] : []),
  ...(can.administer(a) ? [{ href: '/admin/users', label: 'users' as const }] : []),
  ...(can.administer(a) ? [{ href: '/admin/audit', label: 'audit' as const }] : []),
  ...(can.administer(a) ? [{ href: '/admin/personal-data', label: 'personalData' as const }] : []),
];

/** Sidebar header colour per service slug; shade 9 of each keeps white text at 4.5:1 or more. */
export const SERVICE_COLOURS: Record<string, string> = {
  passage: 'indigo',
  passenger: 'indigo',
  bagagiste: 'blue',
  cargo: 'teal',
  'lost-and-found': 'pink',
  surete: 'red',
  'anti-fraude': 'grape',
  'admin-and-it': 'dark',
};

/** The link to highlight for a location: the longest matching prefix wins (/baggage-claim vs /baggage-claim/update). */
export function activeHref(hrefs: string[], location: string): string | undefined {
  const matches = hrefs.filter((h) => (h === '/' ? location === '/' : location === h || location.startsWith(`${h}/`)));
  return matches.sort((a, b) => b.length - a.length)[0];
}
