import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baggageClaims, claimNews } from '../../src/server/domains/schema';
import { ADMIN, api, useTestApp, type TestApp } from '../helpers/app';
import { databases, type TestDatabase } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { FLIGHT_DAY } from '../helpers/flights';
import { call, signIn, sleep, stopServer, type Server } from '../helpers/server-process';
import { startRelay, type TestRelay } from '../helpers/smtp';
import { startTwoServers, type TwoServers } from '../helpers/two-servers';

// "News without asking" (decision 063): a change the desk makes on a claim is e-mailed to its passenger, in their
// language, through the airport's relay (here one of the test's own, which can refuse). The e-mail is queued with the
// change and sent by the app's sender; the desk's claim says what became of it. Retries wait a second here
// (EMAIL_RETRY_SECONDS), not minutes.

const SMTP_FROM = 'Tarmac <lost-found@tarmac.test>';

/** `probe` until it gives something, every 100 ms for at most ten seconds. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await sleep(100);
  }
}

const mailTo = (relay: TestRelay, address: string) => relay.received.filter((m) => m.to.includes(address));
const address = () => `pax-${randomBytes(4).toString('hex')}@example.com`;

/** A desk agent of a new airport (their language French, not the passenger's). */
async function desk(t: TestApp) {
  const airport = await createAirport(t);
  const { auth } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang: 'fr' });
  return { a: api(t, auth), airport };
}

/** A claim the desk files (no passenger language: English), its id. */
async function deskClaim(a: ReturnType<typeof api>, airportId: number, email: string | null) {
  const body = {
    status: 'DELAYED',
    arrival_airport: airportId,
    contact_name: 'Jean Ilunga',
    contact_phone: '+243 81 000 0001',
    contact_email: email,
    temporary_address: 'Hotel Memling, Kinshasa',
  };
  return expectJson(await a.post('/api/baggage-claim', body), 201).id as number;
}

