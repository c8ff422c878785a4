// What other domains may use of flights: a flight's answer and a passenger's columns.
export { getFlight } from './service';
export { passengerColumns } from './passenger-columns';
