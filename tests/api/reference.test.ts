import { describe, expect, it } from 'vitest';
import { SERVICES } from '../../src/shared/roles';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport, createZone, signedIn, unique, uniqueAirportCode } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';

describe.each(databases())('Reference lists on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /api/services', () => {
    it('lists the eight services of the airport as {id, name, slug} to any signed-in user', async () => {
      const { auth } = await signedIn(t, { role: 'agent', service: 'cargo' });
      const services = expectJson(await api(t, auth).get('/api/services'), 200);
      expect(services.map((s: { slug: string }) => s.slug).sort()).toEqual([
        'admin-and-it',
        'anti-fraude',
        'bagagiste',
        'cargo',
        'lost-and-found',
        'passage',
        'passenger',
        'surete',
      ]);
      for (const service of services) {
        expect(Object.keys(service).sort()).toEqual(['id', 'name', 'slug']);
        expect(Number.isInteger(service.id)).toBe(true);
      }
      expect(services.find((s: { slug: string }) => s.slug === 'surete').name).toBe('Sûreté');
      expect(services).toHaveLength(SERVICES.length);
    });

    it('answers 401 without authentication', async () => {
      expectError(await api(t).get('/api/services'), 401);
    });
  });

  describe('/api/airports', () => {
    it('GET lists airports as {id, code, name, uld_owner_code, timezone, timezone_set}, sorted by code, to any signed-in user', async () => {
      const { auth } = await signedIn(t, { role: 'agent' });
      const a = await createAirport(t);
      const b = await createAirport(t, { timezone: 'Africa/Lubumbashi' });
      const airports = expectJson(await api(t, auth).get('/api/airports'), 200);
      for (const airport of airports)
        expect(Object.keys(airport).sort()).toEqual([
          'code',
          'id',
          'name',
          'timezone',
          'timezone_set',
          'uld_owner_code',
        ]);
      // an airport without a zone of its own reads in this Tarmac's (APP_TIMEZONE)
      expect(airports).toContainEqual({ ...a, uld_owner_code: null, timezone: 'Africa/Kinshasa', timezone_set: false });
      expect(airports).toContainEqual({
        ...b,
        uld_owner_code: null,
        timezone: 'Africa/Lubumbashi',
        timezone_set: true,
      });
      const codes = airports.map((x: { code: string }) => x.code);
      expect(codes).toEqual([...codes].sort());
    });

    it('POST creates an airport with its code trimmed and upper-cased: 201 {id, code, name, uld_owner_code, timezone, timezone_set}', async () => {
      const admin = await adminAuth(t);
      const code = uniqueAirportCode();
      const res = await api(t, admin).post('/api/airports', {
        code: ` ${code.toLowerCase()} `,
        name: ' N’djili International ',
      });
      const airport = expectJson(res, 201);
      expect(airport).toEqual({
        id: expect.any(Number),
        code,
        name: 'N’djili International',
        uld_owner_code: null,
        timezone: 'Africa/Kinshasa',
        timezone_set: false,
      });
      expect(expectJson(await api(t, admin).get('/api/airports'), 200)).toContainEqual(airport);
    });

    it('POST answers 409 for a code that exists, whatever its case', async () => {
      const admin = await adminAuth(t);
      const existing = await createAirport(t);
      const body = expectError(
        await api(t, admin).post('/api/airports', { code: existing.code.toLowerCase(), name: 'Twin' }),
        409,
      );
      expect(body.message).toBe(`L’aéroport ${existing.code} existe déjà.`);
    });

    it.each([['FI'], ['FIHX'], ['F1H'], [''], [123]])('POST answers 422 on code for %j', async (code) => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/airports', { code, name: 'Bad code' }), 422, ['code']);
    });

    it('POST answers 422 naming code and name for an empty body', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/airports', {}), 422, ['code', 'name']);
    });

    it('POST keeps a zone under its canonical IANA name', async () => {
      const admin = await adminAuth(t);
      const body = { code: uniqueAirportCode(), name: 'Goma International', timezone: ' US/Eastern ' };
      const airport = expectJson(await api(t, admin).post('/api/airports', body), 201);
      expect(airport).toMatchObject({ timezone: 'America/New_York', timezone_set: true });
      const lubumbashi = { code: uniqueAirportCode(), name: 'Goma', timezone: 'Africa/Lubumbashi' };
      expect(expectJson(await api(t, admin).post('/api/airports', lubumbashi), 201).timezone).toBe('Africa/Lubumbashi');
    });

    it.each([['Mars/Olympus'], ['EST'], ['+01:00'], ['UTC+1'], [''], [42]])(
      'POST answers 422 on timezone for %j, in the user’s language',
      async (timezone) => {
        const admin = await adminAuth(t);
        const body = { code: uniqueAirportCode(), name: 'Bad zone', timezone };
        const res = expectError(await api(t, admin).post('/api/airports', body), 422, ['timezone']);
        expect(res.errors.timezone).toEqual([
          'Un fuseau horaire est un nom IANA, par ex. Africa/Lubumbashi ou Europe/Paris.',
        ]);
      },
    );

    it('PUT sets, changes and clears an airport’s zone, name and owner code, audited; the code cannot change', async () => {
      const admin = await adminAuth(t);
      const airport = await createAirport(t);
      const put = (body: object) => api(t, admin).put(`/api/airports/${airport.id}`, body);
      const set = expectJson(
        await put({ name: 'Goma', uld_owner_code: '8z', timezone: 'Africa/Lubumbashi', code: airport.code }),
        200,
      );
      expect(set).toEqual({
        id: airport.id,
        code: airport.code,
        name: 'Goma',
        uld_owner_code: '8Z',
        timezone: 'Africa/Lubumbashi',
        timezone_set: true,
      });
      const audit = expectJson(await api(t, admin).get(`/api/audit?entity=airport&entity_id=${airport.id}`), 200);
      expect(audit.data[0]).toMatchObject({
        action: 'update',
        changes: { timezone: { old: null, new: 'Africa/Lubumbashi' }, name: { old: airport.name, new: 'Goma' } },
      });
      const cleared = expectJson(await put({ name: 'Goma', timezone: null }), 200);
      expect(cleared).toMatchObject({ timezone: 'Africa/Kinshasa', timezone_set: false, uld_owner_code: null });
      expectError(await put({ name: 'Goma', code: 'ZZZ' }), 422, ['code']);
      expectError(await put({ name: 'Goma', timezone: 'Nowhere/Land' }), 422, ['timezone']);
      expectError(await api(t, admin).put('/api/airports/999999', { name: 'Nobody' }), 404);
      const { auth: supervisor } = await signedIn(t, { role: 'supervisor' });
      expectError(await api(t, supervisor).put(`/api/airports/${airport.id}`, { name: 'Mine' }), 403);
    });
  });

  describe('/api/zones', () => {
    it('GET lists zones as {id, name, airport_id, airport: {code}}, and ?airport_id keeps one airport’s', async () => {
      const { auth } = await signedIn(t, { role: 'agent' });
      const fih = await createAirport(t);
      const fbm = await createAirport(t);
      const gate = await createZone(t, fih.id, unique('Gate '));
      const apron = await createZone(t, fih.id, unique('Apron '));
      const hall = await createZone(t, fbm.id, unique('Hall '));

      const all = expectJson(await api(t, auth).get('/api/zones'), 200);
      expect(all).toContainEqual({ id: gate.id, name: gate.name, airport_id: fih.id, airport: { code: fih.code } });
      expect(all).toContainEqual({ id: hall.id, name: hall.name, airport_id: fbm.id, airport: { code: fbm.code } });

      const ofFih = expectJson(await api(t, auth).get(`/api/zones?airport_id=${fih.id}`), 200);
      expect(ofFih.map((z: { id: number }) => z.id).sort()).toEqual([gate.id, apron.id].sort());
      for (const zone of ofFih) expect(zone.airport).toEqual({ code: fih.code });
    });

    it('GET answers an empty list for an airport without zones', async () => {
      const { auth } = await signedIn(t);
      const empty = await createAirport(t);
      expect(expectJson(await api(t, auth).get(`/api/zones?airport_id=${empty.id}`), 200)).toEqual([]);
    });

    it.each(['abc', '0', '-1', '2147483648', '99999999999'])('GET answers 422 on airport_id for %s', async (value) => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).get(`/api/zones?airport_id=${value}`), 422, ['airport_id']);
    });

    it('POST creates a zone: 201 {id, name, airport_id, airport: {code}}', async () => {
      const admin = await adminAuth(t);
      const airport = await createAirport(t);
      const zone = expectJson(
        await api(t, admin).post('/api/zones', { name: '  Carousel 3 ', airport_id: airport.id }),
        201,
      );
      expect(zone).toEqual({
        id: expect.any(Number),
        name: 'Carousel 3',
        airport_id: airport.id,
        airport: { code: airport.code },
      });
      expect(expectJson(await api(t, admin).get(`/api/zones?airport_id=${airport.id}`), 200)).toEqual([zone]);
    });

    it('POST answers 409 for a name the airport already has, whatever its case, but allows it at another airport', async () => {
      const admin = await adminAuth(t);
      const first = await createAirport(t);
      const second = await createAirport(t);
      await createZone(t, first.id, 'Cargo Apron');
      expectError(await api(t, admin).post('/api/zones', { name: 'cargo apron', airport_id: first.id }), 409);
      expectJson(await api(t, admin).post('/api/zones', { name: 'Cargo Apron', airport_id: second.id }), 201);
    });

    it('POST answers 422 on airport_id for an unknown airport or a non-number', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/zones', { name: 'Nowhere', airport_id: 987_654 }), 422, [
        'airport_id',
      ]);
      expectError(await api(t, admin).post('/api/zones', { name: 'Nowhere', airport_id: '1' }), 422, ['airport_id']);
      expectError(await api(t, admin).post('/api/zones', {}), 422, ['name', 'airport_id']);
    });
  });
});
