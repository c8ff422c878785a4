// What other domains may use of baggage: how a licence plate names a bag (registration, search, claims).
export { bagWithinWindow, bagsOfPlate, lockPlate, nearestFlightFirst, sameBagWithin } from './plates';
