// What other domains may use of baggage: how a licence plate names a bag (registration, search, claims), and
// which bags a flight carries (tracking, baggage messages).
export { bagsOfFlight } from './flight-bags';
export {
  bagWithinWindow,
  bagsOfPlate,
  bagsWithinWindow,
  lockPlate,
  lockPlates,
  nearestFlightFirst,
  sameBagWithin,
} from './plates';
