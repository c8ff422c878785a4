import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freightShipments, uldShipments, ulds } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { newAwb } from '../helpers/freight';

// Freight shipments: the shipment's fields and aliases, AWB spelling and check digit, who may use them.

async function cargoAgent(t: TestApp) {
  return (await signedIn(t, { service: 'cargo' })).auth;
}

async function shipmentBody(t: TestApp, overrides: Record<string, unknown> = {}) {
  const [dep, arr] = [await createAirport(t), await createAirport(t)];
  return {
    awb_number: newAwb(),
    shipper: 'Kinshasa Textiles SARL',
    consignee: 'Lubumbashi Retail Ltd',
    departure_airport_id: dep.id,
    arrival_airport_id: arr.id,
    weight: 412.5,
    nature: 'Textiles',
    description: 'Bolts of wax print',
    airport_id: dep.id,
    ...overrides,
  };
}

describe.each(databases())('Freight shipments on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/freight-shipments', () => {
    it('answers 201 with the shipment’s fields: airports as ids, objects and codes, consignee_name, not yet processed', async () => {
      const auth = await cargoAgent(t);
      const body = await shipmentBody(t);
      const created = expectJson(await api(t, auth).post('/api/freight-shipments', body), 201);
      expect(created).toMatchObject({
        id: expect.any(Number),
        awb_number: body.awb_number,
        shipper: body.shipper,
        consignee: body.consignee,
        consignee_name: body.consignee,
        weight: 412.5,
        nature: 'Textiles',
        description: 'Bolts of wax print',
        departure_airport_id: body.departure_airport_id,
        arrival_airport_id: body.arrival_airport_id,
        departure: { id: body.departure_airport_id, code: expect.stringMatching(/^[A-Z]{3}$/) },
        arrival: { id: body.arrival_airport_id, code: expect.stringMatching(/^[A-Z]{3}$/) },
        status: null,
        latest_event: null,
      });
      expect(created.departure_airport).toBe(created.departure.code);
      expect(created.arrival_airport).toBe(created.arrival.code);
      expect(Date.parse(created.created_at)).not.toBeNaN();
    });

    it.each([
      ['without hyphen', (awb: string) => awb.replace('-', '')],
      ['with the check digit apart', (awb: string) => `${awb.slice(0, 11)}-${awb.slice(11)}`],
      ['with spaces', (awb: string) => ` ${awb.slice(0, 3)} ${awb.slice(4, 8)} ${awb.slice(8)} `],
    ])('accepts an AWB %s and stores it as 057-12345675', async (_label, spell) => {
      const body = await shipmentBody(t);
      const created = expectJson(
        await api(t, await cargoAgent(t)).post('/api/freight-shipments', {
          ...body,
          awb_number: spell(body.awb_number),
        }),
        201,
      );
      expect(created.awb_number).toBe(body.awb_number);
    });

    it('refuses a wrong check digit with 422 naming the digit expected', async () => {
      const awb = newAwb();
      const expected = Number(awb.slice(4, 11)) % 7;
      const wrong = `${awb.slice(0, 11)}${(expected + 1) % 7}`;
      const err = expectError(
        await api(t, await cargoAgent(t)).post('/api/freight-shipments', await shipmentBody(t, { awb_number: wrong })),
        422,
        ['awb_number'],
      );
      expect(err.errors.awb_number[0]).toContain(String(expected));
    });

    it('refuses an AWB that is not 11 digits, in the user’s language', async () => {
      const english = (await signedIn(t, { service: 'cargo', lang: 'en' })).auth;
      const err = expectError(
        await api(t, english).post('/api/freight-shipments', await shipmentBody(t, { awb_number: '057-1234' })),
        422,
        ['awb_number'],
      );
      expect(err.errors.awb_number[0]).toMatch(/11 digits/);
    });

    it('answers 409 for an AWB already registered, in any spelling', async () => {
      const auth = await cargoAgent(t);
      const body = await shipmentBody(t);
      expectJson(await api(t, auth).post('/api/freight-shipments', body), 201);
      expectError(
        await api(t, auth).post('/api/freight-shipments', { ...body, awb_number: body.awb_number.replace('-', ' ') }),
        409,
      );
    });

    it('names every missing or wrong field with 422', async () => {
      const auth = await cargoAgent(t);
      const err = expectError(await api(t, auth).post('/api/freight-shipments', {}), 422);
      expect(Object.keys(err.errors).sort()).toEqual([
        'arrival_airport_id',
        'awb_number',
        'consignee',
        'departure_airport_id',
        'shipper',
        'weight',
      ]);
      expectError(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { weight: 0 })), 422, [
        'weight',
      ]);
      expectError(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { weight: 'heavy' })), 422, [
        'weight',
      ]);
      expectError(
        await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { shipper: 'x'.repeat(5000) })),
        422,
        ['shipper'],
      );
      expectError(
        await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { departure_airport_id: 2147483647 })),
        422,
        ['departure_airport_id'],
      );
      const body = await shipmentBody(t);
      expectError(
        await api(t, auth).post('/api/freight-shipments', { ...body, arrival_airport_id: body.departure_airport_id }),
        422,
        ['arrival_airport_id'],
      );
    });

    it('keeps weights to two decimals', async () => {
      const created = expectJson(
        await api(t, await cargoAgent(t)).post('/api/freight-shipments', await shipmentBody(t, { weight: '12.345' })),
        201,
      );
      expect(created.weight).toBe(12.35);
    });
  });

  describe('reading', () => {
    it('GET /api/freight-shipments pages newest first in the page envelope', async () => {
      const auth = await cargoAgent(t);
      const created = expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      const page = expectJson(await api(t, auth).get('/api/freight-shipments?page=1'), 200);
      expect(page).toMatchObject({ current_page: 1, per_page: 20, total: expect.any(Number), prev_page_url: null });
      expect(page.data[0].id).toBe(created.id);
      expectError(await api(t, auth).get('/api/freight-shipments?page=zero'), 422, ['page']);
    });

    it('GET /api/freight-shipments/{id} answers the shipment with its events; an unknown id is 404', async () => {
      const auth = await cargoAgent(t);
      const created = expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      const detail = expectJson(await api(t, auth).get(`/api/freight-shipments/${created.id}`), 200);
      expect(detail).toMatchObject({ ...created, events: [] });
      expectError(await api(t, auth).get('/api/freight-shipments/2147483647'), 404);
      expectError(await api(t, auth).get('/api/freight-shipments/abc'), 422, ['id']);
    });

    it('GET /api/freight-shipments/recents answers the 10 latest with their airport codes as strings', async () => {
      const auth = await cargoAgent(t);
      for (let i = 0; i < 11; i++)
        expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      const recents = expectJson(await api(t, auth).get('/api/freight-shipments/recents'), 200);
      expect(recents).toHaveLength(10);
      expect(recents[0]).toMatchObject({
        departure_airport: expect.stringMatching(/^[A-Z]{3}$/),
        arrival_airport: expect.stringMatching(/^[A-Z]{3}$/),
      });
    });

    it('GET /api/freight-shipments/unassigned lists shipments with weight still to put on a ULD', async () => {
      const auth = await cargoAgent(t);
      const partly = expectJson(
        await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { weight: 100 })),
        201,
      );
      const fully = expectJson(
        await api(t, auth).post('/api/freight-shipments', await shipmentBody(t, { weight: 50 })),
        201,
      );
      const suffix = String(randomInt(10_000, 99_999));
      const [uld] = await t.database.db
        .insert(ulds)
        .values({
          code: `AKE${suffix}LH`,
          uld_type: 'AKE',
          serial: suffix,
          owner_code: 'LH',
          type: 'CONTAINER',
          status: 'AVAILABLE',
          capacity: 1588,
        })
        .returning({ id: ulds.id });
      await t.database.db.insert(uldShipments).values([
        { uld_id: uld!.id, shipment_id: partly.id, weight: 40 },
        { uld_id: uld!.id, shipment_id: fully.id, weight: 50 },
      ]);
      const list = expectJson(await api(t, auth).get('/api/freight-shipments/unassigned'), 200) as {
        id: number;
        assigned_weight: number;
        remaining_weight: number;
      }[];
      expect(list.find((s) => s.id === partly.id)).toMatchObject({ assigned_weight: 40, remaining_weight: 60 });
      expect(list.find((s) => s.id === fully.id)).toBeUndefined();
    });
  });

  describe('PUT /api/freight-shipments/{id}', () => {
    it('updates every field and answers the shipment', async () => {
      const auth = await cargoAgent(t);
      const created = expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      const body = await shipmentBody(t, { shipper: 'Goma Coffee Coop', weight: 80, nature: null });
      const updated = expectJson(await api(t, auth).put(`/api/freight-shipments/${created.id}`, body), 200);
      expect(updated).toMatchObject({
        id: created.id,
        awb_number: body.awb_number,
        shipper: 'Goma Coffee Coop',
        weight: 80,
        nature: null,
        departure_airport_id: body.departure_airport_id,
      });
    });

    it('answers 409 when the AWB is another shipment’s, 404 for an unknown id', async () => {
      const auth = await cargoAgent(t);
      const first = expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      const second = expectJson(await api(t, auth).post('/api/freight-shipments', await shipmentBody(t)), 201);
      expectError(
        await api(t, auth).put(
          `/api/freight-shipments/${second.id}`,
          await shipmentBody(t, { awb_number: first.awb_number }),
        ),
        409,
      );
      expectError(await api(t, auth).put('/api/freight-shipments/2147483647', await shipmentBody(t)), 404);
      // its own AWB again is no conflict
      expectJson(
        await api(t, auth).put(
          `/api/freight-shipments/${first.id}`,
          await shipmentBody(t, { awb_number: first.awb_number }),
        ),
        200,
      );
    });

    it('answers 422 on weight, saying how much is loaded, for a weight below what is on ULDs; down to that much is fine', async () => {
      const a = api(t, await cargoAgent(t));
      const body = await shipmentBody(t, { weight: 400 });
      const shipment = expectJson(await a.post('/api/freight-shipments', body), 201);
      const [one, two] = [
        expectJson(await a.post('/api/ulds', { type: 'CONTAINER', status: 'AVAILABLE' }), 201),
        // a PMC has no published tare: loading it needs its plate's
        expectJson(await a.post('/api/ulds', { type: 'PALLET', status: 'AVAILABLE', tare_kg: 110 }), 201),
      ];
      expectJson(await a.post(`/api/ulds/${one.id}/assign-shipment`, { shipment_id: shipment.id, weight: 150 }), 200);
      expectJson(await a.post(`/api/ulds/${two.id}/assign-shipment`, { shipment_id: shipment.id, weight: 100.5 }), 200);
      const refused = expectError(await a.put(`/api/freight-shipments/${shipment.id}`, { ...body, weight: 200 }), 422, [
        'weight',
      ]);
      expect(refused.errors.weight).toEqual([
        '250.5 kg de cette expédition sont déjà sur des ULD : le poids ne peut pas être inférieur (retirez-en d’abord d’une ULD).',
      ]);
      expect(expectJson(await a.get(`/api/freight-shipments/${shipment.id}`), 200).weight).toBe(400);
      expect(
        expectJson(await a.put(`/api/freight-shipments/${shipment.id}`, { ...body, weight: 250.5 }), 200).weight,
      ).toBe(250.5);
    });
  });

  describe('access by role and service', () => {
    it('lets admins in, refuses other services with 403 on reads and writes, and anonymous callers with 401', async () => {
      const body = await shipmentBody(t);
      expectJson(await api(t, await adminAuth(t)).post('/api/freight-shipments', body), 201);
      const passage = (await signedIn(t, { service: 'passage', role: 'supervisor' })).auth;
      expectError(await api(t, passage).get('/api/freight-shipments'), 403);
      expectError(await api(t, passage).get('/api/freight-shipments/recents'), 403);
      expectError(await api(t, passage).post('/api/freight-shipments', await shipmentBody(t)), 403);
      expectError(await api(t).get('/api/freight-shipments'), 401);
      const rows = await t.database.db.select({ id: freightShipments.id }).from(freightShipments);
      expect(rows.length).toBeGreaterThan(0);
    });
  });
});
