import type { Namespaces, Translation } from '../../../locales/i18n-types';

/**
 * A screen as its feature declares it in its own routes.ts: the path, how to fetch its chunk and the name of the
 * component the chunk exports. Plain data (the screen is made lazy by routes.tsx), so the end-to-end tests read
 * the same list without loading React.
 */
export type ScreenRoute = {
  path: string;
  load: () => Promise<unknown>;
  name: string;
  /** The texts namespaces the screen reads, fetched beside its chunk. */
  ns?: Namespaces[];
  /** A screen of a later issue: the layout and this title. */
  title?: keyof Translation['titles'];
};
