import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, baggageMessages, bags, flights, passengers } from '../../src/server/domains/schema';
import { localDay, localToInstant } from '../../src/shared/time';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, createToken, signedIn, uniqueAirportCode } from '../helpers/factories';

// Baggage messages in (issue 42): BSM and BUM through POST /api/baggage-messages, on both databases. Each test
// makes its own airports, flight numbers and plates, so they run in any order.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const TZ = 'Africa/Kinshasa'; // the test app's APP_TIMEZONE
const today = localDay(new Date(), TZ);
/** Today as a message writes it: 05FEB. */
const DDMMM = `${today.slice(8, 10)}${MONTHS[Number(today.slice(5, 7)) - 1]}`;

/** A plate of a carrier Tarmac has no short form for (888), so that no other spelling can meet it. */
const uniquePlate = () => `0888${String(randomInt(0, 999_000)).padStart(6, '0')}`;
const uniqueFlight = () => `8Z${randomInt(1000, 9999)}`;

type Parts = {
  header?: string;
  station: string;
  flight: string;
  destination?: string;
  tags: string;
  extra?: string[];
  name?: string;
};
const bsm = ({
  header = 'BSM',
  station,
  flight,
  destination = 'TOS',
  tags,
  extra = [],
  name = 'HANSEN/OLAMR',
}: Parts) =>
  [
    ...header.split('\n'),
    `.V/1L${station}`,
    `.F/${flight}/${DDMMM}/${destination}/Y`,
    `.N/${tags}`,
    '.W/K/2/31',
    `.P/${name}`,
    '.L/X7K2QP',
    '.S/Y/12C/C',
    ...extra,
    `END${header.slice(0, 3)}`,
  ].join('\r\n');

const send = (t: TestApp, auth: Auth, text: string, headers: Record<string, string> = {}) =>
  request(t, 'POST', '/api/baggage-messages', {
    auth,
    body: text,
    headers: { 'content-type': 'text/plain', 'accept-language': 'en', ...headers },
  });

