import type { LightMyRequestResponse } from 'fastify';
import { api, type TestApp } from '../../helpers/app';
import { createAirport, signedIn } from '../../helpers/factories';
import { insertFlight } from '../../helpers/flights';

/** One successful call of each documented operation, keyed `METHOD /path/{template}`. */
export type Samples = Record<string, () => Promise<LightMyRequestResponse>>;

/** What every domain's samples start from: an airport, an admin based there (`a` calls as them) and a flight. */
export async function sampleBase(t: TestApp) {
  const airport = await createAirport(t);
  const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it', airport_id: airport.id });
  const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
  return { t, airport, admin, a: api(t, admin.auth), flight };
}

export type SampleBase = Awaited<ReturnType<typeof sampleBase>>;

/** A domain's samples: it makes the data they need beside the base, then answers one call per path. */
export type SampleSet = (base: SampleBase) => Promise<Samples>;
