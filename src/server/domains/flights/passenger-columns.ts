import { passengers } from './tables';

/** A passenger as every answer shows one: the manifest's import and the passengers' own procedures. */
export const passengerColumns = {
  id: passengers.id,
  name: passengers.name,
  pnr: passengers.pnr,
  seat: passengers.seat,
  flight_id: passengers.flight_id,
};