describe.each(databases())('Claim news by e-mail on %s', (kind) => {
  let relay: TestRelay;
  const env: Record<string, string> = { EMAIL_RETRY_SECONDS: '1', EMAIL_ATTEMPTS: '3' };
  // the relay first: the app's configuration names its port
  beforeAll(async () => {
    relay = await startRelay();
    Object.assign(env, { SMTP_URL: relay.url, SMTP_FROM });
  });
  const t = useTestApp(kind, env);
  afterAll(async () => relay?.close());

  it('tells a passenger who filed in French of the confirmation and of each change of status, in French, with the reference and the link to their page', async () => {
    const { a, airport } = await desk(t);
    const to = address();
    const filed = expectJson(
      await api(t).post('/api/public/claims', {
        airport: airport.code,
        flight_number: '8Z9999',
        flight_date: FLIGHT_DAY,
        contact_name: 'Grace Mbuyi',
        contact_phone: '+243 81 000 0000',
        contact_email: to,
        temporary_address: 'Hôtel Memling, Kinshasa',
        lang: 'fr',
        bags: [{ bag_type: 'Suitcase', bag_color: 'BU' }],
      }),
      201,
    ).claims[0] as { reference_number: string; check_code: string };
    const [{ id } = { id: 0 }] = await t.database.db
      .select({ id: baggageClaims.id })
      .from(baggageClaims)
      .where(eq(baggageClaims.reference_number, filed.reference_number));
    // filing is no news: the passenger has the page in front of them
    expect((await a.get(`/api/baggage-claims/${id}`)).json().news).toEqual({ relay: 'configured', emails: [] });

    expectJson(await a.post(`/api/baggage-claims/${id}/confirm`), 200);
    const confirmed = await eventually('the confirmation', () => mailTo(relay, to)[0]);
    expectJson(
      await a.post(`/api/baggage-claims/${id}/status`, { status: 'found', note: 'At GOM, agent Kabila' }),
      200,
    );
    const found = await eventually('the news of FOUND', () => mailTo(relay, to)[1]);

    const link = `/claim-status?lang=fr#ref=${filed.reference_number}&code=${filed.check_code}`;
    for (const mail of [confirmed, found]) {
      expect(mail.to).toEqual([to]);
      expect(mail.from).toBe('lost-found@tarmac.test');
      expect(mail.subject).toBe(`Votre réclamation de bagage ${filed.reference_number} : du nouveau`);
      expect(mail.text).toContain('Bonjour Grace Mbuyi,');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(`Bureau des bagages, ${airport.name} (${airport.code})`);
    }
    expect(confirmed.text).toContain('Le bureau des bagages a confirmé la réclamation que vous avez déposée.');
    expect(confirmed.text).toContain('Nous recherchons votre bagage.');
    expect(found.text).toContain('Votre bagage a été retrouvé.');
    expect(found.text).not.toContain('confirmé');
    // nothing of the desk's: neither the note nor who wrote it
    expect(found.text).not.toMatch(/Kabila|GOM/);
    expect(found.messageId).not.toBe(confirmed.messageId);

    // the desk sees both gone, oldest first
    const news = await eventually('both marked sent', async () => {
      const n = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news;
      return n.emails.every((e: { state: string }) => e.state === 'sent') ? n : undefined;
    });
    expect(news.emails).toEqual([
      expect.objectContaining({ kind: 'confirmed', status: 'DELAYED', state: 'sent', attempts: 1, last_error: null }),
      expect.objectContaining({ kind: 'status', status: 'FOUND', state: 'sent', attempts: 1, next_attempt_at: null }),
    ]);
    expect(news.emails[1].sent_at).toEqual(expect.any(String));

    // the bag sent out to the passenger: no change of status, but the news they wait for
    expectJson(await a.post(`/api/baggage-claims/${id}/out-for-delivery`), 200);
    const onItsWay = await eventually('the news of the bag on its way', () => mailTo(relay, to)[2]);
    expect(onItsWay.text).toContain('Votre bagage est en route vers vous.');
    expect(onItsWay.text).toContain(link);
    const sent = await eventually('the third marked sent', async () => {
      const n = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news;
      return n.emails[2]?.state === 'sent' ? n : undefined;
    });
    expect(sent.emails[2]).toMatchObject({ kind: 'on_its_way', status: 'FOUND', attempts: 1 });

    // the queue holds no address and no name
    const rows = await t.database.db.select().from(claimNews).where(eq(claimNews.claim_id, id));
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|Grace|Mbuyi/);
  });

  it('writes in English to a passenger the desk filed for, and only when the status changes', async () => {
    const { a, airport } = await desk(t);
    const to = address();
    const id = await deskClaim(a, airport.id, to);
    expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'DELAYED', note: 'Called GOM' }), 200);
    expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'DELIVERED' }), 200);
    const mail = await eventually('the news of DELIVERED', () => mailTo(relay, to)[0]);
    expect(mail.subject).toMatch(/^Your baggage claim [A-Z0-9]+: news$/);
    expect(mail.text).toContain('Dear Jean Ilunga,');
    expect(mail.text).toContain('Your bag has been delivered.');
    expect(mail.text).toMatch(/\/claim-status\?lang=en#ref=[A-Z0-9]+&code=[A-Z0-9]{6}/);
    // the same status again was a note, not news
    await sleep(300);
    expect(mailTo(relay, to)).toHaveLength(1);
    const { news } = expectJson(await a.get(`/api/baggage-claims/${id}`), 200);
    expect(news.emails.map((e: { status: string }) => e.status)).toEqual(['DELIVERED']);
  });

  it('tries again after the relay refuses, the desk seeing the attempt and the answer (without the address), and sends to the address the claim has then', async () => {
    const { a, airport } = await desk(t);
    const first = address();
    const id = await deskClaim(a, airport.id, first);
    relay.refuseNext(1, 451);
    const refusedBefore = relay.refused;
    expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    const waiting = await eventually('the first attempt refused', async () => {
      const [e] = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news.emails;
      return e?.attempts === 1 ? e : undefined;
    });
    expect(relay.refused).toBe(refusedBefore + 1);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
    expect(waiting.last_error).toContain('451');
    expect(waiting.last_error).not.toContain(first);
    expect(waiting.next_attempt_at).toEqual(expect.any(String));

    // meanwhile the passenger gives another address: the queue keeps none, the claim's is read at each attempt
    const to = address();
    await t.database.db.update(baggageClaims).set({ contact_email: to }).where(eq(baggageClaims.id, id));
    await eventually('the second attempt', () => mailTo(relay, to)[0]);
    const sent = await eventually('marked sent', async () => {
      const [e] = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news.emails;
      return e?.state === 'sent' ? e : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, state: 'sent' });
    expect(mailTo(relay, to)).toHaveLength(1);
    expect(mailTo(relay, first)).toHaveLength(0);
  });

  it('tells the passenger their bag was found when the desk confirms a found bag is theirs, and tells them again if the match is undone', async () => {
    const { a, airport } = await desk(t);
    const to = address();
    const id = await deskClaim(a, airport.id, to);
    const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BU' }), 201);
    expectJson(await a.post(`/api/found-bags/${bag.id}/match`, { claim_id: id }), 200);
    const found = await eventually('the news of the match', () => mailTo(relay, to)[0]);
    expect(found.text).toContain('Your bag has been found.');
    expect(found.text).not.toContain('Belt 2');
    expectJson(await a.post(`/api/found-bags/${bag.id}/unmatch`), 200);
    const again = await eventually('the news of the undoing', () => mailTo(relay, to)[1]);
    expect(again.text).toContain('We are looking for your bag.');
  });

  it('gives up after EMAIL_ATTEMPTS refusals with the last answer', async () => {
    const { a, airport } = await desk(t);
    const id = await deskClaim(a, airport.id, address());
    relay.refuseNext(3, 550);
    expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'LOST' }), 200);
    const failed = await eventually('given up', async () => {
      const [e] = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news.emails;
      return e?.state === 'failed' ? e : undefined;
    });
    expect(failed).toMatchObject({ attempts: 3, sent_at: null, next_attempt_at: null });
    expect(failed.last_error).toContain('550');
  });

  it('drops the news of a claim without an e-mail address, or whose personal data was erased, saying why', async () => {
    const { a, airport } = await desk(t);
    const none = await deskClaim(a, airport.id, null);
    const erased = await deskClaim(a, airport.id, address());
    await t.database.db
      .update(baggageClaims)
      .set({ contact_email: null, personal_data_erased_at: new Date() })
      .where(eq(baggageClaims.id, erased));
    const received = relay.received.length;
    for (const id of [none, erased])
      expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    for (const [id, reason] of [
      [none, 'no_email'],
      [erased, 'personal_data_erased'],
    ] as const) {
      const dropped = await eventually(`claim ${id}'s news dropped`, async () => {
        const [e] = expectJson(await a.get(`/api/baggage-claims/${id}`), 200).news.emails;
        return e?.state === 'dropped' ? e : undefined;
      });
      expect(dropped).toMatchObject({ drop_reason: reason, attempts: 0, sent_at: null });
    }
    expect(relay.received.length).toBe(received);
  });

  it('deletes a claim’s e-mails with the claim', async () => {
    const { a, airport } = await desk(t);
    const id = await deskClaim(a, airport.id, address());
    expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    expect(await t.database.db.select().from(claimNews).where(eq(claimNews.claim_id, id))).toHaveLength(1);
    await t.database.db.delete(baggageClaims).where(eq(baggageClaims.id, id));
    expect(await t.database.db.select().from(claimNews).where(eq(claimNews.claim_id, id))).toHaveLength(0);
  });
});