describe.each(databases())('Baggage messages on %s', (kind) => {
  const t = useTestApp(kind);

  /** A station, an integration account's token (English) and the flight's destination. */
  async function sender() {
    const station = await createAirport(t);
    const destination = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    const token = (await createToken(t, auth)).token;
    return { station, destination, auth: { token } as Auth };
  }

  const bagsOf = (plates: string[]) =>
    t.database.db
      .select({
        id: bags.id,
        bag_tag_number: bags.bag_tag_number,
        weight: bags.weight,
        deleted_at: bags.deleted_at,
        offload_at: bags.offload_at,
        flight_id: passengers.flight_id,
        passenger: passengers.name,
        seat: passengers.seat,
      })
      .from(bags)
      .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
      .where(inArray(bags.bag_tag_number, plates))
      .orderBy(bags.bag_tag_number);

  it('applies every readable message of a body and refuses the unreadable one alone, naming its line and element', async () => {
    const { station, destination, auth } = await sender();
    const flight = uniqueFlight();
    const [p1, p2] = [uniquePlate(), uniquePlate()];
    const good = bsm({ station: station.code, flight, destination: destination.code, tags: `${p1}002` });
    const broken = bsm({ station: station.code, flight: `${flight}/99XYZ`, tags: `${uniquePlate()}001` });
    const other = bsm({ station: station.code, flight, tags: `${p2}001`, name: 'DURAND/MARIE' });
    const body = ['QU OSLKKSK', '.HDQRMSK 051159', '', good, '', broken, other, ''].join('\r\n');

    const { results } = expectJson(await send(t, auth, body), 200);
    expect(results.map((r: { outcome: string }) => r.outcome)).toEqual(['created', 'refused', 'created']);
    const next = (BigInt(p1) + 1n).toString().padStart(10, '0');
    expect(results[0]).toMatchObject({
      line: 4,
      kind: 'BSM',
      action: 'NEW',
      flight_number: flight,
      flight_day: today,
      plates: [p1, next],
      warnings: [],
      error: null,
    });
    // the broken message starts on line 14; its .F is its third line
    expect(results[1]).toMatchObject({ line: 14, outcome: 'refused', plates: [] });
    expect(results[1].error).toBe('Line 16, element .F: this element cannot be read.');

    // one flight, leaving the station on today's local day, known by its date only (decision 055)
    const rows = await t.database.db
      .select()
      .from(flights)
      .where(and(eq(flights.flight_number, flight), eq(flights.departure_airport, station.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      arrival_airport: destination.id,
      airline_code: '8Z',
      departure_time: localToInstant(`${today}T00:00`, TZ),
      arrival_time: localToInstant(`${today}T00:00`, TZ),
    });
    const stored = await bagsOf([p1, next, p2]);
    expect(stored.map((b) => [b.bag_tag_number, b.passenger, b.weight, b.seat])).toEqual(
      [
        [p1, 'HANSEN/OLAMR', 15.5, '12C'],
        [next, 'HANSEN/OLAMR', 15.5, '12C'],
        [p2, 'DURAND/MARIE', 15.5, '12C'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(new Set(stored.map((b) => b.flight_id))).toEqual(new Set([rows[0]!.id]));

    // every message stored as received, the refused one too, with its outcome
    const kept = await t.database.db
      .select()
      .from(baggageMessages)
      .where(
        inArray(
          baggageMessages.id,
          results.map((r: { id: number }) => r.id),
        ),
      )
      .orderBy(baggageMessages.id);
    expect(kept.map((m) => m.outcome)).toEqual(['created', 'refused', 'created']);
    expect(kept[1]!.text).toBe(broken.replace(/\r\n/g, '\n'));
    expect(kept[1]!.error).toEqual({ key: 'messageBadElement', params: { line: 16, element: '.F' } });
    expect(kept[0]!.applied_at).toBeInstanceOf(Date);
  });

  it('applies the same message twice as once', async () => {
    const { station, auth } = await sender();
    const plate = uniquePlate();
    const text = bsm({ station: station.code, flight: uniqueFlight(), tags: `${plate}001` });
    expect(expectJson(await send(t, auth, text), 200).results[0].outcome).toBe('created');
    const before = await bagsOf([plate]);
    const again = expectJson(await send(t, auth, text), 200).results[0];
    expect(again).toMatchObject({ outcome: 'unchanged', plates: [plate], warnings: [] });
    expect(await bagsOf([plate])).toEqual(before);
  });

  it('updates the passenger and the bags with CHG, and a second CHG changes nothing', async () => {
    const { station, auth } = await sender();
    const [plate, flight] = [uniquePlate(), uniqueFlight()];
    expectJson(await send(t, auth, bsm({ station: station.code, flight, tags: `${plate}001` })), 200);
    const chg = bsm({ header: 'BSM\nCHG', station: station.code, flight, tags: `${plate}001` })
      .replace('.W/K/2/31', '.W/L/1/44')
      .replace('.S/Y/12C/C', '.S/Y/14A/C');
    const changed = expectJson(await send(t, auth, chg), 200).results[0];
    expect(changed).toMatchObject({ action: 'CHG', outcome: 'updated' });
    // 44 lb is 19.96 kg
    expect(await bagsOf([plate])).toEqual([expect.objectContaining({ weight: 20, seat: '14A' })]);
    expect(expectJson(await send(t, auth, chg), 200).results[0].outcome).toBe('unchanged');
  });

  it('withdraws the bags of a DEL from their flight and keeps them, once', async () => {
    const { station, auth } = await sender();
    const [plate, flight] = [uniquePlate(), uniqueFlight()];
    expectJson(await send(t, auth, bsm({ station: station.code, flight, tags: `${plate}002` })), 200);
    const del = bsm({ header: 'BSM\nDEL', station: station.code, flight, tags: `${plate}001` });
    expect(expectJson(await send(t, auth, del), 200).results[0]).toMatchObject({ action: 'DEL', outcome: 'deleted' });
    const [withdrawn, kept] = await bagsOf([plate, (BigInt(plate) + 1n).toString().padStart(10, '0')]);
    expect(withdrawn!.deleted_at).toBeInstanceOf(Date);
    expect(kept!.deleted_at).toBeNull();
    expect(expectJson(await send(t, auth, del), 200).results[0].outcome).toBe('unchanged');
    // the first BSM, applied again from the message screen, would put the withdrawn bag back on the flight: refused
    const [first] = await t.database.db
      .select({ id: baggageMessages.id })
      .from(baggageMessages)
      .where(and(eq(baggageMessages.flight_number, flight), eq(baggageMessages.action, 'NEW')));
    expectError(await api(t, await adminAuth(t)).post(`/api/baggage-messages/${first!.id}/apply`), 409);
    expect((await bagsOf([plate]))[0]!.deleted_at).toBeInstanceOf(Date);
    // a DEL of a flight Tarmac does not have changes nothing and says so
    const elsewhere = bsm({ header: 'BSM\nDEL', station: station.code, flight: uniqueFlight(), tags: `${plate}001` });
    const nothing = expectJson(await send(t, auth, elsewhere), 200).results[0];
    expect(nothing.outcome).toBe('unchanged');
    expect(nothing.warnings[0]).toMatch(/is not known here/);
  });

  it('marks the bags of a BUM to offload, lists them on the flight and warns at a LOADED scan', async () => {
    const { station, auth } = await sender();
    const [plate, flight] = [uniquePlate(), uniqueFlight()];
    const created = expectJson(await send(t, auth, bsm({ station: station.code, flight, tags: `${plate}001` })), 200);
    expect(created.results[0].outcome).toBe('created');
    const [flightRow] = await t.database.db
      .select({ id: flights.id })
      .from(flights)
      .where(eq(flights.flight_number, flight));
    const agent = (await signedIn(t, { service: 'bagagiste', airport_id: station.id, lang: 'en' })).auth;
    expect(expectJson(await api(t, agent).get(`/api/flights/${flightRow!.id}/bags-to-offload`), 200)).toEqual([]);

    const bum = ['BUM', `.V/1L${station.code}`, `.F/${flight}/${DDMMM}/TOS`, `.N/${plate}001`, 'ENDBUM'].join('\n');
    expect(expectJson(await send(t, auth, bum), 200).results[0]).toMatchObject({ kind: 'BUM', outcome: 'offload' });
    expect(expectJson(await send(t, auth, bum), 200).results[0].outcome).toBe('unchanged');

    const listed = expectJson(await api(t, agent).get(`/api/flights/${flightRow!.id}/bags-to-offload`), 200);
    expect(listed).toEqual([
      expect.objectContaining({
        bag_tag_number: plate,
        passenger_name: 'HANSEN/OLAMR',
        pnr: 'X7K2QP',
        status: 'CREATED',
      }),
    ]);
    const scan = expectJson(
      await api(t, agent).post('/api/baggage-events', {
        bag_tag_number: plate,
        event_type: 'LOADED',
        airport_id: station.id,
        client_event_id: randomUUID(),
      }),
      201,
    );
    expect(scan.event.warnings).toContain(`Its passenger did not board flight ${flight}: OFFLOAD this bag.`);
    expect(expectJson(await api(t, agent).get(`/api/flights/${flightRow!.id}/bags-to-offload`), 200)[0].status).toBe(
      'LOADED',
    );
  });

  it('undoes a body a failure of ours stops, keeping its messages to apply again, and applies a body all or nothing', async () => {
    const { station, destination, auth } = await sender();
    const [before, poisoned, after] = [uniquePlate(), uniquePlate(), uniquePlate()];
    // the database refuses one bag, as a fault of Tarmac's would (a bug, a disk full): no message's own fault
    await t.database.db.execute(
      sql.raw(`create function refuse_bag_${poisoned}() returns trigger language plpgsql as $$ begin
        if new.bag_tag_number = '${poisoned}' then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        `create trigger refuse_bag_${poisoned} before insert on bags for each row execute function refuse_bag_${poisoned}()`,
      ),
    );
    const flight = uniqueFlight();
    const text = [before, poisoned, after]
      .map((plate, i) =>
        bsm({
          station: station.code,
          flight,
          destination: destination.code,
          tags: `${plate}001`,
          name: `PAX/N${'ABC'[i]}MR`,
        }),
      )
      .join('\r\n');
    const ids: number[] = [];
    try {
      const res = await send(t, auth, text);
      expect(res.statusCode).toBe(500);
      // nothing of the body is applied, the first message's bag included; all three are kept, the second failed
      expect(await bagsOf([before, poisoned, after])).toEqual([]);
      const rows = await t.database.db
        .select({ id: baggageMessages.id, outcome: baggageMessages.outcome, error: baggageMessages.error })
        .from(baggageMessages)
        .orderBy(desc(baggageMessages.id))
        .limit(3);
      rows.reverse();
      expect(rows.map((r) => r.outcome)).toEqual(['received', 'failed', 'received']);
      expect(rows[1]!.error).toEqual({ key: 'messageFailed' });
      ids.push(...rows.map((r) => r.id));
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger refuse_bag_${poisoned} on bags`));
      await t.database.db.execute(sql.raw(`drop function refuse_bag_${poisoned}()`));
    }
    // fixed, an administrator applies them again from the message screen, in their order
    const admin = api(t, await adminAuth(t));
    for (const id of ids)
      expect(expectJson(await admin.post(`/api/baggage-messages/${id}/apply`), 200).outcome).toBe('created');
    expect(await bagsOf([before, poisoned, after])).toHaveLength(3);
  });

  it('keeps a message it cannot apply, saying why, and applies it once the airport exists', async () => {
    const { auth } = await sender();
    const code = uniqueAirportCode();
    const plate = uniquePlate();
    const text = bsm({ station: code, flight: uniqueFlight(), tags: `${plate}001` });
    const failed = expectJson(await send(t, auth, text), 200).results[0];
    expect(failed).toMatchObject({ outcome: 'failed', plates: [plate] });
    expect(failed.error).toBe(`No airport has the code ${code} (.V): add it, then apply the message again.`);
    const [row] = await t.database.db.select().from(baggageMessages).where(eq(baggageMessages.id, failed.id));
    expect(row).toMatchObject({ outcome: 'failed', text: text.replace(/\r\n/g, '\n') });
    expect(await bagsOf([plate])).toEqual([]);
    // an administrator sees it among the failed ones, reads its text, adds the airport and applies it again
    const admin = api(t, await adminAuth(t));
    const failedOnes = expectJson(await admin.get('/api/baggage-messages?outcome=failed'), 200);
    expect(failedOnes.map((m: { id: number }) => m.id)).toContain(failed.id);
    expect(failedOnes.every((m: { outcome: string }) => m.outcome === 'failed')).toBe(true);
    const one = expectJson(await admin.get(`/api/baggage-messages/${failed.id}`), 200);
    expect(one).toMatchObject({ id: failed.id, kind: 'BSM', outcome: 'failed', text: text.replace(/\r\n/g, '\n') });
    await createAirport(t, { code });
    // two administrators at once: one applies it, the other is told it was applied (not applied twice)
    const both = await Promise.all([1, 2].map(() => admin.post(`/api/baggage-messages/${failed.id}/apply`)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const applied = expectJson(
      both.find((r) => r.statusCode === 200)!,
      200,
    );
    expect(applied).toMatchObject({ id: failed.id, outcome: 'created', plates: [plate], error: null });
    expect(await bagsOf([plate])).toHaveLength(1);
    // applied now: not again (an applied message may have been overtaken by later ones of its bags)
    const again = await admin.post(`/api/baggage-messages/${failed.id}/apply`);
    expectError(again, 409);
    expect(again.json().message).toMatch(new RegExp(`^Le message bagages ${failed.id} a déjà été appliqué`));
    const listed = expectJson(await admin.get('/api/baggage-messages?outcome=failed'), 200);
    expect(listed.map((m: { id: number }) => m.id)).not.toContain(failed.id);
    expectError(await admin.get('/api/baggage-messages/2147483647'), 404);
    // the integration account sends, and does not read what was received
    expectError(await api(t, auth).get('/api/baggage-messages'), 403);
  });

  it('lets integration accounts and admins send, and nobody else; integration accounts do nothing else', async () => {
    const { station, auth } = await sender();
    const text = () => bsm({ station: station.code, flight: uniqueFlight(), tags: `${uniquePlate()}001` });
    expectError(await send(t, null, text()), 401);
    for (const role of ['agent', 'supervisor'] as const) {
      const person = (await signedIn(t, { role, service: 'passage', lang: 'en' })).auth;
      expectError(await send(t, person, text()), 403);
      expectError(await send(t, { token: (await createToken(t, person)).token }, text()), 403);
    }
    expect(expectJson(await send(t, await adminAuth(t), text()), 200).results[0].outcome).toBe('created');
    // the integration account: messages, its own tokens, who it is; nothing of the screens
    expectError(await api(t, auth).get('/api/flights'), 403);
    expectError(await api(t, auth).get('/api/dashboard-stats'), 403);
    expectError(await api(t, auth).get('/api/recent-baggage-events'), 403);
    expectJson(await api(t, auth).get('/api/user'), 200);
    expectJson(await api(t, auth).get('/api/tokens'), 200);
  });

  it('refuses a body over 1 MiB from its declared length, before reading it, storing nothing', async () => {
    const { station, auth } = await sender();
    const count = async () => (await t.database.db.select({ id: baggageMessages.id }).from(baggageMessages)).length;
    const before = await count();
    const big =
      bsm({ station: station.code, flight: uniqueFlight(), tags: `${uniquePlate()}001` }) + '\n'.repeat(1024 * 1024);
    expectError(await send(t, auth, big), 413);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not text, or holds no message', async () => {
    const { auth } = await sender();
    const json = await request(t, 'POST', '/api/baggage-messages', {
      auth,
      body: { text: 'BSM' },
      headers: { 'accept-language': 'en' },
    });
    expect(expectError(json, 415).message).toBe('This path takes a text body (text/plain) only.');
    const form = await send(t, auth, 'text=BSM', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(expectError(form, 415).message).toBe('This path takes a text body (text/plain) only.');
    expectError(await send(t, auth, 'QU OSLKKSK\nhello'), 422, ['text']);
    expectError(await send(t, auth, ''), 422, ['text']);
  });

  it('audits each message received and each record it changed, naming the token', async () => {
    const { station, auth } = await sender();
    const plate = uniquePlate();
    const { results } = expectJson(
      await send(t, auth, bsm({ station: station.code, flight: uniqueFlight(), tags: `${plate}001` })),
      200,
    );
    const [message] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'baggage_message'), eq(auditLog.entity_id, results[0].id)));
    expect(message).toMatchObject({
      action: 'create',
      actor_kind: 'token',
      changes: { kind: { old: null, new: 'BSM' } },
    });
    const [bag] = await bagsOf([plate]);
    const bagRows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bag'), eq(auditLog.entity_id, bag!.id)));
    expect(bagRows).toEqual([expect.objectContaining({ action: 'create', actor_kind: 'token' })]);
    const flightRows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'flight'), eq(auditLog.entity_id, bag!.flight_id)));
    expect(flightRows).toHaveLength(1);
  });
});

