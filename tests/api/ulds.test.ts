import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { airports, users } from '../../src/server/domains/schema';
import { api, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { insertFlight } from '../helpers/flights';
import { newAwb } from '../helpers/freight';
import { pdfText } from '../helpers/pdf';

// ULDs: one vocabulary in every spelling, IATA codes given or assigned, maximum gross weights, net, tare and
// gross computed, a gross over the maximum refused naming the kg over, split shipments, events by ULD, the ULD
// contents list (and its former path).

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** An owner code nobody else in this file uses: three letters. */
const uniqueOwner = () => Array.from({ length: 3 }, () => LETTERS[randomInt(26)]).join('');

/** A cargo agent at an airport with its own ULD owner code. */
async function cargoDesk(t: TestApp, lang: 'en' | 'fr' = 'fr') {
  const airport = await createAirport(t);
  const owner = uniqueOwner();
  await t.database.db.update(airports).set({ uld_owner_code: owner }).where(eq(airports.id, airport.id));
  const { auth, user } = await signedIn(t, { service: 'cargo', airport_id: airport.id, lang });
  return { auth, user, airport, owner, a: api(t, auth) };
}

async function shipment(t: TestApp, auth: Auth, weight = 500) {
  const [dep, arr] = [await createAirport(t), await createAirport(t)];
  const body = {
    awb_number: newAwb(),
    shipper: 'Shipper',
    consignee: 'Consignee',
    departure_airport_id: dep.id,
    arrival_airport_id: arr.id,
    weight,
    nature: 'Textiles',
  };
  return expectJson(await api(t, auth).post('/api/freight-shipments', body), 201) as {
    id: number;
    awb_number: string;
    weight: number;
  };
}

describe.each(databases())('ULDs on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/ulds', () => {
    it('answers 201 with the ULD’s fields; without a code the next free serial of the type with the airport’s owner', async () => {
      const { a, airport, owner, user } = await cargoDesk(t);
      const flight = await insertFlight(t, { departure_airport: airport.id });
      const first = expectJson(
        await a.post('/api/ulds', { type: 'Container', status: 'Available', label: 'Fwd hold', flight_id: flight.id }),
        201,
      );
      expect(first).toMatchObject({
        code: `AKE00001${owner}`,
        uld_type: 'AKE',
        serial: '00001',
        owner_code: owner,
        label: 'Fwd hold',
        type: 'CONTAINER',
        status: 'AVAILABLE',
        capacity: 1588, // the type's maximum gross weight when none is sent
        max_gross_weight: 1588,
        load_kg: 0,
        net_kg: 0,
        tare_kg: 100, // an AKE's published tare while its plate's is not recorded
        tare_source: 'TYPE',
        gross_kg: 100,
        load_percent: 6.3,
        airport_id: airport.id,
        airport: { id: airport.id, code: airport.code },
        flight_id: flight.id,
        flight: {
          id: flight.id,
          flight_number: flight.flight_number,
          departure_airport: airport.id,
          departure_code: airport.code,
        },
        user: { id: user.id, name: user.name },
        shipments: [],
      });
      const second = expectJson(await a.post('/api/ulds', { type: 'CONTAINER', status: 'EMPTY' }), 201);
      expect(second.code).toBe(`AKE00002${owner}`);
      const pallet = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'pallet' }), 201);
      expect(pallet).toMatchObject({
        code: `PMC00001${owner}`,
        type: 'PALLET',
        status: 'AVAILABLE',
        capacity: 6804,
        tare_kg: null, // no published tare for a PMC: unknown, never guessed
        tare_source: null,
        gross_kg: null,
        load_percent: null,
      });
      const pillow = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Pillow', capacity: 300 }), 201);
      expect(pillow).toMatchObject({ code: `PLW00001${owner}`, type: 'PILLOW', capacity: 300, max_gross_weight: null });
      const plated = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'pallet', tare_kg: '110.5', capacity: 6000 }),
        201,
      );
      expect(plated).toMatchObject({ tare_kg: 110.5, tare_source: 'PLATE', gross_kg: 110.5, load_percent: 1.8 });
    });

    it('refuses a tare that is not a plate’s figure, or that leaves no room under the maximum gross', async () => {
      const { a } = await cargoDesk(t, 'en');
      for (const tare of [0, -3, 1000.1, 'heavy']) {
        const err = expectError(
          await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', tare_kg: tare }),
          422,
          ['tare_kg'],
        );
        expect(err.errors.tare_kg[0]).toBe(
          'The tare is the number of kilograms on the ULD’s plate, above 0 (1,000 at most).',
        );
      }
      const err = expectError(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', capacity: 80, tare_kg: 82 }),
        422,
        ['capacity'],
      );
      expect(err.errors.capacity[0]).toBe('The maximum gross weight must be above the tare (82 kg).');
      // the type's own tare counts when none is sent: an AKE limited to 100 kg could carry nothing
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', capacity: 100 }), 422, [
        'capacity',
      ]);
    });

    it.each([
      ['In Transit', 'IN_TRANSIT'],
      ['in-transit', 'IN_TRANSIT'],
      ['Assigned', 'ASSIGNED'],
      ['EMPTY', 'EMPTY'],
      ['partial', 'PARTIAL'],
      ['Full', 'FULL'],
    ])('accepts the status %s and answers %s', async (sent, stored) => {
      const { a } = await cargoDesk(t);
      expect(expectJson(await a.post('/api/ulds', { type: 'Container', status: sent }), 201).status).toBe(stored);
    });

    it('takes `flight` for `flight_id` (an alias the screens send)', async () => {
      const { a } = await cargoDesk(t);
      const flight = await insertFlight(t);
      expect(
        expectJson(await a.post('/api/ulds', { type: 'PALLET', status: 'EMPTY', flight: String(flight.id) }), 201)
          .flight_id,
      ).toBe(flight.id);
    });

    it('validates a code sent, stores its parts, and answers 409 for a code taken', async () => {
      const { a, owner } = await cargoDesk(t);
      const code = `AKE${randomInt(10_000, 99_999)}${owner.slice(0, 2)}`;
      const created = expectJson(
        await a.post('/api/ulds', { code: ` ${code.toLowerCase()} `, type: 'CONTAINER', status: 'AVAILABLE' }),
        201,
      );
      expect(created).toMatchObject({ code, uld_type: 'AKE', serial: code.slice(3, 8), owner_code: owner.slice(0, 2) });
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', code, type: 'CONTAINER' }), 409);
      // a 4-digit serial with a digit in the owner code: AKE1234 + 8Z
      const short = expectJson(
        await a.post('/api/ulds', { code: `AKE${randomInt(1000, 9999)}8Z`, type: 'CONTAINER', status: 'AVAILABLE' }),
        201,
      );
      expect(short.owner_code).toBe('8Z');
      expect(short.serial).toHaveLength(4);
      for (const bad of ['AK123458Z', 'AKE12', 'AKE123456789LH', '1KE12345LH']) {
        expectError(await a.post('/api/ulds', { status: 'AVAILABLE', code: bad, type: 'CONTAINER' }), 422, ['code']);
      }
    });

    it('refuses a capacity above the type’s maximum gross weight, naming it', async () => {
      const { a } = await cargoDesk(t);
      const err = expectError(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', capacity: 2000 }),
        422,
        ['capacity'],
      );
      expect(err.errors.capacity[0]).toContain('1');
      expect(err.errors.capacity[0]).toMatch(/1\s?588/);
      expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'PALLET', capacity: 6804 }), 201);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'PALLET', capacity: 6805 }), 422, [
        'capacity',
      ]);
    });

    it('names bad fields with 422: vocabulary, capacity, unknown flight or airport, huge label', async () => {
      const { a } = await cargoDesk(t);
      // type and status are required at the API (the ULD page's Container/Available are its form's defaults)
      const none = expectError(await a.post('/api/ulds', {}), 422, ['status', 'type']);
      expect(none.errors.type[0]).toBe(none.errors.status[0]);
      expectError(await a.post('/api/ulds', { type: 'CONTAINER' }), 422, ['status']);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE' }), 422, ['type']);
      const uld = expectJson(await a.post('/api/ulds', { type: 'CONTAINER', status: 'AVAILABLE' }), 201);
      expectError(await a.put(`/api/ulds/${uld.id}`, { label: 'Aft' }), 422, ['status', 'type']);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Crate' }), 422, ['type']);
      expectError(await a.post('/api/ulds', { type: 'CONTAINER', status: 'Lost' }), 422, ['status']);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', capacity: -5 }), 422, [
        'capacity',
      ]);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', capacity: 'lots' }), 422, [
        'capacity',
      ]);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', flight_id: 2147483647 }), 422, [
        'flight_id',
      ]);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', airport_id: 2147483647 }), 422, [
        'airport_id',
      ]);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', label: 'x'.repeat(5000) }), 422, [
        'label',
      ]);
      expectError(await a.post('/api/ulds', { status: 'AVAILABLE', type: 42 }), 422, ['type']);
    });
  });

  describe('PUT /api/ulds/{id}', () => {
    it('edits status, label and flight, keeps the code when none is sent, and accepts the screens’ spellings', async () => {
      const { a } = await cargoDesk(t);
      const uld = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201);
      const flight = await insertFlight(t);
      const edited = expectJson(
        await a.put(`/api/ulds/${uld.id}`, {
          type: 'Container',
          status: 'In Transit',
          label: 'Aft',
          flight: flight.id,
          capacity: 1500,
        }),
        200,
      );
      expect(edited).toMatchObject({
        id: uld.id,
        code: uld.code,
        status: 'IN_TRANSIT',
        label: 'Aft',
        flight_id: flight.id,
        capacity: 1500,
      });
      expectError(await a.put('/api/ulds/2147483647', { status: 'AVAILABLE', type: 'Container' }), 404);
    });

    it('refuses another ULD’s code (409) and a capacity below the load (422)', async () => {
      const { a, auth } = await cargoDesk(t);
      const one = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201);
      const two = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201);
      expectError(await a.put(`/api/ulds/${two.id}`, { status: 'AVAILABLE', type: 'Container', code: one.code }), 409);
      const s = await shipment(t, auth, 400);
      expectJson(await a.post(`/api/ulds/${one.id}/assign-shipment`, { shipment_id: s.id, weight: 300 }), 200);
      expectError(await a.put(`/api/ulds/${one.id}`, { status: 'AVAILABLE', type: 'Container', capacity: 200 }), 422, [
        'capacity',
      ]);
    });

    it('refuses a lower maximum or a heavier tare that would put the gross over, naming the kg over', async () => {
      const { a, auth } = await cargoDesk(t, 'en');
      const uld = expectJson(await a.post('/api/ulds', { status: 'PARTIAL', type: 'Container', tare_kg: 82 }), 201);
      const s = await shipment(t, auth, 1400);
      expectJson(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 1400 }), 200);
      const heavier = expectError(
        await a.put(`/api/ulds/${uld.id}`, { status: 'PARTIAL', type: 'Container', tare_kg: 200 }),
        422,
        ['tare_kg'],
      );
      expect(heavier.errors.tare_kg[0]).toBe(
        `${uld.code} would weigh 1,600 kg with its tare of 200 kg: 12 kg over its maximum gross weight of 1,588 kg.`,
      );
      const lower = expectError(
        await a.put(`/api/ulds/${uld.id}`, { status: 'PARTIAL', type: 'Container', tare_kg: 82, capacity: 1480 }),
        422,
        ['capacity'],
      );
      expect(lower.errors.capacity[0]).toContain('2 kg over its maximum gross weight of 1,480 kg');
      // exactly at the limit: 1,400 + 82 = 1,482
      expect(
        expectJson(
          await a.put(`/api/ulds/${uld.id}`, { status: 'PARTIAL', type: 'Container', tare_kg: 82, capacity: 1482 }),
          200,
        ),
      ).toMatchObject({ net_kg: 1400, tare_kg: 82, gross_kg: 1482, capacity: 1482, load_percent: 100 });
    });
  });

  describe('attaching shipments', () => {
    it('counts the tare: an AKE over its maximum gross with its tare is refused naming the kg over; at the limit accepted', async () => {
      const { a, auth } = await cargoDesk(t, 'en');
      const code = `AKE${randomInt(10_000, 99_999)}LH`;
      const uld = expectJson(await a.post('/api/ulds', { code, status: 'EMPTY', type: 'Container', tare_kg: 82 }), 201);
      expect(uld).toMatchObject({ capacity: 1588, tare_kg: 82, tare_source: 'PLATE', net_kg: 0, gross_kg: 82 });
      const s = await shipment(t, auth, 2000);
      // 1,558 kg fit the 1,588 kg an AKE may weigh only without its 82 kg of tare
      const over = expectError(
        await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 1558 }),
        422,
        ['weight'],
      );
      expect(over.errors.weight[0]).toBe(
        `${code} would weigh 1,640 kg with its tare of 82 kg: 52 kg over its maximum gross weight of 1,588 kg.`,
      );
      // one kilo over, then exactly at the limit
      expect(
        expectError(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 1507 }), 422, [
          'weight',
        ]).errors.weight[0],
      ).toContain(': 1 kg over');
      const full = expectJson(
        await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 1506 }),
        200,
      );
      expect(full).toMatchObject({ load_kg: 1506, net_kg: 1506, tare_kg: 82, gross_kg: 1588, load_percent: 100 });
      const tenth = expectError(
        await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 0.1 }),
        422,
        ['weight'],
      );
      expect(tenth.errors.weight[0]).toContain('0.1 kg over');
      // the same refusal in French, with French digit grouping
      const fr = await cargoDesk(t, 'fr');
      const other = expectJson(
        await fr.a.post('/api/ulds', { code: `AKE${randomInt(10_000, 99_999)}AF`, status: 'EMPTY', type: 'Container' }),
        201,
      );
      const frOver = expectError(
        await fr.a.post(`/api/ulds/${other.id}/assign-shipment`, {
          shipment_id: (await shipment(t, fr.auth, 1500)).id,
          weight: 1500,
        }),
        422,
        ['weight'],
      );
      expect(frOver.errors.weight[0]).toMatch(
        new RegExp(
          `^${other.code} pèserait 1\\s600 kg avec sa tare de 100 kg : 12 kg de plus que sa masse brute maximale de 1\\s588 kg\\.$`,
        ),
      );
    });

    it('refuses to load a ULD with a maximum but no known tare until its plate’s tare is recorded', async () => {
      const { a, auth } = await cargoDesk(t, 'en');
      const pallet = expectJson(await a.post('/api/ulds', { status: 'EMPTY', type: 'Pallet' }), 201);
      const s = await shipment(t, auth, 300);
      const refused = expectError(
        await a.post(`/api/ulds/${pallet.id}/assign-shipment`, { shipment_id: s.id, weight: 300 }),
        422,
        ['weight'],
      );
      expect(refused.errors.weight[0]).toBe(
        `${pallet.code} has no tare recorded: enter the tare on its plate before loading it.`,
      );
      expectJson(await a.put(`/api/ulds/${pallet.id}`, { status: 'EMPTY', type: 'Pallet', tare_kg: 110 }), 200);
      expect(
        expectJson(await a.post(`/api/ulds/${pallet.id}/assign-shipment`, { shipment_id: s.id, weight: 300 }), 200),
      ).toMatchObject({ net_kg: 300, tare_kg: 110, tare_source: 'PLATE', gross_kg: 410, capacity: 6804 });
      // a ULD without a maximum has no limit to check, as before: its gross is still unknown without a tare
      const pillow = expectJson(await a.post('/api/ulds', { status: 'EMPTY', type: 'Pillow' }), 201);
      const t2 = await shipment(t, auth, 50);
      expect(
        expectJson(await a.post(`/api/ulds/${pillow.id}/assign-shipment`, { shipment_id: t2.id, weight: 50 }), 200),
      ).toMatchObject({ capacity: null, net_kg: 50, tare_kg: null, gross_kg: null, load_percent: null });
    });

    it('computes the weights, refuses a gross over the maximum, and splits a shipment over ULDs', async () => {
      const { a, auth } = await cargoDesk(t, 'en');
      const small = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', capacity: 500 }),
        201,
      );
      const other = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', capacity: 1000 }),
        201,
      );
      const s = await shipment(t, auth, 800);

      const loaded = expectJson(
        await a.post(`/api/ulds/${small.id}/assign-shipment`, { shipment_id: s.id, weight: 350.04 }),
        200,
      );
      expect(loaded).toMatchObject({
        load_kg: 350,
        net_kg: 350,
        gross_kg: 450, // with the AKE's 100 kg
        load_percent: 90,
        shipments: [{ id: s.id, awb_number: s.awb_number, nature: 'Textiles', weight: 350, shipment_weight: 800 }],
      });

      const over = expectError(
        await a.post(`/api/ulds/${small.id}/assign-shipment`, { shipment_id: s.id, weight: 200 }),
        422,
        ['weight'],
      );
      expect(over.errors.weight[0]).toBe(
        `${small.code} would weigh 650 kg with its tare of 100 kg: 150 kg over its maximum gross weight of 500 kg.`,
      );

      // the same shipment again on the same ULD adds to its weight there
      expect(
        expectJson(await a.post(`/api/ulds/${small.id}/assign-shipment`, { shipment_id: s.id, weight: '50' }), 200),
      ).toMatchObject({ load_kg: 400, gross_kg: 500, load_percent: 100, shipments: [{ weight: 400 }] });

      // the rest on another ULD; no more than the shipment weighs
      const beyond = expectError(
        await a.post(`/api/ulds/${other.id}/assign-shipment`, { shipment_id: s.id, weight: 500 }),
        422,
        ['weight'],
      );
      expect(beyond.errors.weight[0]).toBe(`Only 400 kg of ${s.awb_number} are still to be put on a ULD.`);
      let unassigned = expectJson(await a.get('/api/freight-shipments/unassigned'), 200) as {
        id: number;
        remaining_weight: number;
      }[];
      expect(unassigned.find((u) => u.id === s.id)?.remaining_weight).toBe(400);
      expectJson(await a.post(`/api/ulds/${other.id}/assign-shipment`, { shipment_id: s.id, weight: 400 }), 200);
      unassigned = expectJson(await a.get('/api/freight-shipments/unassigned'), 200);
      expect(unassigned.some((u) => u.id === s.id)).toBe(false);

      const detail = expectJson(await a.get(`/api/ulds/${other.id}`), 200);
      expect(detail).toMatchObject({
        load_kg: 400,
        gross_kg: 500,
        load_percent: 50,
        shipments: [{ id: s.id, weight: 400 }],
      });
    });

    it('refuses bad attachments: weight under 0.1, unknown shipment, unknown ULD', async () => {
      const { a, auth } = await cargoDesk(t);
      const uld = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Pallet' }), 201);
      const s = await shipment(t, auth);
      expectError(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 0.05 }), 422, [
        'weight',
      ]);
      expectError(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id }), 422, ['weight']);
      expectError(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: 2147483647, weight: 1 }), 422, [
        'shipment_id',
      ]);
      expectError(await a.post('/api/ulds/2147483647/assign-shipment', { shipment_id: s.id, weight: 1 }), 404);
    });
  });

  describe('reading', () => {
    it('GET /api/flights/{id}/ulds lists the flight’s ULDs with their loads; an unknown flight is 404', async () => {
      const { a, auth } = await cargoDesk(t);
      const flight = await insertFlight(t);
      const mine = expectJson(
        await a.post('/api/ulds', { type: 'CONTAINER', status: 'EMPTY', flight_id: flight.id }),
        201,
      );
      expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER' }), 201); // on no flight
      const s = await shipment(t, auth, 100);
      expectJson(await a.post(`/api/ulds/${mine.id}/assign-shipment`, { shipment_id: s.id, weight: 100 }), 200);
      const list = expectJson(await a.get(`/api/flights/${flight.id}/ulds`), 200);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: mine.id,
        load_kg: 100,
        net_kg: 100,
        tare_kg: 100,
        gross_kg: 200,
        flight: { flight_number: flight.flight_number },
      });
      expectError(await a.get('/api/flights/2147483647/ulds'), 404);
    });

    it('GET /api/ulds lists the latest; GET /api/ulds/{id} answers one or 404', async () => {
      const { a } = await cargoDesk(t);
      const uld = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Pallet' }), 201);
      const list = expectJson(await a.get('/api/ulds'), 200) as { id: number }[];
      expect(list[0]!.id).toBe(uld.id);
      expect(expectJson(await a.get(`/api/ulds/${uld.id}`), 200).code).toBe(uld.code);
      expectError(await a.get('/api/ulds/2147483647'), 404);
      expectError(await a.get('/api/ulds/abc'), 422);
    });

    it('GET /api/freight-events/by-uld/{uldId} answers only that ULD’s events, newest first', async () => {
      const { a, auth, airport } = await cargoDesk(t);
      const [one, two] = [
        expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201),
        expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201),
      ];
      const s = await shipment(t, auth);
      for (const [uld, type] of [
        [one, 'RECEIVED'],
        [two, 'LOADED'],
        [one, 'LOADED'],
      ] as const) {
        expectJson(
          await a.post('/api/freight-events', {
            awb_number: s.awb_number,
            event_type: type,
            airport_id: airport.id,
            uld_id: uld.id,
          }),
          201,
        );
      }
      const events = expectJson(await a.get(`/api/freight-events/by-uld/${one.id}`), 200) as {
        event_type: string;
        uld: { id: number; code: string };
      }[];
      expect(events.map((e) => e.event_type)).toEqual(['LOADED', 'RECEIVED']);
      expect(events.every((e) => e.uld.id === one.id && e.uld.code === one.code)).toBe(true);
      expectError(await a.get('/api/freight-events/by-uld/2147483647'), 404);
    });
  });

  describe('the ULD contents list', () => {
    it('GET /api/flights/{id}/uld-contents-list is a PDF with each ULD, its shipments, net, tare, gross and the totals', async () => {
      const { a, auth, user } = await cargoDesk(t, 'en');
      const flight = await insertFlight(t);
      const uld = expectJson(
        await a.post('/api/ulds', { type: 'Container', status: 'Partial', capacity: 1000, flight_id: flight.id }),
        201,
      );
      const empty = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Pallet', flight_id: flight.id }),
        201,
      );
      const s = await shipment(t, auth, 250);
      expectJson(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: s.id, weight: 250 }), 200);

      const text = await pdfText(await a.get(`/api/flights/${flight.id}/uld-contents-list`));
      expect(text).toContain(`ULD contents list - Flight ${flight.flight_number}`);
      expect(text).not.toMatch(/load sheet/i);
      expect(text).toContain(`ULD ${uld.code} (Container, Partial)`);
      expect(text).toContain(s.awb_number);
      expect(text).toContain('Textiles');
      expect(text).toContain('Net 250.0 kg · tare 100.0 kg (type’s figure) · gross 350.0 kg');
      expect(text).toContain('Maximum gross weight 1,000.0 kg (35 % used)');
      expect(text).toContain(`ULD ${empty.code} (Pallet, Available)`);
      expect(text).toContain('Nothing attached.');
      expect(text).toContain('Net 0.0 kg · tare not recorded · gross unknown');
      expect(text).toContain('Maximum gross weight 6,804.0 kg');
      expect(text).toContain('Flight total: 2 ULD(s), 1 shipment part(s)');
      expect(text).toContain('Net 250.0 kg · gross unknown (a tare is not recorded)');
      expect(text).toContain(`by ${user.name}`);
      expectError(await a.get('/api/flights/2147483647/uld-contents-list'), 404);
    });

    it('still answers the same list at the former path GET /api/flights/{id}/load-sheet, deprecated in the document', async () => {
      const { a } = await cargoDesk(t, 'en');
      const flight = await insertFlight(t);
      expectJson(
        await a.post('/api/ulds', { type: 'Container', status: 'EMPTY', tare_kg: 82, flight_id: flight.id }),
        201,
      );
      const text = await pdfText(await a.get(`/api/flights/${flight.id}/load-sheet`));
      expect(text).toContain(`ULD contents list - Flight ${flight.flight_number}`);
      expect(text).toContain('Net 0.0 kg · tare 82.0 kg · gross 82.0 kg');
      expect(text).toContain('Net 0.0 kg · gross 82.0 kg');
      expectError(await a.get('/api/flights/2147483647/load-sheet'), 404);
      const doc = expectJson(await api(t).get('/api/openapi.json'), 200) as {
        paths: Record<string, { get: { deprecated?: boolean; description: string } }>;
      };
      expect(doc.paths['/api/flights/{id}/load-sheet']!.get.deprecated).toBe(true);
      expect(doc.paths['/api/flights/{id}/load-sheet']!.get.description).toContain(
        '/api/flights/{id}/uld-contents-list',
      );
      expect(doc.paths['/api/flights/{id}/uld-contents-list']!.get.deprecated).toBeUndefined();
    });

    it('speaks French to a French user, and a name the PDF font lacks does not break it', async () => {
      const airport = await createAirport(t);
      const { auth, user } = await signedIn(t, { service: 'cargo', airport_id: airport.id, lang: 'fr' });
      await t.database.db.update(users).set({ name: 'Ангелина Мутомбо' }).where(eq(users.id, user.id));
      const a = api(t, auth);
      const flight = await insertFlight(t);
      expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', flight_id: flight.id }), 201);
      const text = await pdfText(await a.get(`/api/flights/${flight.id}/uld-contents-list`));
      expect(text).toContain('Liste de contenu des ULD');
      expect(text).toContain('(Conteneur, Disponible)');
      expect(text).toContain('Net 0,0 kg · tare 100,0 kg (valeur du type) · brut 100,0 kg');
      expect(text).toMatch(/Masse brute maximale 1\s588,0 kg/); // French grouping, a no-break space in the PDF
      expect(text).toContain('par ???????? ???????');
    });
  });

  describe('access by role and service', () => {
    it('refuses a passenger-service agent on reads and writes with 403; admins pass', async () => {
      const { a: cargo } = await cargoDesk(t);
      const uld = expectJson(await cargo.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 201);
      const flight = await insertFlight(t);
      const outsider = api(t, (await signedIn(t, { service: 'passage' })).auth);
      expectError(await outsider.get('/api/ulds'), 403);
      expectError(await outsider.get(`/api/ulds/${uld.id}`), 403);
      expectError(await outsider.post('/api/ulds', { status: 'AVAILABLE', type: 'Container' }), 403);
      expectError(await outsider.put(`/api/ulds/${uld.id}`, { status: 'AVAILABLE', type: 'Container' }), 403);
      expectError(await outsider.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: 1, weight: 1 }), 403);
      expectError(await outsider.get(`/api/flights/${flight.id}/ulds`), 403);
      expectError(await outsider.get(`/api/freight-events/by-uld/${uld.id}`), 403);
      expectError(await outsider.get(`/api/flights/${flight.id}/uld-contents-list`), 403);
      expectError(await outsider.get(`/api/flights/${flight.id}/load-sheet`), 403);
      expectError(await api(t).get('/api/ulds'), 401);
      const admin = api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth);
      expectJson(await admin.get(`/api/ulds/${uld.id}`), 200);
    });
  });
});
