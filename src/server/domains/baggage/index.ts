// What other domains may use of baggage: how a licence plate names a bag (registration, search, claims).
export {
  bagWithinWindow,
  bagsOfPlate,
  bagsWithinWindow,
  lockPlate,
  lockPlates,
  nearestFlightFirst,
  sameBagWithin,
} from './plates';
