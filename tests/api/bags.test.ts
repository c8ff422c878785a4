import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bags } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { FLIGHT_DAY, insertBag, insertFlight, insertPassenger, uniqueBagTag } from '../helpers/flights';
import { pdfText } from '../helpers/pdf';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const bagsOf = async (t: TestApp, passengerId: number) =>
  (await t.database.db.select({ n: count() }).from(bags).where(eq(bags.passenger_id, passengerId)))[0]!.n;

const INVALID_TAG =
  'Une étiquette bagage est 8Z-2026-00421337, une plaque de 10 chiffres ou sa forme courte comme BA728359.';
const INVALID_WEIGHT = 'Le poids est un nombre de kilogrammes entre 0 et 999.';

describe.each(databases())('POST /api/bags on %s', (kind) => {
  const t = useTestApp(kind);

  let agent: Promise<{ airport: Awaited<ReturnType<typeof createAirport>>; auth: { cookie: string } }> | undefined;
  /** The passage agent of this suite, assigned to its own airport, and a passenger on a fresh flight. */
  async function setup() {
    agent ??= (async () => {
      const airport = await createAirport(t);
      const { auth } = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
      return { airport, auth };
    })();
    const { airport, auth } = await agent;
    const flight = await insertFlight(t);
    const pax = await insertPassenger(t, flight.id);
    return { airport, auth, pax, flight };
  }

  it('adds a bag (201) at the agent’s airport with status CREATED, and the passenger screen lists it', async () => {
    const { auth, airport, pax } = await setup();
    const tag = uniqueBagTag();
    const bag = expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 23.4, passenger_id: pax.id }),
      201,
    );
    expect(Object.keys(bag).sort()).toEqual([
      'airport_id',
      'bag_tag_number',
      'created_at',
      'id',
      'passenger_id',
      'status',
      'weight',
    ]);
    expect(bag).toEqual({
      id: expect.any(Number),
      bag_tag_number: tag,
      weight: 23.4,
      passenger_id: pax.id,
      airport_id: airport.id,
      status: 'CREATED',
      created_at: expect.any(String),
    });
    expect(new Date(bag.created_at).toISOString()).toBe(bag.created_at);
    expect(Math.abs(Date.parse(bag.created_at) - Date.now())).toBeLessThan(60_000);
    expect(expectJson(await api(t, auth).get(`/api/passengers/${pax.id}`), 200).bags).toEqual([bag]);
  });

  it.each([
    ['the generated form, lower-case and padded', () => uniqueBagTag(), (tag: string) => `  ${tag.toLowerCase()} `],
    ['a 10-digit IATA licence plate', () => `0${digits(9)}`, (tag: string) => ` ${tag}`],
    ['the short form of a licence plate', () => `BA${digits(6)}`, (tag: string) => tag.toLowerCase()],
    ['a short form with a digit in the airline code', () => `8Z${digits(6)}`, (tag: string) => tag],
  ])('accepts %s and stores it trimmed and upper-case', async (_, make, write) => {
    const { auth, pax } = await setup();
    const tag = make();
    const bag = expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: write(tag), weight: 10, passenger_id: pax.id }),
      201,
    );
    expect(bag.bag_tag_number).toBe(tag);
    const [row] = await t.database.db.select({ tag: bags.bag_tag_number }).from(bags).where(eq(bags.id, bag.id));
    expect(row!.tag).toBe(tag);
  });

  it.each([
    '8Z-26-00421337',
    '8Z-2026-0042133',
    '8Z-2026-004213370',
    '8Z 2026 00421337',
    '8Z2026-00421337',
    '005712345',
    '00571234567',
    'BA72835',
    'BAA728359',
    'ABCDEFGHIJ',
  ])('answers 422 on bag_tag_number for %s and adds nothing', async (tag) => {
    const { auth, pax } = await setup();
    const res = expectError(
      await api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 10, passenger_id: pax.id }),
      422,
      ['bag_tag_number'],
    );
    expect(res.errors.bag_tag_number).toEqual([INVALID_TAG]);
    expect(await bagsOf(t, pax.id)).toBe(0);
  });

  it.each([
    ['its short form after the licence plate', '0125', 'BA'],
    ['the licence plate after its short form', 'BA', '0125'],
    ['a licence plate with another leading digit after the short form', 'BA', '2125'],
  ])('answers 409 for %s: one licence plate, one bag', async (_, first, second) => {
    const { auth, pax, flight } = await setup();
    const serial = digits(6);
    const stored = expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: `${first}${serial}`, weight: 10, passenger_id: pax.id }),
      201,
    );
    const res = expectError(
      await api(t, auth).post('/api/bags', { bag_tag_number: `${second}${serial}`, weight: 10, passenger_id: pax.id }),
      409,
    );
    expect(res.message).toBe(
      `L’étiquette ${second}${serial} est déjà enregistrée sous la forme ${stored.bag_tag_number} (une autre écriture de la même plaque) sur le vol ${flight.flight_number} du ${FLIGHT_DAY} : une plaque désigne un seul bagage sur 14 jours.`,
    );
    expect(await bagsOf(t, pax.id)).toBe(1);
  });

  it('keeps two licence plates apart, and a short form of an airline whose numeric code is unknown apart from any plate', async () => {
    const { auth, pax } = await setup();
    const serial = digits(6);
    for (const tag of [`0125${serial}`, `1125${serial}`, `8Z${serial}`, `0999${serial}`]) {
      expectJson(await api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 10, passenger_id: pax.id }), 201);
    }
  });

  it('answers one 201 and 409s when a plate and its short form are added at once', async () => {
    const { auth, pax } = await setup();
    const serial = digits(6);
    const answers = await Promise.all(
      [`0125${serial}`, `BA${serial}`, `0125${serial}`, `ba${serial}`].map((tag) =>
        api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 10, passenger_id: pax.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([
      201, 409, 409, 409,
    ]);
    expect(await bagsOf(t, pax.id)).toBe(1);
  });

  it('answers 422 on bag_tag_number for a tag of 100,000 characters', async () => {
    const { auth, pax } = await setup();
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: '0'.repeat(100_000),
      weight: 10,
      passenger_id: pax.id,
    });
    expect(expectError(res, 422, ['bag_tag_number']).errors.bag_tag_number[0]).toBe(INVALID_TAG);
    expect(await bagsOf(t, pax.id)).toBe(0);
  });

  it('answers 422 "Ce champ est obligatoire." for a blank tag', async () => {
    const { auth, pax } = await setup();
    const res = expectError(
      await api(t, auth).post('/api/bags', { bag_tag_number: '  ', weight: 10, passenger_id: pax.id }),
      422,
      ['bag_tag_number'],
    );
    expect(res.errors.bag_tag_number[0]).toBe('Ce champ est obligatoire.');
  });

  it.each([
    [23.46, 23.5],
    [18.04, 18],
    ['12.3', 12.3],
    [' 7 ', 7],
    ['0', 0],
    [0, 0],
    [999, 999],
  ])('takes the weight %j as %j kg (rounded to 0.1)', async (weight, stored) => {
    const { auth, pax } = await setup();
    const bag = expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: uniqueBagTag(), weight, passenger_id: pax.id }),
      201,
    );
    expect(bag.weight).toBe(stored);
    const [row] = await t.database.db.select({ weight: bags.weight }).from(bags).where(eq(bags.id, bag.id));
    expect(row!.weight).toBe(stored);
  });

  it.each([-0.1, '-1', 1000, 'abc', '12,5', '1e3', '', true, null, [12], Number.MAX_VALUE])(
    'answers 422 on weight for %j',
    async (weight) => {
      const { auth, pax } = await setup();
      const res = expectError(
        await api(t, auth).post('/api/bags', { bag_tag_number: uniqueBagTag(), weight, passenger_id: pax.id }),
        422,
        ['weight'],
      );
      expect(res.errors.weight).toEqual([INVALID_WEIGHT]);
      expect(await bagsOf(t, pax.id)).toBe(0);
    },
  );

  it('answers 422 naming bag_tag_number, weight and passenger_id when they are missing', async () => {
    const { auth } = await setup();
    expectError(await api(t, auth).post('/api/bags', {}), 422, ['bag_tag_number', 'passenger_id', 'weight']);
  });

  it('answers 409 naming the tag when it is already registered, even written in lower case, and adds nothing', async () => {
    const { auth, pax, flight } = await setup();
    const tag = `BA${digits(6)}`;
    expectJson(await api(t, auth).post('/api/bags', { bag_tag_number: tag, weight: 10, passenger_id: pax.id }), 201);
    const other = await insertPassenger(t, (await insertFlight(t)).id);
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: ` ${tag.toLowerCase()} `,
      weight: 12,
      passenger_id: other.id,
    });
    expect(expectError(res, 409).message).toBe(
      `L’étiquette ${tag} est déjà enregistrée sur le vol ${flight.flight_number} du ${FLIGHT_DAY} : une plaque désigne un seul bagage sur 14 jours.`,
    );
    expect(await bagsOf(t, other.id)).toBe(0);
  });

  it('answers 403 "Vous n’êtes assigné à aucun aéroport. Veuillez contacter l’administrateur." to a user with no airport (French by default)', async () => {
    const { auth } = await signedIn(t, { role: 'agent', service: 'bagagiste', airport_id: null });
    const pax = await insertPassenger(t, (await insertFlight(t)).id);
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: pax.id,
    });
    expect(expectError(res, 403).message).toBe(
      'Vous n’êtes assigné à aucun aéroport. Veuillez contacter l’administrateur.',
    );
    expect(await bagsOf(t, pax.id)).toBe(0);
  });

  it('answers the no-airport 403 in English to a user whose language is en, even with an airport_id in the body', async () => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'passage', airport_id: null, lang: 'en' });
    const airport = await createAirport(t);
    const pax = await insertPassenger(t, (await insertFlight(t)).id);
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: pax.id,
      airport_id: airport.id,
    });
    expect(expectError(res, 403).message).toBe('You are not assigned to any airport. Please contact the Admin.');
    expect(await bagsOf(t, pax.id)).toBe(0);
  });

  it('answers the no-airport 403 to the admin without an airport too', async () => {
    const pax = await insertPassenger(t, (await insertFlight(t)).id);
    const res = await api(t, await adminAuth(t)).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: pax.id,
    });
    expect(expectError(res, 403).message).toBe(
      'Vous n’êtes assigné à aucun aéroport. Veuillez contacter l’administrateur.',
    );
  });

  it('records the bag at another existing airport when airport_id says so', async () => {
    const { auth, pax } = await setup();
    const elsewhere = await createAirport(t);
    const bag = expectJson(
      await api(t, auth).post('/api/bags', {
        bag_tag_number: uniqueBagTag(),
        weight: 10,
        passenger_id: pax.id,
        airport_id: elsewhere.id,
      }),
      201,
    );
    expect(bag.airport_id).toBe(elsewhere.id);
  });

  it('defaults to the agent’s airport when airport_id is null', async () => {
    const { auth, pax, airport } = await setup();
    const bag = expectJson(
      await api(t, auth).post('/api/bags', {
        bag_tag_number: uniqueBagTag(),
        weight: 10,
        passenger_id: pax.id,
        airport_id: null,
      }),
      201,
    );
    expect(bag.airport_id).toBe(airport.id);
  });

  it('answers 422 on airport_id naming an unknown airport', async () => {
    const { auth, pax } = await setup();
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: pax.id,
      airport_id: 2147483000,
    });
    expect(expectError(res, 422, ['airport_id']).errors.airport_id).toEqual(['L’aéroport 2147483000 n’existe pas.']);
  });

  it('answers 422 on passenger_id naming an unknown passenger', async () => {
    const { auth } = await setup();
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: 2147483000,
    });
    expect(expectError(res, 422, ['passenger_id']).errors.passenger_id).toEqual([
      'Le passager 2147483000 n’existe pas.',
    ]);
  });

  it.each([
    [{ passenger_id: 'abc' }, 'passenger_id'],
    [{ passenger_id: 2147483648 }, 'passenger_id'],
    [{ passenger_id: 0 }, 'passenger_id'],
    [{ airport_id: '1' }, 'airport_id'],
    [{ airport_id: 2147483648 }, 'airport_id'],
    [{ bag_tag_number: 57123456 }, 'bag_tag_number'],
  ])('answers 422 on the field for the wrong value %j', async (override, field) => {
    const { auth, pax } = await setup();
    expectError(
      await api(t, auth).post('/api/bags', {
        bag_tag_number: uniqueBagTag(),
        weight: 10,
        passenger_id: pax.id,
        ...override,
      }),
      422,
      [field],
    );
  });

  it('lets two bags of one passenger through with different tags', async () => {
    const { auth, pax } = await setup();
    await insertBag(t, pax.id);
    expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: uniqueBagTag(), weight: 5, passenger_id: pax.id }),
      201,
    );
    expect(await bagsOf(t, pax.id)).toBe(2);
  });

  it.each([
    ['agent', 'cargo'],
    ['supervisor', 'lost-and-found'],
  ] as const)('refuses the %s of %s, even with an airport, with 403', async (role, service) => {
    const airport = await createAirport(t);
    const { auth } = await signedIn(t, { role, service, airport_id: airport.id });
    const pax = await insertPassenger(t, (await insertFlight(t)).id);
    const res = await api(t, auth).post('/api/bags', {
      bag_tag_number: uniqueBagTag(),
      weight: 10,
      passenger_id: pax.id,
    });
    expect(expectError(res, 403).message).toBe('Vous n’êtes pas autorisé à faire cela.');
    expect(await bagsOf(t, pax.id)).toBe(0);
  });

  it('answers 401 without authentication', async () => {
    expectError(await api(t).post('/api/bags', { bag_tag_number: uniqueBagTag(), weight: 10, passenger_id: 1 }), 401);
  });
});

describe.each(databases())('GET /api/bags/{id}/label on %s', (kind) => {
  const t = useTestApp(kind);

  // The standard PDF fonts write Windows-1252 only; names come from everywhere.
  it.each([
    ['Łukasz Żółć', 'Lukasz Zólc'],
    ['Ngũgĩ wa Thiong’o', 'Ngugi wa Thiong’o'],
    ['Дмитрий', '???????'],
    ['MUKENDI/JEAN MR', 'MUKENDI/JEAN MR'],
  ])('prints a label for a passenger named %s, the name written %s', async (name, printed) => {
    const airport = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    const pax = await insertPassenger(t, (await insertFlight(t)).id, { name });
    const bag = expectJson(
      await api(t, auth).post('/api/bags', { bag_tag_number: uniqueBagTag(), weight: 20, passenger_id: pax.id }),
      201,
    );
    const text = await pdfText(await api(t, auth).get(`/api/bags/${bag.id}/label`));
    expect(text.replace(/\s+/g, ' ')).toContain(`${printed} ${pax.pnr}`);
    expect(text).toContain(bag.bag_tag_number);
  });
});
