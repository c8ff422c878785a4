// What other domains may use of flights: a flight's answer, the airports at its ends, its times in its airports' zones and a passenger's columns.
export { getFlight } from './service';
export { endsOf, flightEnds } from './ends';
export { arrivalAirport, blockTimes, deliveryStart, departureAirport, flightTimes, flightZones } from './times';
export { passengerColumns } from './passenger-columns';
