import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bags, users } from '../../src/server/domains/schema';
import { ADMIN, api, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { insertEventAt, scannableBag } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { expectError } from '../helpers/expect';
import { adminAuth, createToken, signedIn } from '../helpers/factories';

// The BPM feed (issue 42, item 6): GET /api/baggage-messages/bpm gives every bag event as a BPM, in order, from a
// cursor, on both databases. Other tests' events share the database: each test reads only its own bag's messages.

/** The BPMs of a page, each from BPM to ENDBPM. */
const messagesOf = (text: string) => text.split(/(?<=ENDBPM\n)/).filter((m) => m.length);

describe.each(databases())('The BPM feed on %s', (kind) => {
  const t = useTestApp(kind);

  async function integrationAuth(): Promise<Auth> {
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    return { token: (await createToken(t, auth)).token };
  }

  /** A bag of a flight leaving from its station, and three scans of it by the admin. */
  async function scannedBag(test: TestApp) {
    const { airport, bag, flight } = await scannableBag(test);
    const [admin] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, ADMIN.username));
    const events = [];
    for (const type of ['CHECKIN', 'LOADED', 'DELIVERED'] as const)
      events.push(
        await insertEventAt(test, { bagId: bag.id, airportId: airport.id, type, at: new Date(), userId: admin!.id }),
      );
    return { airport, bag, flight, events };
  }

  /** Reads the feed from `after` until it has given the event `until` (a page may stop short of a fresh event). */
  async function readUntil(auth: Auth, after: number, until: number, limit?: number) {
    const query = `after=${after}${limit ? `&limit=${limit}` : ''}`;
    for (let i = 0; ; i++) {
      const res = await api(t, auth).get(`/api/baggage-messages/bpm?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      if (limit || Number(res.headers['next-cursor']) >= until || i > 50) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('gives each bag event as a BPM, in order, in plain text', async () => {
    const { airport, bag, events } = await scannedBag(t);
    const res = await readUntil(await integrationAuth(), events[0]!.id - 1, events[2]!.id);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['next-cursor']).toBe(String(events[2]!.id));
    const mine = messagesOf(res.body).filter((m) => m.includes(bag.bag_tag_number));
    expect(mine).toHaveLength(3);
    const lines = mine.map((m) => m.split('\n'));
    expect(lines.map((l) => l[2]!.split('/').at(-1))).toEqual(['CHECKIN', 'LOADED', 'DELIVERED']);
    const [first] = lines;
    expect(first![0]).toBe('BPM');
    expect(first![1]).toBe(`.V/1L${airport.code}`);
    expect(first![2]).toMatch(/^\.J\/R\/ADMIN\/\/\d{2}[A-Z]{3}\/\d{4}L\/CHECKIN$/);
    expect(first![3]).toMatch(/^\.F\/[A-Z0-9]+\/\d{2}[A-Z]{3}/);
    expect(first![4]).toBe(`.N/${bag.bag_tag_number}001`);
    expect(first![5]).toBe('ENDBPM');
  });

  it('resumes from the cursor of the page before, losing and repeating nothing', async () => {
    const { bag, events } = await scannedBag(t);
    const auth = await adminAuth(t);
    const start = events[0]!.id - 1;
    await readUntil(auth, start, events[2]!.id); // every event settled
    const seen: string[] = [];
    let cursor = start;
    for (let page = 0; page < 3; page++) {
      const res = await api(t, auth).get(`/api/baggage-messages/bpm?after=${cursor}&limit=1`);
      expect(res.statusCode, res.body).toBe(200);
      const [message] = messagesOf(res.body);
      expect(message).toContain(bag.bag_tag_number);
      seen.push(message!.split('\n')[2]!.split('/').at(-1)!);
      cursor = Number(res.headers['next-cursor']);
      expect(cursor).toBe(events[page]!.id);
    }
    expect(seen).toEqual(['CHECKIN', 'LOADED', 'DELIVERED']);
  });

  it('marks a bag loaded after its passenger did not board as loaded without authority (.B/NAL)', async () => {
    const { airport, bag } = await scannableBag(t);
    await t.database.db
      .update(bags)
      .set({ offload_at: new Date(Date.now() - 60_000) })
      .where(eq(bags.id, bag.id));
    const event = await insertEventAt(t, { bagId: bag.id, airportId: airport.id, type: 'LOADED', at: new Date() });
    const res = await readUntil(await adminAuth(t), event.id - 1, event.id);
    const [message] = messagesOf(res.body).filter((m) => m.includes(bag.bag_tag_number));
    expect(message).toContain(`\n.B/NAL/${bag.bag_tag_number}001\n`);
    expect(message).not.toContain('\n.N/');
    // nobody scanned it (no user): the agent is empty
    expect(message).toMatch(/\n\.J\/R\/\/\//);
  });

  it('is read by admins and integration accounts only', async () => {
    expectError(await api(t, null).get('/api/baggage-messages/bpm'), 401);
    const { auth: agent } = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en' });
    expectError(await api(t, agent).get('/api/baggage-messages/bpm'), 403);
    const { auth: supervisor } = await signedIn(t, { role: 'supervisor', service: 'bagagiste', lang: 'en' });
    expectError(await api(t, supervisor).get('/api/baggage-messages/bpm'), 403);
    expect((await api(t, await integrationAuth()).get('/api/baggage-messages/bpm?limit=1')).statusCode).toBe(200);
  });

  it('refuses a cursor or a limit that is not a whole number in range, with 422', async () => {
    const auth = await adminAuth(t);
    for (const query of ['after=abc', 'after=-1', 'after=1.5', 'limit=0', 'limit=501', 'limit=x'])
      expectError(await api(t, auth).get(`/api/baggage-messages/bpm?${query}`), 422, [query.split('=')[0]!]);
  });

  it('gives the same cursor back when nothing came after it', async () => {
    const auth = await adminAuth(t);
    const res = await api(t, auth).get('/api/baggage-messages/bpm?after=999999999999');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
    expect(res.headers['next-cursor']).toBe('999999999999');
  });
});
