import type { BaseTranslation } from '../../i18n-types';

// The operations board: loaded with that screen only.
const en_board = {
  airport: 'Airport',
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost: reconnecting…',
  failed: 'Could not open the board: sign in again, or choose another airport.',
  day: '{airport}, {day}',
  updated: 'Updated {time}',
  caption: "Today's flights, those needing attention first",
  flight: 'Flight',
  direction: 'Way',
  departure: 'Departure',
  arrival: 'Arrival',
  time: 'Time',
  bagsHeading: 'Bags',
  bagCounts: '{total} bags · {checked} checked in · {loaded} loaded · {delivered} delivered',
  attention: 'Needs attention',
  ok: 'On track',
  empty: 'No flight leaves from or lands at this airport today.',
  freightToday: 'Freight today',
  received: 'Received',
  loaded: 'Loaded',
  delivered: 'Delivered',
  uldLoad: '{code}: {count} bags, {kg} kg',
  firstBag: 'First bag {minutes} min (target {target})',
  firstBagNone: 'First bag: not yet (target {target} min)',
  lastBag: 'last bag {minutes} min (target {target})',
  lastBagNone: 'last bag: not yet (target {target} min)',
  fromOnBlock: 'from on-block',
  fromScheduled: 'from the scheduled arrival',
  clock: 'Time at {airport}',
  wall: 'Wall screen',
  leaveWall: 'Leave the wall screen',
} satisfies BaseTranslation;

export default en_board;