describe.each(databases())('A bag ending here on %s', (kind) => {
  const t = useTestApp(kind);

  it('a terminating BSM (no .F) puts the bag on its inbound flight, from the airport .I names to this station', async () => {
    const station = await createAirport(t, { timezone: 'Africa/Lubumbashi' });
    const origin = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    const token = { token: (await createToken(t, auth)).token } as Auth;
    const flight = uniqueFlight();
    const plate = uniquePlate();
    const text = [
      'BSM',
      `.V/1T${station.code}`,
      `.I/${flight}/${DDMMM}/${origin.code}/Y`,
      `.N/${plate}001`,
      '.W/K/1/12',
      '.P/MBUYI/CHANTALMRS',
      'ENDBSM',
    ].join('\r\n');
    const [result] = expectJson(await send(t, token, text), 200).results;
    expect(result).toMatchObject({ outcome: 'created', flight_number: flight, plates: [plate] });
    const [row] = await t.database.db.select().from(flights).where(eq(flights.flight_number, flight));
    expect(row).toMatchObject({ departure_airport: origin.id, arrival_airport: station.id });
    // its date is the local day of departure at the origin (this Tarmac's zone here)
    expect(row!.departure_time).toEqual(localToInstant(`${today}T00:00`, TZ));
    // a message naming no flight at all is refused with a message saying so
    const none = text.replace(/\r\n\.I\/[^\r]*/, '');
    const [refused] = expectJson(await send(t, token, none), 200).results;
    expect(refused.error).toBe(
      'The message names no flight: neither an outbound flight (.F) nor, for a bag ending here, an inbound one (.I).',
    );
  });
});

describe.each(databases())('Baggage messages sent too fast on %s', (kind) => {
  const t = useTestApp(kind, { BAGGAGE_MESSAGES_PER_MINUTE: '2' });

  it('refuses a sending account past its requests a minute with 429 and Retry-After, storing nothing; others still send', async () => {
    const station = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    const token = { token: (await createToken(t, auth)).token } as Auth;
    const message = () => bsm({ station: station.code, flight: uniqueFlight(), tags: `${uniquePlate()}001` });
    expect((await send(t, token, message())).statusCode).toBe(200);
    expect((await send(t, token, message())).statusCode).toBe(200);
    const stored = await t.database.db.select({ id: baggageMessages.id }).from(baggageMessages);
    const third = message();
    const refused = await send(t, token, third);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.database.db.select({ id: baggageMessages.id }).from(baggageMessages)).toHaveLength(stored.length);
    // another account has its own count
    const other = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    const otherToken = { token: (await createToken(t, other.auth)).token } as Auth;
    expect((await send(t, otherToken, message())).statusCode).toBe(200);
  });
});