describe.each(databases())('Claims without a mail relay on %s', (kind) => {
  const t = useTestApp(kind);

  it('change status as before, queue nothing and tell the desk no relay is configured', async () => {
    const { a, airport } = await desk(t);
    const id = await deskClaim(a, airport.id, address());
    const changed = expectJson(await a.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    expect(changed.status).toBe('FOUND');
    const claim = expectJson(await a.get(`/api/baggage-claims/${id}`), 200);
    expect(claim.status).toBe('FOUND');
    expect(claim.news).toEqual({ relay: 'not_configured', emails: [] });
    expect(await t.database.db.select().from(claimNews).where(eq(claimNews.claim_id, id))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('Claim news from two processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let relay: TestRelay;
  let a: Server;
  let b: Server;
  // the factories need only the database
  const t = {} as TestApp;

  let servers: TwoServers | undefined;

  beforeAll(async () => {
    relay = await startRelay();
    servers = await startTwoServers({ SMTP_URL: relay.url, SMTP_FROM, EMAIL_RETRY_SECONDS: '1' });
    ({ database, a, b } = servers);
    t.database = database;
  }, 200_000);

  afterAll(async () => {
    try {
      await servers?.stop();
    } finally {
      await relay?.close();
    }
  }, 30_000);

  it('sends each of N changes made on either process exactly once, both senders racing for every row', async () => {
    const N = 24;
    const airport = await createAirport(t);
    const cookies = [await signIn(a, ADMIN.email, ADMIN.password), await signIn(b, ADMIN.email, ADMIN.password)];
    const servers = [a, b];
    const claims: { id: number; to: string }[] = [];
    for (let i = 0; i < N; i++) {
      const to = address();
      const res = await call(servers[i % 2]!, 'POST', '/api/baggage-claim', {
        cookie: cookies[i % 2],
        body: {
          status: 'DELAYED',
          arrival_airport: airport.id,
          contact_name: `Passenger ${i}`,
          contact_phone: '+243 81 000 0002',
          contact_email: to,
          temporary_address: 'Hotel Memling, Kinshasa',
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      claims.push({ id: ((await res.json()) as { id: number }).id, to });
    }
    // all at once, half on each: every row is announced to both senders, which take it at the same moment
    const changed = await Promise.all(
      claims.map(({ id }, i) =>
        call(servers[i % 2]!, 'POST', `/api/baggage-claims/${id}/status`, {
          cookie: cookies[i % 2],
          body: { status: 'FOUND' },
        }),
      ),
    );
    expect(changed.map((r) => r.status)).toEqual(claims.map(() => 200));

    const ours = () => relay.received.filter((m) => claims.some((c) => m.to.includes(c.to)));
    await eventually(`${N} e-mails`, () => (ours().length >= N ? true : undefined));
    // a second of grace for a duplicate to arrive, had one been sent
    await sleep(1_000);
    expect(ours()).toHaveLength(N);
    for (const c of claims) expect(mailTo(relay, c.to), c.to).toHaveLength(1);
    const rows = await database.db.select().from(claimNews);
    expect(rows).toHaveLength(N);
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1 && r.lease === null)).toBe(true);
  });

  it('stops cleanly on SIGTERM, as the other background work does', async () => {
    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  });
});
