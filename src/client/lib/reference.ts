import { trpc } from './trpc';

// Reference data every feature reads: the airports, their zones and the services. It changes rarely (an
// administrator adds an airport or a zone), so one fetch serves the screens for minutes.
export const useAirports = () => trpc.reference.airports.useQuery(undefined, { staleTime: 5 * 60_000 });
export const useZones = () => trpc.reference.zones.useQuery({}, { staleTime: 60_000 });
export const useServices = () => trpc.reference.services.useQuery(undefined, { staleTime: 5 * 60_000 });
