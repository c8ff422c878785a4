import { describe, expect, it } from 'vitest';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import {
  adminAuth,
  createAirport,
  createZone,
  serviceId,
  signedIn,
  unique,
  uniqueAirportCode,
} from '../helpers/factories';
import { FLIGHT_DAY, insertFlight, insertPassenger, uniqueBagTag, uniquePnr } from '../helpers/flights';
import { newAwb } from '../helpers/freight';

// Every unique index answers 409 with its own message, also when two desks send the same
// value at once and both pass the service's check before either writes (then the index decides).

type Res = Awaited<ReturnType<ReturnType<typeof api>['post']>>;

/** Exactly one of the answers succeeded with `ok`, the others are 409 with `message`; never a 500. */
function oneWins(answers: Res[], ok: number, message: string | RegExp) {
  const statuses = answers.map((r) => r.statusCode).sort();
  expect(statuses, answers.map((r) => r.body).join('\n')).toEqual([ok, ...Array(answers.length - 1).fill(409)].sort());
  for (const r of answers.filter((a) => a.statusCode === 409)) expect(expectError(r, 409).message).toMatch(message);
  return answers.find((r) => r.statusCode === ok)!;
}

const times = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));

describe.each(databases())('Duplicates sent at once on %s', (kind) => {
  const t = useTestApp(kind);

  async function userBody(t: TestApp, overrides: Record<string, unknown> = {}) {
    const username = unique('dup');
    return {
      name: 'Grace Mbuyi',
      email: `${username}@example.test`,
      username,
      password: 'first-password',
      role: 'agent',
      service_id: await serviceId(t, 'passage'),
      lang: 'en',
      ...overrides,
    };
  }

  it('POST /api/users with one e-mail four times: one 201, three 409 naming the e-mail', async () => {
    const a = api(t, await adminAuth(t));
    const email = `${unique('same')}@example.test`;
    const bodies = await Promise.all([1, 2, 3, 4].map(() => userBody(t, { email })));
    oneWins(await Promise.all(bodies.map((b) => a.post('/api/users', b))), 201, `L’e-mail ${email} est déjà utilisé.`);
  });

  it('POST /api/users with one username four times: one 201, three 409 naming the username', async () => {
    const a = api(t, await adminAuth(t));
    const username = unique('same');
    const bodies = await Promise.all(
      [1, 2, 3, 4].map(() => userBody(t, { username, email: `${unique('m')}@example.test` })),
    );
    oneWins(
      await Promise.all(bodies.map((b) => a.post('/api/users', b))),
      201,
      `L’identifiant ${username} est déjà utilisé.`,
    );
  });

  it('PUT /api/users/{id} of two users to one e-mail at once: one 200, one 409', async () => {
    const a = api(t, await adminAuth(t));
    const [one, two] = await Promise.all([userBody(t), userBody(t)]);
    const ids = [
      expectJson(await a.post('/api/users', one), 201).id,
      expectJson(await a.post('/api/users', two), 201).id,
    ];
    const email = `${unique('same')}@example.test`;
    const answers = await Promise.all([
      a.put(`/api/users/${ids[0]}`, { ...one, email, password: undefined }),
      a.put(`/api/users/${ids[1]}`, { ...two, email, password: undefined }),
    ]);
    oneWins(answers, 200, `L’e-mail ${email} est déjà utilisé.`);
  });

  it('POST /api/airports with one code four times: one 201, three 409', async () => {
    const a = api(t, await adminAuth(t));
    const code = uniqueAirportCode();
    oneWins(
      await times(4, () => a.post('/api/airports', { code, name: 'Twin' })),
      201,
      `L’aéroport ${code} existe déjà.`,
    );
  });

  it('POST /api/zones with one name at one airport, in two cases, four times: one 201, three 409', async () => {
    const a = api(t, await adminAuth(t));
    const airport = await createAirport(t);
    const name = unique('Apron ');
    const answers = await Promise.all(
      [name, name, name.toUpperCase(), name.toLowerCase()].map((n) =>
        a.post('/api/zones', { name: n, airport_id: airport.id }),
      ),
    );
    oneWins(answers, 201, /^Cet aéroport a déjà une zone nommée /);
  });

  it('POST /api/passengers with one name and PNR on a flight four times: one 201, three 409', async () => {
    const a = api(t, await adminAuth(t));
    const flight = await insertFlight(t);
    const pnr = uniquePnr();
    const answers = await times(4, () =>
      a.post('/api/passengers', { name: 'MUKENDI/JEAN MR', pnr, seat: '12A', flight_id: flight.id }),
    );
    oneWins(answers, 201, `MUKENDI/JEAN MR (${pnr}) est déjà sur ce vol.`);
  });

  it('POST /api/bags with one tag four times: one 201, three 409', async () => {
    const airport = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    const flight = await insertFlight(t);
    const pax = await insertPassenger(t, flight.id);
    const tag = uniqueBagTag();
    const answers = await times(4, () =>
      api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 12, passenger_id: pax.id }),
    );
    oneWins(
      answers,
      201,
      `L’étiquette ${tag} est déjà enregistrée sur le vol ${flight.flight_number} du ${FLIGHT_DAY} : une plaque désigne un seul bagage sur 14 jours.`,
    );
  });

  async function shipmentBody() {
    const [dep, arr] = [await createAirport(t), await createAirport(t)];
    return {
      awb_number: newAwb(),
      shipper: 'Kinshasa Textiles SARL',
      consignee: 'Lubumbashi Retail Ltd',
      departure_airport_id: dep.id,
      arrival_airport_id: arr.id,
      weight: 100,
    };
  }

  it('POST /api/freight-shipments with one AWB four times, and PUT of two shipments to one AWB at once: one wins, the others 409', async () => {
    const { auth } = await signedIn(t, { service: 'cargo' });
    const a = api(t, auth);
    const body = await shipmentBody();
    oneWins(
      await times(4, () => a.post('/api/freight-shipments', body)),
      201,
      `Une expédition avec la LTA ${body.awb_number} est déjà enregistrée.`,
    );

    const [one, two] = [await shipmentBody(), await shipmentBody()];
    const ids = [
      expectJson(await a.post('/api/freight-shipments', one), 201).id,
      expectJson(await a.post('/api/freight-shipments', two), 201).id,
    ];
    const awb = newAwb();
    const answers = await Promise.all([
      a.put(`/api/freight-shipments/${ids[0]}`, { ...one, awb_number: awb }),
      a.put(`/api/freight-shipments/${ids[1]}`, { ...two, awb_number: awb }),
    ]);
    oneWins(answers, 200, `Une expédition avec la LTA ${awb} est déjà enregistrée.`);
  });

  it('POST /api/ulds with one code four times, and PUT of two ULDs to one code at once: one wins, the others 409', async () => {
    const { auth } = await signedIn(t, { service: 'cargo' });
    const a = api(t, auth);
    const serial = () => String(10000 + Math.floor(Math.random() * 89999));
    const code = `AKE${serial()}8Z`;
    oneWins(
      await times(4, () => a.post('/api/ulds', { code, type: 'CONTAINER', status: 'AVAILABLE' })),
      201,
      `Une ULD avec le code ${code} est déjà enregistrée.`,
    );

    const ids = await Promise.all(
      [1, 2].map(
        async () =>
          expectJson(
            await a.post('/api/ulds', { code: `AKE${serial()}8Z`, type: 'CONTAINER', status: 'AVAILABLE' }),
            201,
          ).id,
      ),
    );
    const target = `AKE${serial()}8Z`;
    const answers = await Promise.all(
      ids.map((id) => a.put(`/api/ulds/${id}`, { code: target, type: 'CONTAINER', status: 'AVAILABLE' })),
    );
    oneWins(answers, 200, `Une ULD avec le code ${target} est déjà enregistrée.`);
  });

  it('POST /api/shift-assignments of one user to one shift four times: one 201, three 409', async () => {
    const airport = await createAirport(t);
    const zone = await createZone(t, airport.id);
    const supervisor = await signedIn(t, { role: 'supervisor', service: 'passage', airport_id: airport.id });
    const agent = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    const s = api(t, supervisor.auth);
    const shift = expectJson(
      await s.post('/api/shifts', { started_at: '2033-03-03T06:00', ended_at: '2033-03-03T14:00' }),
      201,
    );
    const answers = await times(4, () =>
      s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
    );
    oneWins(answers, 201, `${agent.user.name} est déjà dans cette équipe : modifiez plutôt cette affectation.`);
  });
});
