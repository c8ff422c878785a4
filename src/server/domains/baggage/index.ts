// What other domains may use of baggage: how a licence plate names a bag (registration, search, claims).
export { bagWithinWindow, bagsOfPlate, nearestFlightFirst, sameBagWithin } from './plates';
