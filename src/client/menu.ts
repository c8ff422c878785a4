import type { Translation } from '../../locales/i18n-types';
import { can, type Actor } from '../shared/roles';
import { MENU_SECTIONS, type Policy } from './lib/screen-route';
import { SCREENS } from './screens';

type NavKey = keyof Translation['nav'];

export type NavItem = { href: string; label: NavKey };
/** A section of the sidebar: its title (none for the top one) and its links. */
export type NavSection = { label: NavKey | null; items: NavItem[] };

const offers = (policy: Policy, user: Actor) => policy === 'everyone' || can[policy](user);

/**
 * The sidebar a user sees, built from the menu entries the screens declare in their features' routes.ts: the links
 * their policies offer this user, in the sections of MENU_SECTIONS, each in its entry's order. A section with none
 * of them is left out.
 */
export function menuFor(user: Actor): NavSection[] {
  const links = SCREENS.flatMap(({ path, menu }) =>
    menu && offers(menu.policy, user) ? [{ ...menu, href: path }] : [],
  );
  return MENU_SECTIONS.map((section) => ({
    label: section === 'top' ? null : section,
    items: links
      .filter((l) => l.section === section)
      .sort((a, b) => a.order - b.order)
      .map(({ href, label }) => ({ href, label })),
  })).filter((s) => s.items.length > 0);
}
