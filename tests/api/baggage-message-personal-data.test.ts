import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { baggageMessages } from '../../src/server/domains/schema';
import { ERASED, purgePersonalData, retentionPeriods } from '../../src/server/domains/personal-data/retention';
import { localDay } from '../../src/shared/time';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { adminAuth, createAirport } from '../helpers/factories';
import { uniquePnr } from '../helpers/flights';

// A BSM names its passenger, their PNR and seat: the message's text is personal data like the passenger row it
// makes. It is found by a passenger's request (by their PNR or their bags' plates), copied in the export, erased
// on request, and erased by retention RETAIN_PASSENGER_DAYS after it was received; its kind, flight and plates stay.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const today = localDay(new Date(), 'Africa/Kinshasa');
const DDMMM = `${today.slice(8, 10)}${MONTHS[Number(today.slice(5, 7)) - 1]}`;

describe.each(databases())('Baggage messages as personal data on %s', (kind) => {
  const t = useTestApp(kind);

  /** A BSM for one passenger and one bag, sent by an admin; answers the PNR, the plate and the stored message. */
  async function sent(t: TestApp, admin: Auth, name: string) {
    const station = await createAirport(t);
    const pnr = uniquePnr();
    const plate = `0888${String(randomInt(0, 999_000)).padStart(6, '0')}`;
    const text = [
      'BSM',
      `.V/1L${station.code}`,
      `.F/8Z${randomInt(1000, 9999)}/${DDMMM}/TOS/Y`,
      `.N/${plate}001`,
      '.W/K/1/18',
      `.P/${name}`,
      `.L/${pnr}`,
      '.S/Y/14C/C',
      'ENDBSM',
    ].join('\r\n');
    const res = await request(t, 'POST', '/api/baggage-messages', {
      auth: admin,
      body: text,
      headers: { 'content-type': 'text/plain' },
    });
    expectJson(res, 200);
    const [row] = await t.database.db
      .select()
      .from(baggageMessages)
      .where(eq(baggageMessages.text, text.replaceAll('\r\n', '\n')));
    expect(row).toBeDefined();
    return { pnr, plate, message: row! };
  }

  it('a passenger’s request finds the message, exports it, and erases its text; kind, flight and plates stay', async () => {
    const admin = await adminAuth(t);
    const a = api(t, admin);
    const mine = await sent(t, admin, 'MUKENDI/GRACE MRS');
    const other = await sent(t, admin, 'KABILA/JOSEPH MR');

    const summary = expectJson(await a.get(`/api/personal-data?pnr=${mine.pnr}`), 200);
    expect(summary.counts.baggage_messages).toBe(1);
    expect(summary.erasable.baggage_messages).toBe(1);

    const doc = expectJson(await a.get(`/api/personal-data/export?pnr=${mine.pnr}`), 200);
    expect(doc.baggage_messages).toEqual([
      expect.objectContaining({ id: mine.message.id, kind: 'BSM', personal_data_erased_at: null }),
    ]);
    expect(doc.baggage_messages[0].text).toContain('MUKENDI/GRACE MRS');
    expect(JSON.stringify(doc)).not.toContain('KABILA');

    const erased = expectJson(
      await a.post('/api/personal-data/erase', { pnr: mine.pnr, reason: 'Request by e-mail, ticket 4411' }),
      200,
    );
    expect(erased.erased.baggage_messages).toBe(1);
    const [after] = await t.database.db.select().from(baggageMessages).where(eq(baggageMessages.id, mine.message.id));
    expect(after).toMatchObject({
      text: ERASED,
      kind: 'BSM',
      flight_number: mine.message.flight_number,
      plates: [mine.plate],
    });
    expect(after!.personal_data_erased_at).toBeInstanceOf(Date);
    // the other passenger's message is untouched
    const [kept] = await t.database.db.select().from(baggageMessages).where(eq(baggageMessages.id, other.message.id));
    expect(kept!.text).toContain('KABILA/JOSEPH MR');
    expect(kept!.personal_data_erased_at).toBeNull();
  });

  it('retention erases a message’s text RETAIN_PASSENGER_DAYS after it was received, not a day before', async () => {
    const admin = await adminAuth(t);
    const { message } = await sent(t, admin, 'MBUYI/CHANTAL MRS');
    const days = t.env.RETAIN_PASSENGER_DAYS;
    const later = (n: number) => new Date(message.received_at.getTime() + n * 86_400_000);
    await purgePersonalData(t.database.db, retentionPeriods(t.env), later(days - 1));
    const [kept] = await t.database.db.select().from(baggageMessages).where(eq(baggageMessages.id, message.id));
    expect(kept!.text).toContain('MBUYI/CHANTAL MRS');
    const counts = await purgePersonalData(t.database.db, retentionPeriods(t.env), later(days + 1));
    expect(counts.baggage_messages).toBeGreaterThanOrEqual(1);
    const [gone] = await t.database.db.select().from(baggageMessages).where(eq(baggageMessages.id, message.id));
    expect(gone).toMatchObject({ text: ERASED, kind: 'BSM', outcome: message.outcome });
  });
});
