import { beforeAll, describe, expect, it } from 'vitest';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, sharedUser, uniqueBagTag } from '../helpers/flights';
import { openStream } from '../helpers/sse';

// The live board (board.live, tRPC over server-sent events): a board at once, then a new one after a scan recorded
// through REST, on both databases (how soon is the bench's to measure); a screen that reconnects with the version it
// has is sent nothing until the board changes.

type Board = {
  flights: Array<{ id: number; bags: { loaded: number; total: number }; ulds: Array<{ id: number }> }>;
};

/** A board's stream read as a screen does: each board with its id. */
const openBoard = (t: TestApp, cookie: string, input: Record<string, unknown>) =>
  openStream<Board>(t, cookie, 'board.live', input);

describe.each(databases())('The live board on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends the board at once, then again after a scan made through REST', async () => {
    const airport = await createAirport(t);
    const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
    const pax = await insertPassenger(t, flight.id);
    const bag = await insertBag(t, pax.id, { airport_id: airport.id });
    const { auth } = await sharedUser(t, { role: 'supervisor', service: 'passage', lang: 'en' });
    const board = await openBoard(t, auth.cookie, { airport_id: airport.id });
    try {
      const first = await board.next(1);
      expect(first?.data.flights.map((f) => f.id)).toEqual([flight.id]);
      expect(first!.data.flights[0]!.bags.loaded).toBe(0);

      const agent = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
      const scan = async (event_type: string) =>
        expectJson(
          await api(t, agent.auth).post('/api/baggage-events', {
            bag_tag_number: bag.bag_tag_number,
            event_type,
            airport_id: airport.id,
          }),
          201,
        );
      await scan('LOADED');
      const second = await board.next(2);
      expect(second, 'a board after the scan').not.toBeNull();
      expect(second!.data.flights[0]!.bags.loaded).toBe(1);
      expect(second!.id).not.toBe(first!.id);

      // a screen reconnecting with the board it has is sent nothing until the board changes
      const again = await openBoard(t, auth.cookie, { airport_id: airport.id, lastEventId: second!.id });
      try {
        expect(await again.next(1, 600)).toBeNull();
        await scan('DELIVERED');
        const changed = await again.next(1);
        expect(changed?.data.flights[0]!.bags.loaded).toBe(0);
      } finally {
        again.close();
      }

      // a flight added: the open board shows it, no scan needed
      /**
       * The boards pushed from the `from`-th on, read until one shows what is looked for (null: none came within the
       * wait).
       */
      const until = async (shows: (b: Board) => boolean, from = 0) => {
        const deadline = Date.now() + 5000;
        for (;;) {
          const found = board.events.slice(from).find((e) => shows(e.data));
          if (found || Date.now() > deadline) return found ?? null;
          await board.next(board.events.length + 1, 250);
        }
      };
      const supervisor = api(t, auth);
      const added = expectJson(
        await supervisor.post('/api/flights', {
          flight_number: '8Z4321',
          departure_airport: airport.id,
          departure_time: new Date(Date.now() + 60 * 60_000).toISOString(),
          arrival_time: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
        }),
        201,
      );
      const withFlight = await until((b) => b.flights.some((f) => f.id === added.id));
      expect(withFlight, 'a board with the flight added').not.toBeNull();

      // a bag registered by hand is counted at once, and leaves with its passenger
      const totalOf = (b: Board) => b.flights.find((f) => f.id === flight.id)!.bags.total;
      const late = await insertPassenger(t, flight.id);
      const desk = await signedIn(t, { service: 'passage', role: 'agent', airport_id: airport.id });
      expectJson(
        await api(t, desk.auth).post('/api/bags', {
          bag_tag_number: uniqueBagTag(),
          weight: 18,
          passenger_id: late.id,
          airport_id: airport.id,
        }),
        201,
      );
      expect(await until((b) => totalOf(b) === 2), 'a board counting the bag registered').not.toBeNull();
      expect((await supervisor.delete(`/api/passengers/${late.id}`)).statusCode).toBe(204);
      const removed = await until((b) => totalOf(b) === 1, board.events.length);
      expect(removed, 'a board without the passenger removed').not.toBeNull();

      // a ULD put on the flight, then moved to the other one
      const uldsOf = (b: Board, id: number) => b.flights.find((f) => f.id === id)?.ulds.map((u) => u.id) ?? [];
      const cargo = api(t, (await signedIn(t, { service: 'cargo', role: 'supervisor', airport_id: airport.id })).auth);
      const uld = expectJson(
        await cargo.post('/api/ulds', {
          type: 'CONTAINER',
          status: 'ASSIGNED',
          airport_id: airport.id,
          flight_id: flight.id,
        }),
        201,
      );
      expect(await until((b) => uldsOf(b, flight.id).includes(uld.id)), 'a board with the ULD').not.toBeNull();
      expectJson(
        await cargo.put(`/api/ulds/${uld.id}`, {
          type: 'CONTAINER',
          status: 'ASSIGNED',
          airport_id: airport.id,
          flight_id: added.id,
        }),
        200,
      );
      expect(
        await until((b) => !uldsOf(b, flight.id).includes(uld.id) && uldsOf(b, added.id).includes(uld.id)),
        'a board with the ULD moved',
      ).not.toBeNull();
    } finally {
      board.close();
    }
  });
});
