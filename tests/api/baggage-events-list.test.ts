import { describe, expect, it } from 'vitest';
import { bagEvents } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import {
  eventCount,
  expectListedEvent,
  rebuild,
  scan,
  scannableBag,
  wipeBagEvents,
  type BagEventType,
} from '../helpers/baggage';
import { databases } from '../helpers/db';
import { adminAuth, createAirport } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { sharedUser } from '../helpers/flights';

const TYPES: BagEventType[] = ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'];

/**
 * `n` events of one bag at a fresh airport, one second apart from `start` (oldest first), written
 * straight to bag_events; returns the airport, the bag and the event ids oldest first.
 */
async function eventsAtFreshAirport(t: TestApp, n: number, start = new Date(Date.now() - 3600_000)) {
  const { airport, bag } = await scannableBag(t);
  const rows = await t.database.db
    .insert(bagEvents)
    .values(
      Array.from({ length: n }, (_, i) => ({
        bag_id: bag.id,
        airport_id: airport.id,
        event_type: TYPES[i % 4]!,
        created_at: new Date(start.getTime() + i * 1000),
      })),
    )
    .returning({ id: bagEvents.id });
  return { airport, bag, ids: rows.map((r) => r.id) };
}

describe.each(databases())('bag event lists on %s', (kind) => {
  const t = useTestApp(kind);
  const agent = () => sharedUser(t, { role: 'agent', service: 'passage' });
  const get = async (url: string) => api(t, (await agent()).auth).get(url);

  describe('GET /api/recent-baggage-events', () => {
    it('lists events newest first, 10 by default, with the fields of a bag event and no warnings', async () => {
      const { user, auth } = await agent();
      const { airport, ids } = await eventsAtFreshAirport(t, 11);
      const scanned = expectJson(
        await scan(t, auth, {
          bag_tag_number: (await scannableBag(t)).bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
          remark: 'porte 3',
        }),
        201,
      ).event;

      const list = expectJson(await get(`/api/recent-baggage-events?airport=${airport.id}`), 200);
      expect(list).toHaveLength(10);
      list.forEach(expectListedEvent);
      expect(list.map((e: any) => e.id)).toEqual([scanned.id, ...ids.slice(-9).reverse()]);
      const { warnings, ...listed } = scanned;
      expect(warnings).toEqual([]);
      expect(list[0]).toEqual(listed);
      expect(list[0].user_name).toBe(user.name);
    });

    it('lists the newest events of all airports when no airport is given', async () => {
      await wipeBagEvents(t);
      const a = await eventsAtFreshAirport(t, 6, new Date(Date.now() - 60_000));
      const b = await eventsAtFreshAirport(t, 6, new Date(Date.now() - 30_000));
      const list = expectJson(await get('/api/recent-baggage-events'), 200);
      expect(list.map((e: any) => e.id)).toEqual([...b.ids.reverse(), ...a.ids.slice(-4).reverse()]);
      expect(new Set(list.map((e: any) => e.airport_code))).toEqual(new Set([a.airport.code, b.airport.code]));
    });

    it('treats an empty airport parameter as no filter', async () => {
      await wipeBagEvents(t);
      const a = await eventsAtFreshAirport(t, 2);
      const b = await eventsAtFreshAirport(t, 2, new Date());
      const list = expectJson(await get('/api/recent-baggage-events?airport=&limit=4'), 200);
      expect(list.map((e: any) => e.id).sort()).toEqual([...a.ids, ...b.ids].sort());
    });

    it.each([1, 3, 12, 100])('returns at most limit=%i events', async (limit) => {
      const { airport, ids } = await eventsAtFreshAirport(t, 105);
      const list = expectJson(await get(`/api/recent-baggage-events?limit=${limit}&airport=${airport.id}`), 200);
      expect(list.map((e: any) => e.id)).toEqual(ids.slice(-limit).reverse());
    });

    it('keeps only the events of the airport asked for', async () => {
      const mine = await eventsAtFreshAirport(t, 3);
      await eventsAtFreshAirport(t, 3, new Date());
      const list = expectJson(await get(`/api/recent-baggage-events?airport=${mine.airport.id}&limit=50`), 200);
      expect(list.map((e: any) => e.id)).toEqual([...mine.ids].reverse());
      for (const e of list) expect(e).toMatchObject({ airport_id: mine.airport.id, airport_code: mine.airport.code });
    });

    it('orders events of the same instant by id, newest id first', async () => {
      const { airport, bag } = await scannableBag(t);
      const at = new Date(Date.now() - 5000);
      const rows = await t.database.db
        .insert(bagEvents)
        .values(
          [0, 1, 2].map(() => ({
            bag_id: bag.id,
            airport_id: airport.id,
            event_type: 'CHECKIN' as const,
            created_at: at,
          })),
        )
        .returning({ id: bagEvents.id });
      const list = expectJson(await get(`/api/recent-baggage-events?airport=${airport.id}`), 200);
      expect(list.map((e: any) => e.id)).toEqual(rows.map((r) => r.id).sort((x, y) => y - x));
    });

    it('answers an empty list for an airport without events', async () => {
      const airport = await createAirport(t);
      expect(expectJson(await get(`/api/recent-baggage-events?airport=${airport.id}`), 200)).toEqual([]);
    });

    it.each(['0', '101', 'abc', '-1', '1.5', '1e2', '99999'])('answers 422 on limit for limit=%s', async (limit) => {
      const body = expectError(await get(`/api/recent-baggage-events?limit=${limit}`), 422, ['limit']);
      expect(body.errors.limit).toEqual(['Cette valeur doit être un nombre entier positif.']);
    });

    it.each(['abc', '0', '-3', '99999999999'])('answers 422 on airport for airport=%s', async (airport) => {
      expectError(await get(`/api/recent-baggage-events?airport=${airport}`), 422, ['airport']);
    });
  });

  describe('GET /api/recent-events-paginate', () => {
    /** Follows next_page_url from page 1 and returns every page's body. */
    async function allPages(first: string) {
      const pages: any[] = [];
      let url: string | null = first;
      while (url) {
        const page = expectJson(await get(url), 200);
        pages.push(page);
        url = page.next_page_url;
        if (url) expect(url).toMatch(/^\/api\/recent-events-paginate\?/);
        if (pages.length > 100) throw new Error('runaway pagination');
      }
      return pages;
    }

    it('pages 20 events at a time in the page envelope, carrying the airport filter in every link', async () => {
      const { auth } = await agent();
      const { airport, ids } = await eventsAtFreshAirport(t, 41, new Date(Date.now() - 3 * 86_400_000));
      await rebuild(t);
      // two live scans: their counters come from the scan statement, not from the rebuild
      const other = await scannableBag(t);
      const scanned = [];
      for (const type of ['CHECKIN', 'LOADED']) {
        scanned.push(
          expectJson(
            await scan(t, auth, { bag_tag_number: other.bag.bag_tag_number, event_type: type, airport_id: airport.id }),
            201,
          ).event.id,
        );
      }
      const expected = [...scanned.reverse(), ...[...ids].reverse()];

      const pages = await allPages(`/api/recent-events-paginate?airport=${airport.id}`);
      expect(pages).toHaveLength(3);
      expect(pages.map((p) => p.data.length)).toEqual([20, 20, 3]);
      pages.forEach((p, i) => {
        expect(Object.keys(p).sort()).toEqual([
          'current_page',
          'data',
          'last_page',
          'links',
          'next_page_url',
          'per_page',
          'prev_page_url',
          'total',
        ]);
        expect(p).toMatchObject({ current_page: i + 1, last_page: 3, per_page: 20, total: 43 });
        p.data.forEach(expectListedEvent);
        for (const e of p.data) expect(e.airport_id).toBe(airport.id);
        for (const link of p.links)
          if (link.url) expect(new URL(link.url, 'http://x').searchParams.get('airport')).toBe(String(airport.id));
        expect(p.links.filter((l: any) => l.active).map((l: any) => l.label)).toEqual([String(i + 1)]);
      });
      expect(pages.flatMap((p) => p.data.map((e: any) => e.id))).toEqual(expected);
      expect(pages[0].prev_page_url).toBeNull();
      expect(pages[2].next_page_url).toBeNull();
      expect(pages[0].links.map((l: any) => l.label)).toEqual(['previous', '1', '2', '3', 'next']);

      // prev_page_url is followable too
      const back = expectJson(await get(pages[2].prev_page_url), 200);
      expect(back.current_page).toBe(2);
      expect(back.data.map((e: any) => e.id)).toEqual(expected.slice(20, 40));
    });

    it('counts every event of every airport in total when no airport is given', async () => {
      await wipeBagEvents(t);
      const { auth } = await agent();
      const a = await eventsAtFreshAirport(t, 17, new Date(Date.now() - 2 * 86_400_000));
      const b = await eventsAtFreshAirport(t, 9, new Date(Date.now() - 400 * 86_400_000));
      await rebuild(t);
      const live = await scannableBag(t);
      const { event } = expectJson(
        await scan(t, auth, {
          bag_tag_number: live.bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: live.airport.id,
        }),
        201,
      );

      const pages = await allPages('/api/recent-events-paginate');
      expect(await eventCount(t)).toBe(27);
      expect(pages.map((p) => p.total)).toEqual([27, 27]);
      expect(pages.map((p) => p.data.length)).toEqual([20, 7]);
      expect(pages.flatMap((p) => p.data.map((e: any) => e.id))).toEqual([
        event.id,
        ...[...a.ids].reverse(),
        ...[...b.ids].reverse(),
      ]);
      for (const p of pages) for (const link of p.links) if (link.url) expect(link.url).not.toContain('airport=');
    });

    it('answers one empty page for an airport without events', async () => {
      const airport = await createAirport(t);
      const page = expectJson(await get(`/api/recent-events-paginate?airport=${airport.id}`), 200);
      expect(page).toMatchObject({
        data: [],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 0,
        next_page_url: null,
        prev_page_url: null,
      });
    });

    it('answers an empty page, not an error, past the last page', async () => {
      const { airport } = await eventsAtFreshAirport(t, 3);
      await rebuild(t);
      const page = expectJson(await get(`/api/recent-events-paginate?airport=${airport.id}&page=5`), 200);
      expect(page).toMatchObject({ data: [], current_page: 5, last_page: 1, total: 3, next_page_url: null });
      const far = expectJson(await get(`/api/recent-events-paginate?airport=${airport.id}&page=999999`), 200);
      expect(far).toMatchObject({ data: [], current_page: 999_999, last_page: 1, total: 3, next_page_url: null });
    });

    it.each(['0', 'abc', '-2', '1.5'])('answers 422 on page for page=%s', async (page) => {
      expectError(await get(`/api/recent-events-paginate?page=${page}`), 422, ['page']);
    });

    it('answers 422 on airport for airport=abc', async () => {
      expectError(await get('/api/recent-events-paginate?airport=abc'), 422, ['airport']);
    });
  });

  describe('who may read the lists', () => {
    it.each(['/api/recent-baggage-events', '/api/recent-events-paginate'])(
      'refuses %s to a cargo agent and to a lost-and-found agent (403)',
      async (url) => {
        for (const service of ['cargo', 'lost-and-found'] as const) {
          const { auth } = await sharedUser(t, { role: 'agent', service });
          expectError(await api(t, auth).get(url), 403);
        }
      },
    );

    it.each(['/api/recent-baggage-events', '/api/recent-events-paginate'])(
      'refuses %s without a session (401)',
      async (url) => {
        expectError(await api(t, null).get(url), 401);
      },
    );

    it.each(['/api/recent-baggage-events', '/api/recent-events-paginate'])(
      'serves %s to a bagagiste, a passenger-service agent and the admin',
      async (url) => {
        for (const auth of [
          (await sharedUser(t, { role: 'agent', service: 'bagagiste' })).auth,
          (await sharedUser(t, { role: 'agent', service: 'passenger' })).auth,
          await adminAuth(t),
        ]) {
          expectJson(await api(t, auth).get(url), 200);
        }
      },
    );
  });
});
