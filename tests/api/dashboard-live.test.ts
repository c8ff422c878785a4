import { beforeAll, describe, expect, it } from 'vitest';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { adminAuth, createAirport } from '../helpers/factories';
import { shipmentViaApi } from '../helpers/freight';
import { insertBag, insertFlight, insertPassenger, sharedUser } from '../helpers/flights';
import { openStream } from '../helpers/sse';

// The dashboards' live feeds (dashboard.live, freightDashboard.live: tRPC over server-sent events): the cards and the
// recent logs at once, then again after a scan recorded through REST, on both databases; events only for those who
// may read them; a screen that reconnects with the version it has is sent nothing until they change.

type Card = { today: number };
type BagDashboard = {
  stats: { total_loaded: Card; total_delivered: Card };
  recent_events: Array<{ bag_tag_number: string; event_type: string; passenger_name: string }> | null;
};
type FreightDashboard = {
  stats: { total_received: Card };
  recent_events: Array<{ shipment: { awb_number: string }; event_type: string }> | null;
};

/** A bag of a flight leaving today from a new airport, and its passenger. */
async function aBag(t: TestApp) {
  const airport = await createAirport(t);
  const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
  const passenger = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
  return { airport, bag, passenger };
}

async function scanBag(t: TestApp, tag: string, airportId: number, event_type: string) {
  const agent = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
  expectJson(
    await api(t, agent.auth).post('/api/baggage-events', { bag_tag_number: tag, event_type, airport_id: airportId }),
    201,
  );
}

/** A shipment, and its scan through REST by a cargo agent of its origin. */
async function aShipment(t: TestApp) {
  const { auth, origin, shipment } = await shipmentViaApi(t);
  const scan = async (event_type: string) =>
    expectJson(
      await api(t, auth).post('/api/freight-events', {
        awb_number: shipment.awb_number,
        event_type,
        airport_id: origin.id,
      }),
      201,
    );
  return { auth, awb: shipment.awb_number, scan };
}

describe.each(databases())('The live dashboards on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends the baggage dashboard at once, then again after a scan made through REST; a reconnect nothing it has', async () => {
    const { airport, bag } = await aBag(t);
    const { auth } = await sharedUser(t, { role: 'supervisor', service: 'passage', lang: 'en' });
    const dashboard = await openStream<BagDashboard>(t, auth.cookie, 'dashboard.live');
    try {
      const first = (await dashboard.next(1))!;
      expect(first, 'the dashboard at once').not.toBeNull();
      expect(first.data.recent_events).toBeInstanceOf(Array);

      await scanBag(t, bag.bag_tag_number, airport.id, 'LOADED');
      const second = (await dashboard.next(2))!;
      expect(second, 'a dashboard after the scan').not.toBeNull();
      expect(second.data.stats.total_loaded.today).toBe(first.data.stats.total_loaded.today + 1);
      expect(second.data.recent_events![0]).toMatchObject({ bag_tag_number: bag.bag_tag_number, event_type: 'LOADED' });
      expect(second.id).not.toBe(first.id);

      // a screen reconnecting with the dashboard it has is sent nothing until it changes
      const again = await openStream<BagDashboard>(t, auth.cookie, 'dashboard.live', { lastEventId: second.id });
      try {
        expect(await again.next(1, 600)).toBeNull();
        await scanBag(t, bag.bag_tag_number, airport.id, 'DELIVERED');
        const changed = await again.next(1);
        expect(changed?.data.stats.total_delivered.today).toBe(second.data.stats.total_delivered.today + 1);
      } finally {
        again.close();
      }
    } finally {
      dashboard.close();
    }
  });

  it('sends the freight dashboard at once, then again after a freight scan made through REST', async () => {
    const shipment = await aShipment(t);
    const dashboard = await openStream<FreightDashboard>(t, shipment.auth.cookie, 'freightDashboard.live', {});
    try {
      const first = (await dashboard.next(1))!;
      expect(first, 'the dashboard at once').not.toBeNull();
      await shipment.scan('RECEIVED');
      const second = (await dashboard.next(2))!;
      expect(second, 'a dashboard after the scan').not.toBeNull();
      expect(second.data.stats.total_received.today).toBe(first.data.stats.total_received.today + 1);
      expect(second.data.recent_events![0]).toMatchObject({
        shipment: { awb_number: shipment.awb },
        event_type: 'RECEIVED',
      });
    } finally {
      dashboard.close();
    }
  });

  it('sends the recent events only to those who may read them: the others get the cards, events null', async () => {
    // bag events are the passenger side's, freight events the cargo service's (baggage.recent, freightEvents.recent)
    const cargo = await sharedUser(t, { role: 'agent', service: 'cargo', lang: 'en' });
    const passage = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
    const bags = await openStream<BagDashboard>(t, cargo.auth.cookie, 'dashboard.live');
    const freight = await openStream<FreightDashboard>(t, passage.auth.cookie, 'freightDashboard.live');
    try {
      const first = (await bags.next(1))!;
      expect(first.data.recent_events).toBeNull();
      expect((await freight.next(1))?.data.recent_events).toBeNull();

      const { airport, bag } = await aBag(t);
      await scanBag(t, bag.bag_tag_number, airport.id, 'LOADED');
      const second = (await bags.next(2))!;
      expect(second, 'the cards after the scan').not.toBeNull();
      expect(second.data.stats.total_loaded.today).toBe(first.data.stats.total_loaded.today + 1);
      expect(second.data.recent_events).toBeNull();
      expect(JSON.stringify(bags.events)).not.toContain(bag.bag_tag_number);
    } finally {
      bags.close();
      freight.close();
    }
  });

  it('sends the logs again at once when a passenger’s data is erased, the name gone', async () => {
    const { airport, bag, passenger } = await aBag(t);
    await scanBag(t, bag.bag_tag_number, airport.id, 'CHECKIN');
    const admin = await adminAuth(t);
    const dashboard = await openStream<BagDashboard>(t, admin.cookie, 'dashboard.live');
    try {
      const first = (await dashboard.next(1))!;
      expect(first.data.recent_events![0]).toMatchObject({ bag_tag_number: bag.bag_tag_number });
      expect(first.data.recent_events![0]!.passenger_name).toBe(passenger.name);
      // settled: the read the stream's start asks for (the bus listening) done, nothing more to come on its own
      expect(await dashboard.next(2, 800)).toBeNull();
      const reason = 'Request by e-mail, ticket DPO-2026-061';
      expectJson(await api(t, admin).post('/api/personal-data/erase', { pnr: passenger.pnr, reason }), 200);
      // within the wait of a change, not the 30 s tick's
      const second = await dashboard.next(2);
      expect(second, 'the logs after the erasure').not.toBeNull();
      expect(second!.data.recent_events![0]!.passenger_name).toBe('[erased]');
    } finally {
      dashboard.close();
    }
  });

  it('refuses a caller who is not signed in, in an event that ends the stream', async () => {
    for (const path of ['dashboard.live', 'freightDashboard.live']) {
      const stream = await openStream(t, '', path);
      try {
        expect(await stream.error(), path).toEqual(expect.objectContaining({ code: 'UNAUTHORIZED', httpStatus: 401 }));
        expect(stream.events).toEqual([]);
      } finally {
        stream.close();
      }
    }
  });
});
