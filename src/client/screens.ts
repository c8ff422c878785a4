import type { ScreenRoute } from './lib/screen-route';
import { screens as admin } from './features/admin/routes';
import { screens as audit } from './features/audit/routes';
import { screens as baggage } from './features/baggage/routes';
import { screens as baggageMessages } from './features/baggage-messages/routes';
import { screens as board } from './features/board/routes';
import { screens as flights } from './features/flights/routes';
import { screens as freight } from './features/freight/routes';
import { screens as lostAndFound } from './features/lost-and-found/routes';
import { screens as passengers } from './features/passengers/routes';
import { screens as personalData } from './features/personal-data/routes';
import { screens as profile } from './features/profile/routes';
import { screens as shifts } from './features/shifts/routes';
import { screens as tracking } from './features/tracking/routes';
import { screens as ulds } from './features/ulds/routes';

/** Every screen behind the layout, each feature's declared in its own routes.ts: one line per feature. */
export const SCREENS: ScreenRoute[] = [
  ...baggage,
  ...freight,
  ...flights,
  ...ulds,
  ...passengers,
  ...tracking,
  ...board,
  ...profile,
  ...lostAndFound,
  ...shifts,
  ...admin,
  ...audit,
  ...personalData,
  ...baggageMessages,
];
