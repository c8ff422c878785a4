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

// ULDs: one vocabulary in every spelling, IATA codes given or assigned, maximum gross weights,
// loads computed, overload refused with the kg remaining, split shipments, events by ULD, the load sheet.

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
        load_percent: 0,
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
      expect(pallet).toMatchObject({ code: `PMC00001${owner}`, type: 'PALLET', status: 'AVAILABLE', capacity: 6804 });
      const pillow = expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Pillow', capacity: 300 }), 201);
      expect(pillow).toMatchObject({ code: `PLW00001${owner}`, type: 'PILLOW', capacity: 300, max_gross_weight: null });
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
  });

  describe('attaching shipments', () => {
    it('computes the load, refuses an overload saying how many kg remain, and splits a shipment over ULDs', async () => {
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
        load_percent: 70,
        shipments: [{ id: s.id, awb_number: s.awb_number, nature: 'Textiles', weight: 350, shipment_weight: 800 }],
      });

      const over = expectError(
        await a.post(`/api/ulds/${small.id}/assign-shipment`, { shipment_id: s.id, weight: 200 }),
        422,
        ['weight'],
      );
      expect(over.errors.weight[0]).toBe('This ULD has room for 150 kg more (capacity 500 kg).');

      // the same shipment again on the same ULD adds to its weight there
      expect(
        expectJson(await a.post(`/api/ulds/${small.id}/assign-shipment`, { shipment_id: s.id, weight: '150' }), 200),
      ).toMatchObject({ load_kg: 500, load_percent: 100, shipments: [{ weight: 500 }] });

      // the rest on another ULD; no more than the shipment weighs
      const beyond = expectError(
        await a.post(`/api/ulds/${other.id}/assign-shipment`, { shipment_id: s.id, weight: 400 }),
        422,
        ['weight'],
      );
      expect(beyond.errors.weight[0]).toBe(`Only 300 kg of ${s.awb_number} are still to be put on a ULD.`);
      let unassigned = expectJson(await a.get('/api/freight-shipments/unassigned'), 200) as {
        id: number;
        remaining_weight: number;
      }[];
      expect(unassigned.find((u) => u.id === s.id)?.remaining_weight).toBe(300);
      expectJson(await a.post(`/api/ulds/${other.id}/assign-shipment`, { shipment_id: s.id, weight: 300 }), 200);
      unassigned = expectJson(await a.get('/api/freight-shipments/unassigned'), 200);
      expect(unassigned.some((u) => u.id === s.id)).toBe(false);

      const detail = expectJson(await a.get(`/api/ulds/${other.id}`), 200);
      expect(detail).toMatchObject({ load_kg: 300, load_percent: 30, shipments: [{ id: s.id, weight: 300 }] });
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
      expect(list[0]).toMatchObject({ id: mine.id, load_kg: 100, flight: { flight_number: flight.flight_number } });
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

  describe('the load sheet', () => {
    it('GET /api/flights/{id}/load-sheet is a PDF with each ULD, its shipments, loads and the totals', async () => {
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

      const text = await pdfText(await a.get(`/api/flights/${flight.id}/load-sheet`));
      expect(text).toContain(`Load sheet - Flight ${flight.flight_number}`);
      expect(text).toContain(`ULD ${uld.code} (Container, Partial)`);
      expect(text).toContain(s.awb_number);
      expect(text).toContain('Textiles');
      expect(text).toContain('Load 250.0 kg of 1,000.0 kg (25 %)');
      expect(text).toContain(`ULD ${empty.code} (Pallet, Available)`);
      expect(text).toContain('Nothing attached.');
      expect(text).toContain('Flight total: 2 ULD(s), 1 shipment part(s), 250.0 kg');
      expect(text).toContain(`by ${user.name}`);
      expectError(await a.get('/api/flights/2147483647/load-sheet'), 404);
    });

    it('speaks French to a French user, and a name the PDF font lacks does not break it', async () => {
      const airport = await createAirport(t);
      const { auth, user } = await signedIn(t, { service: 'cargo', airport_id: airport.id, lang: 'fr' });
      await t.database.db.update(users).set({ name: 'Ангелина Мутомбо' }).where(eq(users.id, user.id));
      const a = api(t, auth);
      const flight = await insertFlight(t);
      expectJson(await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', flight_id: flight.id }), 201);
      const text = await pdfText(await a.get(`/api/flights/${flight.id}/load-sheet`));
      expect(text).toContain('Feuille de chargement');
      expect(text).toContain('(Conteneur, Disponible)');
      expect(text).toMatch(/1\s588,0 kg/); // French grouping, a no-break space in the PDF
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
      expectError(await outsider.get(`/api/flights/${flight.id}/load-sheet`), 403);
      expectError(await api(t).get('/api/ulds'), 401);
      const admin = api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth);
      expectJson(await admin.get(`/api/ulds/${uld.id}`), 200);
    });
  });
});
