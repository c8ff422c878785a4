import type { Namespaces, Translation } from '../../../locales/i18n-types';
import type { can } from '../../shared/roles';

type NavKey = keyof Translation['nav'];

/**
 * The sidebar's sections, top to bottom (src/client/menu.ts builds the sidebar from the screens' entries). `top` is
 * the untitled one above the others; every other section is titled with its `nav` text. A section shows when the
 * user is offered one of its links.
 */
export const MENU_SECTIONS = [
  'top',
  'passengerSection',
  'trackSection',
  'freightSection',
  'lostFoundSection',
  'accountSection',
] as const satisfies readonly ('top' | NavKey)[];

/** Who is offered a link: a policy of `can` (src/shared/roles.ts, the same rules the server applies), or everyone. */
export type Policy = keyof typeof can | 'everyone';

/** A screen's link in the sidebar. */
export type MenuEntry = {
  section: (typeof MENU_SECTIONS)[number];
  /** Its text, a key of `nav` in the dictionaries. */
  label: NavKey;
  /** Its place among the links of its section, smallest first (the screens of a section come from several features). */
  order: number;
  /**
   * Who sees the link. Only the link: the client does not bar the path, and the server answers each of the
   * screen's questions by its own access rules.
   */
  policy: Policy;
};

/**
 * A screen as its feature declares it in its own routes.ts: the path, how to fetch its chunk, the name of the
 * component the chunk exports, and its link in the sidebar. Plain data (the screen is made lazy by routes.tsx), so
 * the end-to-end tests read the same list without loading React.
 */
export type ScreenRoute = {
  path: string;
  load: () => Promise<unknown>;
  name: string;
  /** The texts namespaces the screen reads, fetched beside its chunk. */
  ns?: Namespaces[];
  /** A screen of a later issue: the layout and this title. */
  title?: keyof Translation['titles'];
  /**
   * Its link in the sidebar, or null for a screen opened from another one (a flight from the flights list).
   * Required, so that a new screen decides: tests/unit/menu.test.ts checks every screen too.
   */
  menu: MenuEntry | null;
  /**
   * A page for people who have no account (a passenger following their claim): drawn alone, without the staff
   * layout, which would ask who is signed in and send them to the login page. Such a page calls only public paths.
   */
  public?: true;
};
