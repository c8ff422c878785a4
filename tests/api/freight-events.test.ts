import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freightEvents, freightShipments } from '../../src/server/domains/schema';
import { api, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { newAwb } from '../helpers/freight';

// Freight scans: POST /api/freight-events and GET /api/freight-events/recent.

async function setup(t: TestApp, lang: 'en' | 'fr' = 'en') {
  const [origin, destination] = [await createAirport(t), await createAirport(t)];
  const { auth, user } = await signedIn(t, { service: 'cargo', lang, airport_id: origin.id });
  const shipment = expectJson(
    await api(t, auth).post('/api/freight-shipments', {
      awb_number: newAwb(),
      shipper: 'Kinshasa Textiles SARL',
      consignee: 'Lubumbashi Retail Ltd',
      departure_airport_id: origin.id,
      arrival_airport_id: destination.id,
      weight: 250,
    }),
    201,
  );
  return { auth, user, origin, destination, shipment };
}

const scan = (t: TestApp, auth: Auth, body: Record<string, unknown>) => api(t, auth).post('/api/freight-events', body);

describe.each(databases())('Freight scans on %s', (kind) => {
  const t = useTestApp(kind);

  it('records a scan and answers 201 with the freight event, its FSU code and no warnings', async () => {
    const { auth, user, origin, shipment } = await setup(t);
    const body = expectJson(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: origin.id,
        remarks: 'Two pallets',
        location_description: 'Shed 3',
      }),
      201,
    );
    expect(body.message).toBe('Shipment event recorded.');
    expect(body.event).toMatchObject({
      id: expect.any(Number),
      event_type: 'RECEIVED',
      fsu_code: 'RCS',
      shipment: { id: shipment.id, awb_number: shipment.awb_number, consignee: 'Lubumbashi Retail Ltd', weight: 250 },
      airport: { id: origin.id, code: origin.code },
      uld: null,
      user: { id: user.id, name: user.name },
      remark: 'Two pallets',
      location_description: 'Shed 3',
      warnings: [],
    });
    const detail = expectJson(await api(t, auth).get(`/api/freight-shipments/${shipment.id}`), 200);
    expect(detail).toMatchObject({ status: 'RECEIVED', latest_event: { event_type: 'RECEIVED', fsu_code: 'RCS' } });
    expect(detail.events.map((e: { id: number }) => e.id)).toEqual([body.event.id]);
  });

  it('answers the FSU code of each station: RCS at the origin, RCF elsewhere, PRE, TFD to another carrier only, DLV', async () => {
    // AWB 057-… is Air France's prefix: a transfer to KL is to another carrier, to AF within the same one
    const { auth, origin, destination, shipment } = await setup(t);
    const transit = await createAirport(t);
    const steps = [
      [{ event_type: 'RECEIVED', airport_id: origin.id }, 'RCS'],
      [{ event_type: 'LOADED', airport_id: origin.id }, 'PRE'],
      [{ event_type: 'RECEIVED', airport_id: transit.id }, 'RCF'],
      [{ event_type: 'TRANSFERRED', airport_id: transit.id }, null],
      [{ event_type: 'TRANSFERRED', airport_id: transit.id, to_carrier: 'af' }, null],
      [{ event_type: 'TRANSFERRED', airport_id: transit.id, to_carrier: 'KL' }, 'TFD'],
      [{ event_type: 'RECEIVED', airport_id: destination.id }, 'RCF'],
      [{ event_type: 'DELIVERED', airport_id: destination.id }, 'DLV'],
    ] as const;
    const expected: (string | null)[] = [];
    for (const [step, code] of steps) {
      const body = expectJson(await scan(t, auth, { awb_number: shipment.awb_number, ...step }), 201);
      expect(body.event, `${step.event_type} at ${step.airport_id}`).toMatchObject({
        event_type: step.event_type,
        fsu_code: code,
        to_carrier: 'to_carrier' in step ? step.to_carrier.toUpperCase() : null,
      });
      expected.push(code);
      // the shipment's latest event, in its detail and in the list, is read back from the database the same way
      const detail = expectJson(await api(t, auth).get(`/api/freight-shipments/${shipment.id}`), 200);
      expect(detail.latest_event).toMatchObject({ event_type: step.event_type, fsu_code: code });
      const list = expectJson(await api(t, auth).get('/api/freight-shipments'), 200);
      const row = list.data.find((s: { id: number }) => s.id === shipment.id);
      expect(row.latest_event).toMatchObject({ event_type: step.event_type, fsu_code: code });
    }
    const detail = expectJson(await api(t, auth).get(`/api/freight-shipments/${shipment.id}`), 200);
    expect(detail.events.map((e: { fsu_code: string | null }) => e.fsu_code)).toEqual(expected);
    const recent = expectJson(await api(t, auth).get('/api/freight-events/recent'), 200) as {
      shipment: { id: number };
      fsu_code: string | null;
    }[];
    expect(
      recent
        .filter((e) => e.shipment.id === shipment.id)
        .map((e) => e.fsu_code)
        .reverse(),
    ).toEqual(expected);
  });

  it('documents the FSU codes and the receiving carrier in the OpenAPI document', async () => {
    const doc = expectJson(await api(t).get('/api/openapi.json'), 200);
    const post = doc.paths['/api/freight-events'].post;
    const json = JSON.stringify(doc);
    for (const meaning of ['`RCS`', '`RCF`', '`PRE`', '`TFD`', '`DLV`', 'another carrier'])
      expect(post.description).toContain(meaning);
    expect(post.description).not.toContain('MAN');
    // the field's own schema: the five codes or null, described, and the scan's to_carrier
    const fsu = [...json.matchAll(/"fsu_code":(\{.*?\]\})/g)].map((m) => m[1]!);
    expect(fsu.length).toBeGreaterThan(0);
    for (const schema of fsu) {
      for (const code of ['RCS', 'RCF', 'PRE', 'TFD', 'DLV']) expect(schema).toContain(`"${code}"`);
      expect(schema).not.toContain('"MAN"');
    }
    expect(json).toContain('received from the shipper');
    const body = post.requestBody.content['application/json'].schema;
    const scanSchema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(JSON.stringify(scanSchema.properties.to_carrier)).toContain('2-character IATA designator');
  });

  it('refuses a receiving carrier that is not a 2-character designator, or on a scan other than TRANSFERRED', async () => {
    const { auth, origin, shipment } = await setup(t, 'fr');
    const bad = expectError(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'TRANSFERRED',
        airport_id: origin.id,
        to_carrier: 'KLM',
      }),
      422,
      ['to_carrier'],
    );
    expect(bad.errors.to_carrier).toEqual([
      'Le transporteur destinataire s’écrit avec son code IATA de compagnie à 2 caractères, par ex. AF ou 8Z.',
    ]);
    const notTransfer = expectError(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: origin.id,
        to_carrier: 'KL',
      }),
      422,
      ['to_carrier'],
    );
    expect(notTransfer.errors.to_carrier).toEqual([
      'Un transporteur destinataire ne s’indique que sur un scan TRANSFERRED.',
    ]);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(freightEvents)
      .where(eq(freightEvents.shipment_id, shipment.id));
    expect(n).toBe(0);
  });

  it('accepts the AWB in any spelling; an unknown one is 404 naming it', async () => {
    const { auth, origin, shipment } = await setup(t);
    expectJson(
      await scan(t, auth, {
        awb_number: shipment.awb_number.replace('-', ' '),
        event_type: 'RECEIVED',
        airport_id: origin.id,
      }),
      201,
    );
    const unknown = newAwb('999');
    expect(
      expectError(await scan(t, auth, { awb_number: unknown, event_type: 'RECEIVED', airport_id: origin.id }), 404)
        .message,
    ).toContain(unknown);
  });

  it('keeps suspicious scans and says why: not received yet, away from the origin, after delivery, twice in a minute', async () => {
    const { auth, origin, destination, shipment } = await setup(t);
    const loaded = expectJson(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'LOADED', airport_id: destination.id }),
      201,
    );
    expect(loaded.event.warnings).toEqual([
      `LOADED before the shipment was RECEIVED.`,
      `LOADED at ${destination.code}, not at the shipment's origin.`,
    ]);
    expectJson(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'DELIVERED', airport_id: destination.id }),
      201,
    );
    const after = expectJson(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'TRANSFERRED', airport_id: origin.id }),
      201,
    );
    expect(after.event.warnings).toEqual(['This shipment was already DELIVERED.']);
    const again = expectJson(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'TRANSFERRED', airport_id: origin.id }),
      201,
    );
    expect(again.event.warnings).toContain('TRANSFERRED was already scanned for this shipment less than a minute ago.');
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(freightEvents)
      .where(eq(freightEvents.shipment_id, shipment.id));
    expect(n).toBe(4);
  });

  it('records a retried client_event_id once and answers the first event again', async () => {
    const { auth, origin, shipment } = await setup(t);
    const body = {
      awb_number: shipment.awb_number,
      event_type: 'RECEIVED',
      airport_id: origin.id,
      client_event_id: randomUUID(),
    };
    const [a, b] = await Promise.all([scan(t, auth, body), scan(t, auth, body)]);
    const [first, second] = [expectJson(a, 201), expectJson(b, 201)];
    expect(second.event.id).toBe(first.event.id);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(freightEvents)
      .where(eq(freightEvents.shipment_id, shipment.id));
    expect(n).toBe(1);
    // the same id with another scan is no retry
    expectError(await scan(t, auth, { ...body, event_type: 'LOADED' }), 409);
  });

  it('warns a retried client_event_id as it warned the first scan, later and in the same group', async () => {
    const { auth, origin, shipment } = await setup(t);
    const body = {
      awb_number: shipment.awb_number,
      event_type: 'LOADED',
      airport_id: origin.id,
      client_event_id: randomUUID(),
    };
    const said = ['LOADED before the shipment was RECEIVED.'];
    const copies = await Promise.all([scan(t, auth, body), scan(t, auth, body)]);
    const later = expectJson(await scan(t, auth, body), 201);
    const ids = new Set([...copies.map((res) => expectJson(res, 201).event.id), later.event.id]);
    expect(ids.size).toBe(1);
    for (const res of copies) expect(expectJson(res, 201).event.warnings).toEqual(said);
    expect(later.event.warnings).toEqual(said);
    const [row] = await t.database.db
      .select({ warnings: freightEvents.warnings })
      .from(freightEvents)
      .where(eq(freightEvents.shipment_id, shipment.id));
    expect(row!.warnings).toEqual([{ key: 'warnNotReceived', params: { type: 'LOADED' } }]);
  });

  it('names every missing or wrong field with 422, an unknown airport or ULD too', async () => {
    const { auth, origin, shipment } = await setup(t);
    const err = expectError(await scan(t, auth, {}), 422);
    expect(Object.keys(err.errors).sort()).toEqual(['airport_id', 'awb_number', 'event_type']);
    expectError(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'CHECKIN', airport_id: origin.id }),
      422,
      ['event_type'],
    );
    expectError(
      await scan(t, auth, { awb_number: shipment.awb_number, event_type: 'RECEIVED', airport_id: 2147483647 }),
      422,
      ['airport_id'],
    );
    expectError(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: origin.id,
        uld_id: 2147483647,
      }),
      422,
      ['uld_id'],
    );
    expectError(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: origin.id,
        remark: 'x'.repeat(600),
      }),
      422,
      ['remark'],
    );
    expectError(
      await scan(t, auth, {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: origin.id,
        client_event_id: 'nope',
      }),
      422,
      ['client_event_id'],
    );
    const [row] = await t.database.db
      .select({ status: freightShipments.status })
      .from(freightShipments)
      .where(eq(freightShipments.id, shipment.id));
    expect(row!.status).toBeNull();
  });

  it('GET /api/freight-events/recent answers the 20 newest events, newest first', async () => {
    const { auth, origin, shipment } = await setup(t);
    const ids: number[] = [];
    for (const type of ['RECEIVED', 'LOADED', 'TRANSFERRED'])
      ids.push(
        expectJson(
          await scan(t, auth, { awb_number: shipment.awb_number, event_type: type, airport_id: origin.id }),
          201,
        ).event.id,
      );
    const recent = expectJson(await api(t, auth).get('/api/freight-events/recent'), 200) as { id: number }[];
    expect(recent.length).toBeLessThanOrEqual(20);
    expect(recent.slice(0, 3).map((e) => e.id)).toEqual(ids.reverse());
  });

  it('is refused to those the freight policy does not admit', async () => {
    const { origin, shipment } = await setup(t);
    const passage = (await signedIn(t, { service: 'passage', role: 'supervisor' })).auth;
    expectError(
      await scan(t, passage, { awb_number: shipment.awb_number, event_type: 'RECEIVED', airport_id: origin.id }),
      403,
    );
    expectError(await api(t, passage).get('/api/freight-events/recent'), 403);
    expectError(await api(t).get('/api/freight-events/recent'), 401);
  });
});
