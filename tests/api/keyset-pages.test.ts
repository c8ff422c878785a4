import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, useTestApp } from '../helpers/app';
import { insertEventAt, rebuild, scannableBag } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { insertFlight, insertPassenger, sharedUser } from '../helpers/flights';
import { queryRows } from '../../src/server/platform/db/rows';
import { daysHolding, newestDays } from '../../src/server/platform/daily-counts';
import { bagEventDaily } from '../../src/server/domains/schema';

// next_page_url and prev_page_url carry a cursor naming the row at the page's edge, so following them
// reads from that row on: every row once, in order, whatever is added to the top of the list meanwhile.

const cursor = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');

describe.each(databases())('pages followed by their links on %s', (kind) => {
  const t = useTestApp(kind);
  const get = async (url: string) => {
    const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
    return expectJson(await api(t, auth).get(url), 200);
  };

  /** Follows next_page_url from `first` to the end, then prev_page_url back to page 1; the pages both ways. */
  async function walk(
    first: string,
    envelope: (body: any) => any,
    meanwhile: () => Promise<unknown>,
    read: (url: string) => Promise<any> = get,
  ) {
    const get = read;
    const forward: any[] = [envelope(await get(first))];
    await meanwhile();
    while (forward.at(-1).next_page_url) {
      expect(forward.at(-1).next_page_url).toMatch(/[?&]after=[\w-]+/);
      forward.push(envelope(await get(forward.at(-1).next_page_url)));
    }
    const backward: any[] = [forward.at(-1)];
    while (backward.at(-1).prev_page_url) {
      expect(backward.at(-1).prev_page_url).toMatch(/[?&]before=[\w-]+/);
      backward.push(envelope(await get(backward.at(-1).prev_page_url)));
    }
    return { forward, backward: backward.reverse() };
  }

  const ids = (pages: any[]) => pages.flatMap((p) => p.data.map((r: any) => r.id));

  it('bag events: every event once, newest first, ties on the instant and microseconds included', async () => {
    const { airport, bag } = await scannableBag(t);
    // 45 events, three at each instant; instants a microsecond apart, which a JavaScript Date cannot tell apart
    await t.database.db.execute(sql`
      insert into bag_events (bag_id, airport_id, event_type, created_at, updated_at)
      select ${bag.id}, ${airport.id}, 'CHECKIN',
             timestamptz '2026-11-20 08:00:00.000001Z' + (i / 3) * interval '1 microsecond',
             timestamptz '2026-11-20 08:00:00Z'
      from generate_series(0, 44) i`);
    await rebuild(t);
    const order = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from bag_events where airport_id = ${airport.id} order by created_at desc, id desc`,
    );
    const { forward, backward } = await walk(
      `/api/recent-events-paginate?airport=${airport.id}`,
      (body) => body,
      // a scan arriving while the list is read: on top, it pushes no row onto the next page
      async () => (await insertEventAt(t, { bagId: bag.id, airportId: airport.id, at: new Date() }), rebuild(t)),
    );
    expect(forward.map((p) => p.current_page)).toEqual([1, 2, 3]);
    expect(ids(forward)).toEqual(order.map((r) => Number(r.id)));
    expect(backward.map((p) => p.current_page)).toEqual([1, 2, 3]);
    expect(ids(backward)).toEqual(ids(forward));
    expect(forward[1].links.find((l: any) => l.label === 'next').url).toBe(forward[1].next_page_url);
    expect(forward[1].links.find((l: any) => l.label === 'previous').url).toBe(forward[1].prev_page_url);
  });

  it('a flight’s passengers: by name, those of the same name each once', async () => {
    const flight = await insertFlight(t);
    const names = ['KABILA/ANNE MRS', 'MBUYI/PAUL MR', 'ZOLA/JEAN MR'];
    for (let i = 0; i < 45; i++) await insertPassenger(t, flight.id, { name: names[i % 3]! });
    const all = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from passengers where flight_id = ${flight.id} order by name, id`,
    );
    const { forward, backward } = await walk(
      `/api/flights/${flight.id}`,
      (body) => body.passengers,
      () => insertPassenger(t, flight.id, { name: 'AARON/ADAM MR' }),
    );
    expect(ids(forward)).toEqual(all.map((r) => Number(r.id)));
    expect(ids(backward)).toEqual(ids(forward));
    expect(forward.at(-1).next_page_url).toBeNull();
  });

  it('a bare page number still reads by offset, its links carrying cursors', async () => {
    const { airport, bag } = await scannableBag(t);
    for (let i = 0; i < 25; i++)
      await insertEventAt(t, { bagId: bag.id, airportId: airport.id, at: new Date(Date.UTC(2026, 10, 20, 8, i)) });
    await rebuild(t);
    const second = await get(`/api/recent-events-paginate?airport=${airport.id}&page=2`);
    expect(second.data).toHaveLength(5);
    expect(second.next_page_url).toBeNull();
    expect(second.prev_page_url).toMatch(/page=1&before=/);
    const first = await get(second.prev_page_url);
    expect(first.data.map((e: any) => e.id)).toEqual(
      (await get(`/api/recent-events-paginate?airport=${airport.id}`)).data.map((e: any) => e.id),
    );
    expect(first.prev_page_url).toBeNull();
  });

  it('bag events by page number: the rows OFFSET reads, the page starting from its day through the counters', async () => {
    const { airport, bag } = await scannableBag(t);
    // local days (Kinshasa, UTC+1) of 17, 0, 23 and 41 events; the first and last of each day on its edges
    // (00:00:00 and 23:59:59.999999 local), ties of three at each instant, and a day with none between
    await t.database.db.execute(sql`
      insert into bag_events (bag_id, airport_id, event_type, created_at, updated_at)
      select ${bag.id}, ${airport.id}, 'LOADED', d.start + (i / 3) * (interval '1 day' - interval '1 microsecond') / d.n, now()
      from (values (timestamptz '2026-03-01 23:00Z', 17, 5), (timestamptz '2026-03-03 23:00Z', 23, 7),
                   (timestamptz '2026-03-04 23:00Z', 41, 13)) d(start, count, n),
           generate_series(0, d.count - 1) i`);
    await rebuild(t);
    const order = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from bag_events where airport_id = ${airport.id} order by created_at desc, id desc`,
    );
    const expected = order.map((r) => Number(r.id));
    expect(expected).toHaveLength(81);
    const byNumber: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = await get(`/api/recent-events-paginate?airport=${airport.id}&page=${page}`);
      expect(body.total).toBe(81);
      byNumber.push(...body.data.map((e: any) => e.id));
    }
    expect(byNumber).toEqual(expected);
    // every airport's events: other tests' too, each page as OFFSET reads it
    const everyone = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from bag_events order by created_at desc, id desc`,
    );
    const last = Math.ceil(everyone.length / 20);
    for (const page of [2, Math.ceil(last / 2), last])
      expect((await get(`/api/recent-events-paginate?page=${page}`)).data.map((e: any) => e.id)).toEqual(
        everyone.slice((page - 1) * 20, page * 20).map((r) => Number(r.id)),
      );
  });

  it('bag events by page number: a page older than the newest month of days, and one past the end', async () => {
    const { airport, bag } = await scannableBag(t);
    // 45 local days with events, 2 a day: page 3 starts 40 rows down, on the 21st day, page 4 on the 31st, page 5 on
    // the 41st: past the newest 31 days, where the page's day is found among every day
    await t.database.db.execute(sql`
      insert into bag_events (bag_id, airport_id, event_type, created_at, updated_at)
      select ${bag.id}, ${airport.id}, 'LOADED', timestamptz '2026-01-01 12:00Z' + d * interval '1 day' + i * interval '1 hour', now()
      from generate_series(0, 44) d, generate_series(0, 1) i`);
    await rebuild(t);
    // the local days, newest first (noon UTC is 13:00 in Kinshasa: the same date)
    const days = Array.from({ length: 45 }, (_, d) => new Date(Date.UTC(2026, 0, 45 - d)).toISOString().slice(0, 10));
    const expected = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from bag_events where airport_id = ${airport.id} order by created_at desc, id desc`,
      )
    ).map((r) => Number(r.id));
    expect(expected).toHaveLength(90);
    for (const page of [1, 2, 3, 4, 5]) {
      const body = await get(`/api/recent-events-paginate?airport=${airport.id}&page=${page}`);
      expect(body.total).toBe(90);
      expect(body.data.map((e: any) => e.id)).toEqual(expected.slice((page - 1) * 20, page * 20));
    }
    const past = await get(`/api/recent-events-paginate?airport=${airport.id}&page=6`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(90);
    // the day a page starts from: among the newest month's days for page 3, among every day for page 5 (else it
    // would read the whole list by OFFSET, the same rows far slower)
    const { db } = t.database;
    const recent = await newestDays(db, bagEventDaily, airport.id);
    expect(recent.map((d) => d.day)).toEqual(days.slice(0, 31));
    expect(await daysHolding(db, bagEventDaily, 40, recent, airport.id)).toBe(recent);
    expect((await daysHolding(db, bagEventDaily, 80, recent, airport.id)).map((d) => d.day)).toEqual(days);
  });

  it('shipments: pages by number and by their links read the same rows, newest first, ties included', async () => {
    const { auth } = await sharedUser(t, { role: 'admin' });
    // 45 shipments, three at each instant, each with a latest event the list shows
    await t.database.db.execute(sql`insert into airports (code, name) values ('KSH', 'Keyset') on conflict do nothing`);
    await t.database.db.execute(sql`
      insert into freight_shipments (awb_number, shipper, consignee, weight, departure_airport_id, arrival_airport_id, created_at)
      select '999-' || lpad((8000000 + i)::text, 7, '0') || ((8000000 + i) % 7), 'S', 'C', 10,
             (select id from airports where code = 'KSH'), (select id from airports where code = 'KSH'),
             timestamptz '2030-01-01 08:00:00Z' + (i / 3) * interval '1 second'
      from generate_series(0, 44) i`);
    const order = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from freight_shipments order by created_at desc, id desc`,
    );
    const expected = order.map((r) => Number(r.id));
    const envelope = (body: any) => body;
    const byNumber: any[] = [];
    for (let page = 1; page <= 3; page++)
      byNumber.push(await expectJson(await api(t, auth).get(`/api/freight-shipments?page=${page}`), 200));
    expect(ids(byNumber).slice(0, 45)).toEqual(expected.slice(0, 45));
    const asAdmin = async (url: string) => expectJson(await api(t, auth).get(url), 200);
    const { forward } = await walk('/api/freight-shipments', envelope, async () => undefined, asAdmin);
    expect(ids(forward)).toEqual(expected);
    expect(forward[0].data[0]).toMatchObject({ awb_number: expect.stringMatching(/^999-/), latest_event: null });
  });

  describe('a damaged cursor is a 422 naming the field, not a failed query', () => {
    const valid = { t: '2026-11-20T08:00:00.000001Z', id: 1 };
    it.each([
      ['not base64url', 'after', 'a+b/c='],
      ['not JSON', 'after', Buffer.from('{t:').toString('base64url')],
      ['a key that is no instant', 'after', cursor({ t: 'yesterday', id: 1 })],
      ['a day the calendar lacks', 'before', cursor({ t: '2026-02-30T08:00:00.000000Z', id: 1 })],
      ['milliseconds only', 'after', cursor({ t: '2026-11-20T08:00:00.000Z', id: 1 })],
      ['an id no row can have', 'after', cursor({ ...valid, id: 2 ** 31 })],
      ['a field more', 'after', cursor({ ...valid, page: 3 })],
      ['a name where the list sorts by time', 'after', cursor({ s: 'ZOLA', id: 1 })],
      ['SQL', 'before', cursor({ t: "2026-11-20'; drop table bags; --", id: 1 })],
    ])('%s', async (_, field, value) => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      const res = await api(t, auth).get(`/api/recent-events-paginate?page=2&${field}=${value}`);
      const body = expectError(res, 422, [field]);
      // the test app speaks French
      expect(body.errors[field][0]).toMatch(/lien de page/);
    });

    it('after and before together', async () => {
      const { auth } = await sharedUser(t, { role: 'admin' });
      const c = cursor(valid);
      const res = await api(t, auth).get(`/api/freight-shipments?page=2&after=${c}&before=${c}`);
      expect(expectError(res, 422, ['before']).errors.before[0]).toMatch(/pas les deux/);
    });
  });
});
