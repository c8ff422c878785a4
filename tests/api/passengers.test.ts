import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagEvents, passengers } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import {
  bagRow,
  insertBag,
  insertBagEvent,
  insertFlight,
  insertPassenger,
  passengerRow,
  sharedUser,
  uniquePnr,
} from '../helpers/flights';

const passengerCount = async (t: TestApp, flightId: number) =>
  (await t.database.db.select({ n: count() }).from(passengers).where(eq(passengers.flight_id, flightId)))[0]!.n;

describe.each(databases())('Passengers on %s', (kind) => {
  const t = useTestApp(kind);
  const passageAgent = () => sharedUser(t, { role: 'agent', service: 'passage' });

  describe('POST /api/passengers', () => {
    it('adds a passenger (201 {id, name, pnr, seat, flight_id}) with the name tidied, PNR and seat upper-cased', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const pnr = uniquePnr();
      const res = await api(t, auth).post('/api/passengers', {
        name: '  KABILA/JOSEPH    MR ',
        pnr: ` ${pnr.toLowerCase()} `,
        seat: '12a',
        flight_id: flight.id,
      });
      const created = expectJson(res, 201);
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'KABILA/JOSEPH MR',
        pnr,
        seat: '12A',
        flight_id: flight.id,
      });
      expect(await passengerRow(t, created.id)).toMatchObject({
        name: 'KABILA/JOSEPH MR',
        pnr,
        seat: '12A',
        flight_id: flight.id,
      });
      const detail = expectJson(await api(t, auth).get(`/api/flights/${flight.id}`), 200);
      expect(detail.passengers.data).toEqual([created]);
    });

    it('takes flight_id as a numeric string too', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const created = expectJson(
        await api(t, auth).post('/api/passengers', {
          name: 'NGOY/GRACE MRS',
          pnr: uniquePnr(),
          seat: '3F',
          flight_id: String(flight.id),
        }),
        201,
      );
      expect(created.flight_id).toBe(flight.id);
    });

    it('answers 422 naming name, pnr, seat and flight_id when all are missing', async () => {
      const { auth } = await passageAgent();
      expectError(await api(t, auth).post('/api/passengers', {}), 422, ['flight_id', 'name', 'pnr', 'seat']);
    });

    it('answers 422 "Ce champ est obligatoire." for a blank name, PNR and seat', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = expectError(
        await api(t, auth).post('/api/passengers', { name: '  ', pnr: '', seat: ' ', flight_id: flight.id }),
        422,
        ['name', 'pnr', 'seat'],
      );
      for (const field of ['name', 'pnr', 'seat'])
        expect(res.errors[field][0], field).toBe('Ce champ est obligatoire.');
      expect(await passengerCount(t, flight.id)).toBe(0);
    });

    it.each(['ABC12', 'ABC1234', 'ABC-12', 'ÀBC123', 'AB C12'])('answers 422 on pnr for %s', async (pnr) => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = expectError(
        await api(t, auth).post('/api/passengers', { name: 'DUPONT/JEAN MR', pnr, seat: '12A', flight_id: flight.id }),
        422,
        ['pnr'],
      );
      expect(res.errors.pnr).toEqual(['Un PNR comporte 6 lettres ou chiffres, par ex. X7K2QP.']);
    });

    it.each(['A12', '12', '1234A', '12AB', '12-A', '0A1'])('answers 422 on seat for %s', async (seat) => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = expectError(
        await api(t, auth).post('/api/passengers', {
          name: 'DUPONT/JEAN MR',
          pnr: uniquePnr(),
          seat,
          flight_id: flight.id,
        }),
        422,
        ['seat'],
      );
      expect(res.errors.seat).toEqual(['Un siège est un numéro de rang suivi d’une lettre, par ex. 12A.']);
    });

    it('answers 409 naming the passenger for the same name and PNR on the same flight, however they are written', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const pnr = uniquePnr();
      expectJson(
        await api(t, auth).post('/api/passengers', {
          name: 'LUMUMBA/PATRICE MR',
          pnr,
          seat: '1A',
          flight_id: flight.id,
        }),
        201,
      );
      const res = await api(t, auth).post('/api/passengers', {
        name: ' LUMUMBA/PATRICE  MR',
        pnr: pnr.toLowerCase(),
        seat: '2B',
        flight_id: flight.id,
      });
      expect(expectError(res, 409).message).toBe(`LUMUMBA/PATRICE MR (${pnr}) est déjà sur ce vol.`);
      expect(await passengerCount(t, flight.id)).toBe(1);
    });

    it('accepts the same name and PNR on another flight, and the same name with another PNR', async () => {
      const { auth } = await passageAgent();
      const one = await insertFlight(t);
      const two = await insertFlight(t);
      const pnr = uniquePnr();
      const body = { name: 'OKITO/ESTHER MRS', pnr, seat: '4C' };
      expectJson(await api(t, auth).post('/api/passengers', { ...body, flight_id: one.id }), 201);
      expectJson(await api(t, auth).post('/api/passengers', { ...body, flight_id: two.id }), 201);
      expectJson(await api(t, auth).post('/api/passengers', { ...body, pnr: uniquePnr(), flight_id: one.id }), 201);
      expect(await passengerCount(t, one.id)).toBe(2);
    });

    it('answers 422 on flight_id naming an unknown flight', async () => {
      const { auth } = await passageAgent();
      const res = expectError(
        await api(t, auth).post('/api/passengers', {
          name: 'DUPONT/JEAN MR',
          pnr: uniquePnr(),
          seat: '12A',
          flight_id: 2147483000,
        }),
        422,
        ['flight_id'],
      );
      expect(res.errors.flight_id).toEqual(['Le vol 2147483000 n’existe pas.']);
    });

    it.each([
      [{ flight_id: 'abc' }, 'flight_id'],
      [{ flight_id: 2147483648 }, 'flight_id'],
      [{ flight_id: -1 }, 'flight_id'],
      [{ flight_id: true }, 'flight_id'],
      [{ flight_id: [1] }, 'flight_id'],
      [{ name: 42 }, 'name'],
      [{ name: { first: 'JEAN' } }, 'name'],
      [{ seat: 12 }, 'seat'],
    ])('answers 422 on the field for the wrong value %j', async (override, field) => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const body = { name: 'DUPONT/JEAN MR', pnr: uniquePnr(), seat: '12A', flight_id: flight.id, ...override };
      expectError(await api(t, auth).post('/api/passengers', body), 422, [field]);
      expect(await passengerCount(t, flight.id)).toBe(0);
    });

    it('answers 422 on name and pnr for values of 100,000 characters, and adds nobody', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = await api(t, auth).post('/api/passengers', {
        name: 'N'.repeat(100_000),
        pnr: 'P'.repeat(100_000),
        seat: '12A',
        flight_id: flight.id,
      });
      const body = expectError(res, 422, ['name', 'pnr']);
      expect(body.errors.name).toEqual(['Cette valeur est trop longue.']);
      expect(body.errors.pnr).toEqual(['Un PNR comporte 6 lettres ou chiffres, par ex. X7K2QP.']);
      expect(await passengerCount(t, flight.id)).toBe(0);
    });

    it('answers 422 on name, not a 500, for a name holding a NUL character (PostgreSQL text cannot store it)', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = await api(t, auth).post('/api/passengers', {
        name: 'DUPONT/\u0000JEAN MR',
        pnr: uniquePnr(),
        seat: '12A',
        flight_id: flight.id,
      });
      expect(expectError(res, 422, ['name']).errors.name).toEqual(['Cette valeur doit être du texte.']);
      expect(await passengerCount(t, flight.id)).toBe(0);
    });

    it('answers 422 "Cette valeur est trop longue." for a name over 120 characters', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const res = await api(t, auth).post('/api/passengers', {
        name: 'N'.repeat(121),
        pnr: uniquePnr(),
        seat: '12A',
        flight_id: flight.id,
      });
      expect(expectError(res, 422, ['name']).errors.name).toEqual(['Cette valeur est trop longue.']);
    });

    it.each([
      ['agent', 'cargo'],
      ['supervisor', 'lost-and-found'],
    ] as const)('refuses the %s of %s with 403 and adds nobody', async (role, service) => {
      const { auth } = await sharedUser(t, { role, service });
      const flight = await insertFlight(t);
      const res = await api(t, auth).post('/api/passengers', {
        name: 'DUPONT/JEAN MR',
        pnr: uniquePnr(),
        seat: '12A',
        flight_id: flight.id,
      });
      expect(expectError(res, 403).message).toBe('Vous n’êtes pas autorisé à faire cela.');
      expect(await passengerCount(t, flight.id)).toBe(0);
    });

    it('answers 401 without authentication', async () => {
      const flight = await insertFlight(t);
      expectError(
        await api(t).post('/api/passengers', {
          name: 'DUPONT/JEAN MR',
          pnr: uniquePnr(),
          seat: '12A',
          flight_id: flight.id,
        }),
        401,
      );
    });
  });

  describe('GET /api/passengers/{id}', () => {
    it('returns the passenger with flight number, times in the airport zone, airline and bags {id, bag_tag_number, weight, passenger_id, airport_id, status, created_at}', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'bagagiste' });
      const airport = await createAirport(t);
      const flight = await insertFlight(t, {
        departure_time: new Date('2026-06-01T05:00:00Z'),
        arrival_time: new Date('2026-06-01T07:15:00Z'),
        airline_code: '8Z',
      });
      const pax = await insertPassenger(t, flight.id, { name: 'MBUYI/CHANTAL MRS', seat: '7D' });
      const first = await insertBag(t, pax.id, { weight: 23.5, airport_id: airport.id });
      const second = await insertBag(t, pax.id, { weight: 8, airport_id: airport.id, status: 'LOADED' });
      const otherPax = await insertPassenger(t, flight.id);
      await insertBag(t, otherPax.id);

      const body = expectJson(await api(t, auth).get(`/api/passengers/${pax.id}`), 200);
      expect(Object.keys(body).sort()).toEqual(
        [
          'airline_code',
          'arrival_time',
          'arrival_at',
          'arrival_timezone',
          'bags',
          'departure_time',
          'departure_at',
          'departure_timezone',
          'flight_id',
          'flight_number',
          'id',
          'name',
          'pnr',
          'seat',
        ].sort(),
      );
      expect(body).toMatchObject({
        id: pax.id,
        name: 'MBUYI/CHANTAL MRS',
        pnr: pax.pnr,
        seat: '7D',
        flight_id: flight.id,
        flight_number: flight.flight_number,
        departure_time: '2026-06-01T06:00:00+01:00',
        arrival_time: '2026-06-01T08:15:00+01:00',
        airline_code: '8Z',
      });
      expect(body.bags).toEqual([
        {
          id: first.id,
          bag_tag_number: first.bag_tag_number,
          weight: 23.5,
          passenger_id: pax.id,
          airport_id: airport.id,
          status: 'CREATED',
          created_at: first.created_at.toISOString(),
        },
        {
          id: second.id,
          bag_tag_number: second.bag_tag_number,
          weight: 8,
          passenger_id: pax.id,
          airport_id: airport.id,
          status: 'LOADED',
          created_at: second.created_at.toISOString(),
        },
      ]);
    });

    it('returns an empty bag list for a passenger without bags', async () => {
      const { auth } = await passageAgent();
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      expect(expectJson(await api(t, auth).get(`/api/passengers/${pax.id}`), 200).bags).toEqual([]);
    });

    it('answers 404 naming an unknown passenger', async () => {
      const { auth } = await passageAgent();
      expect(expectError(await api(t, auth).get('/api/passengers/2147483000'), 404).message).toBe(
        'Le passager 2147483000 n’existe pas.',
      );
    });

    it.each(['abc', '0', '2147483648', '12.5'])('answers 422 naming id for the path id %s', async (id) => {
      const { auth } = await passageAgent();
      expectError(await api(t, auth).get(`/api/passengers/${id}`), 422, ['id']);
    });

    it('refuses a cargo agent with 403', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'cargo' });
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      expectError(await api(t, auth).get(`/api/passengers/${pax.id}`), 403);
    });
  });

  describe('DELETE /api/passengers/{id}', () => {
    it('deletes a passenger (204, no body) together with bags that were never scanned', async () => {
      const { auth } = await passageAgent();
      const flight = await insertFlight(t);
      const pax = await insertPassenger(t, flight.id);
      const keep = await insertPassenger(t, flight.id);
      const bag = await insertBag(t, pax.id);
      const res = await api(t, auth).delete(`/api/passengers/${pax.id}`);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect(await passengerRow(t, pax.id)).toBeUndefined();
      expect(await bagRow(t, bag.id)).toBeUndefined();
      expect(await passengerRow(t, keep.id)).toBeDefined();
      expectError(await api(t, auth).get(`/api/passengers/${pax.id}`), 404);
    });

    it('answers 404 the second time', async () => {
      const { auth } = await passageAgent();
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      expect((await api(t, auth).delete(`/api/passengers/${pax.id}`)).statusCode).toBe(204);
      expect(expectError(await api(t, auth).delete(`/api/passengers/${pax.id}`), 404).message).toBe(
        `Le passager ${pax.id} n’existe pas.`,
      );
    });

    it('answers 409 and deletes nothing when one of the passenger’s bags has a bag event', async () => {
      const { auth } = await passageAgent();
      const airport = await createAirport(t);
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      const unscanned = await insertBag(t, pax.id, { airport_id: airport.id });
      const scanned = await insertBag(t, pax.id, { airport_id: airport.id });
      const event = await insertBagEvent(t, scanned.id, airport.id, 'CHECKIN');

      const res = await api(t, auth).delete(`/api/passengers/${pax.id}`);
      expect(expectError(res, 409).message).toBe(
        'Ce passager a des bagages déjà scannés : il ne peut pas être supprimé.',
      );
      expect(await passengerRow(t, pax.id)).toBeDefined();
      expect(await bagRow(t, unscanned.id)).toBeDefined();
      expect(await bagRow(t, scanned.id)).toBeDefined();
      expect(await t.database.db.select().from(bagEvents).where(eq(bagEvents.id, event.id))).toHaveLength(1);
    });

    it('answers the 409 in English for a user whose language is en', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
      const airport = await createAirport(t);
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      await insertBagEvent(t, (await insertBag(t, pax.id)).id, airport.id, 'LOADED');
      const res = await api(t, auth).delete(`/api/passengers/${pax.id}`);
      expect(expectError(res, 409).message).toBe(
        'This passenger has bags that were already scanned; they cannot be deleted.',
      );
    });

    it('answers 404 naming an unknown passenger', async () => {
      const { auth } = await passageAgent();
      expect(expectError(await api(t, auth).delete('/api/passengers/2147483001'), 404).message).toBe(
        'Le passager 2147483001 n’existe pas.',
      );
    });

    it.each(['abc', '-1', '2147483648', '99999999999'])('answers 422 naming id for the path id %s', async (id) => {
      const { auth } = await passageAgent();
      expectError(await api(t, auth).delete(`/api/passengers/${id}`), 422, ['id']);
    });

    it('refuses a cargo supervisor with 403 and deletes nothing', async () => {
      const { auth } = await sharedUser(t, { role: 'supervisor', service: 'cargo' });
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      expectError(await api(t, auth).delete(`/api/passengers/${pax.id}`), 403);
      expect(await passengerRow(t, pax.id)).toBeDefined();
    });

    it('lets the admin delete', async () => {
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      expect((await api(t, await adminAuth(t)).delete(`/api/passengers/${pax.id}`)).statusCode).toBe(204);
    });
  });
});
