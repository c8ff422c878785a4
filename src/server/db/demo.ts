import { and, asc, count, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { SERVICES, ROLES } from '../../shared/roles';
import { hashPassword } from '../auth/password';
import type { Db } from '../platform/db/client';
import { localDay, localToInstant } from '../../shared/time';
import { rebuildDailyCounts } from '../platform/daily-counts';
import { seedClaims, seedFoundBags } from './demo-claims';
import { seedFreight, seedUlds } from './demo-freight';
import { seedShifts } from './demo-shifts';
import { airports, bagEvents, bags, flights, passengers, services, users, zones } from '../domains/schema';

// DEMO=1: enough data to try every screen. Each feature adds its part here.
export const DEMO_PASSWORD = 'tarmac-demo';

// The Congo has two zones: Kinshasa's in the west, Lubumbashi's (an hour ahead) in the east, Goma's too.
const DEMO_AIRPORTS = [
  { code: 'FIH', name: "N'djili International", uld_owner_code: '8Z', timezone: 'Africa/Kinshasa' },
  { code: 'FBM', name: 'Lubumbashi International', uld_owner_code: '8Z', timezone: 'Africa/Lubumbashi' },
  { code: 'GOM', name: 'Goma International', uld_owner_code: '8Z', timezone: 'Africa/Lubumbashi' },
  { code: 'CDG', name: 'Paris Charles de Gaulle', uld_owner_code: 'AF', timezone: 'Europe/Paris' },
  { code: 'BRU', name: 'Brussels Airport', uld_owner_code: 'SN', timezone: 'Europe/Brussels' },
];

const DEMO_ZONES = ['Check-in hall', 'Baggage sorting', 'Ramp', 'Arrivals belt', 'Cargo terminal'];

const DEMO_EMAIL_DOMAIN = 'demo.tarmac.local';
// people's roles only: an integration account is another system's, made by an administrator for it, and one
// with the published demo password could send baggage messages from anywhere on the network
const DEMO_ROLES = ROLES.filter((role) => role !== 'integration');
const DEMO_USERNAMES = SERVICES.flatMap((s) => DEMO_ROLES.map((role) => `${role}.${s.slug}`));

/** DEMO=1 met accounts of real people: the demo accounts, whose password is published, would open their database. */
export class DemoRefusedError extends Error {}

/**
 * Demo data goes only where nobody works: a database whose accounts are the administrator of the first start
 * (bootstrap makes it when there is no user, so it is the first) and demo accounts made here before (their
 * username and e-mail as seedDemo writes them). Any other account means people use this database, and every
 * demo account has the password printed in the README: adding them would let anyone in, an administrator's
 * account included. Throws DemoRefusedError naming how many such accounts there are.
 */
export async function assertDemoAllowed(db: Db) {
  const [first] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  if (!first) return;
  const isDemoAccount = and(
    inArray(users.username, DEMO_USERNAMES),
    sql`${users.email} = ${users.username} || ${`@${DEMO_EMAIL_DOMAIN}`}`,
  );
  const [{ others } = { others: 0 }] = await db
    .select({ others: count() })
    .from(users)
    .where(and(ne(users.id, first.id), not(isDemoAccount!)));
  if (others > 0) {
    throw new DemoRefusedError(
      `DEMO=1 refused: this database holds ${others} account(s) besides its first administrator and the demo accounts, so people use it. ` +
        `The demo accounts all have the password ${DEMO_PASSWORD}: adding them would let anyone sign in. ` +
        'Start without DEMO=1, or give DEMO=1 an empty database (another DATA_DIR or DATABASE_URL).',
    );
  }
}

/**
 * Demo logins are `<role>.<service>` (e.g. `agent.passage`) with the password DEMO_PASSWORD. Refuses
 * (DemoRefusedError) a database that holds real accounts; loading again where demo data is adds nothing.
 */
export async function seedDemo(db: Db, log: (msg: string) => void, tz: string) {
  await assertDemoAllowed(db);
  await db.insert(airports).values(DEMO_AIRPORTS).onConflictDoNothing({ target: airports.code });
  const airportRows = await db
    .select()
    .from(airports)
    .where(
      inArray(
        airports.code,
        DEMO_AIRPORTS.map((a) => a.code),
      ),
    );
  const byCode = new Map(airportRows.map((a) => [a.code, a.id]));
  await db
    .insert(zones)
    .values(airportRows.flatMap((a) => DEMO_ZONES.map((name) => ({ name, airport_id: a.id }))))
    .onConflictDoNothing();

  const serviceRows = await db.select().from(services);
  const hash = await hashPassword(DEMO_PASSWORD);
  const fih = byCode.get('FIH')!;
  const demoUsers = SERVICES.flatMap((s) =>
    DEMO_ROLES.map((role) => {
      const username = `${role}.${s.slug}`;
      return {
        name: `${role[0]!.toUpperCase()}${role.slice(1)} ${s.name}`,
        email: `${username}@${DEMO_EMAIL_DOMAIN}`,
        username,
        password_hash: hash,
        role,
        service_id: serviceRows.find((r) => r.slug === s.slug)!.id,
        airport_id: fih,
        lang: 'fr' as const,
      };
    }),
  );
  await db.insert(users).values(demoUsers).onConflictDoNothing();
  const agent = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent.passage')))[0]!.id;
  if (await seedFlights(db, byCode, tz)) {
    await seedHistory(db, byCode, tz, agent);
    const cargo = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'supervisor.cargo')))[0]!.id;
    await seedFreight(db, byCode, tz, cargo);
    await seedUlds(db, byCode, tz, cargo);
    const desk = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent.lost-and-found')))[0]!
      .id;
    await seedClaims(db, byCode, desk);
    await seedFoundBags(db, byCode, desk);
    await seedShifts(db, byCode, tz);
    await rebuildDailyCounts(db, tz);
  }
  const [sample] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent.passage'));
  if (sample)
    log(
      `Demo data ready: log in as e.g. agent.passage, supervisor.cargo or admin.admin-and-it with the password ${DEMO_PASSWORD}`,
    );
}

const ROUTES: [string, string, string, string, number][] = [
  // flight, from, to, departure (local), minutes
  ['8Z101', 'FIH', 'FBM', '07:30', 130],
  ['8Z102', 'FBM', 'FIH', '11:00', 130],
  ['8Z201', 'FIH', 'GOM', '09:15', 145],
  ['8Z202', 'GOM', 'FIH', '13:20', 145],
  ['8Z301', 'FIH', 'CDG', '22:45', 500],
  ['8Z401', 'FIH', 'BRU', '21:30', 480],
];
const FIRST = [
  'JEAN',
  'MARIE',
  'PATRICE',
  'GRACE',
  'OLIVIER',
  'AMINATA',
  'JOSEPH',
  'CHANTAL',
  'DIDIER',
  'ESTHER',
  'FELIX',
  'NADEGE',
  'PAUL',
  'SARAH',
];
const LAST = [
  'MUKENDI',
  'KABILA',
  'NGOY',
  'LUMUMBA',
  'KASONGO',
  'MBUYI',
  'ILUNGA',
  'DUPONT',
  'MARTIN',
  'OKITO',
  'TSHIBANGU',
  'BOLAMBA',
];
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Today's and tomorrow's flights with passengers and bags, in the airport's local time. */
async function seedFlights(db: Db, byCode: Map<string, number>, tz: string) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(flights);
  if (total > 0) return false;
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const today = localDay(new Date(), tz);
  const tomorrow = localDay(new Date(Date.now() + 86_400_000), tz);
  const year = new Date().getFullYear();
  let tagSerial = 1;
  for (const [d, day] of [today, tomorrow].entries()) {
    for (const [number, from, to, time, minutes] of ROUTES) {
      const departure = localToInstant(`${day}T${time}`, tz);
      const [flight] = await db
        .insert(flights)
        .values({
          flight_number: number,
          departure_airport: byCode.get(from)!,
          arrival_airport: byCode.get(to)!,
          departure_time: departure,
          arrival_time: new Date(departure.getTime() + minutes * 60_000),
          airline_code: '8Z',
          status: d === 0 ? 'CHECKIN-OPEN' : 'SCHEDULED',
        })
        .returning({ id: flights.id });
      const pax = Array.from({ length: 18 + Math.floor(rnd() * 24) }, (_, i) => ({
        flight_id: flight!.id,
        name: `${LAST[Math.floor(rnd() * LAST.length)]}/${FIRST[Math.floor(rnd() * FIRST.length)]} ${rnd() < 0.5 ? 'MR' : 'MRS'}`,
        pnr: Array.from({ length: 6 }, () => ALNUM[Math.floor(rnd() * ALNUM.length)]).join(''),
        seat: `${Math.floor(i / 6) + 1}${'ABCDEF'[i % 6]}`,
      }));
      const rows = await db.insert(passengers).values(pax).onConflictDoNothing().returning({ id: passengers.id });
      const paxBags = rows
        .filter(() => rnd() < 0.75)
        .map((p) => ({
          passenger_id: p.id,
          bag_tag_number: `8Z-${year}-${String(90_000_000 + tagSerial++).padStart(8, '0')}`,
          weight: Math.round((8 + rnd() * 18) * 10) / 10,
          airport_id: byCode.get(from)!,
        }));
      if (paxBags.length) await db.insert(bags).values(paxBags).onConflictDoNothing();
    }
  }
  return true;
}

/**
 * A year of scans so every chart has a shape: one past flight a day with its bags checked in,
 * loaded and delivered (a busier season mid-year), and check-ins for today's early flights.
 */
async function seedHistory(db: Db, byCode: Map<string, number>, tz: string, userId: number) {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const fih = byCode.get('FIH')!;
  const dests = ['FBM', 'GOM', 'CDG', 'BRU'].map((c) => byCode.get(c)!);
  const today = localDay(new Date(), tz);
  const year = new Date().getFullYear();
  const events: (typeof bagEvents.$inferInsert)[] = [];
  // one insert per table (in chunks): a fresh demo must start in seconds
  const days = Array.from({ length: 365 }, (_, i) => 365 - i).map((ago) => {
    const day = localDay(new Date(Date.now() - ago * 86_400_000), tz);
    const month = Number(day.slice(5, 7));
    return {
      ago,
      dest: dests[ago % 4]!,
      departure: localToInstant(`${day}T10:00`, tz),
      n: Math.round(20 + 15 * Math.sin(((month - 3) / 12) * 2 * Math.PI) + rnd() * 12),
    };
  });
  const flightRows = await db
    .insert(flights)
    .values(
      days.map((d) => ({
        flight_number: '8Z900',
        departure_airport: fih,
        arrival_airport: d.dest,
        departure_time: d.departure,
        arrival_time: new Date(d.departure.getTime() + 7_200_000),
        airline_code: '8Z',
        status: 'CLOSED' as const,
        created_at: d.departure,
        updated_at: d.departure,
      })),
    )
    .returning({ id: flights.id, departure: flights.departure_time });
  const dayOfFlight = new Map(
    flightRows.map((f) => [f.id, days.find((d) => d.departure.getTime() === f.departure.getTime())!]),
  );
  const paxValues = flightRows.flatMap((f) => {
    const d = dayOfFlight.get(f.id)!;
    return Array.from({ length: d.n }, (_, i) => ({
      flight_id: f.id,
      name: `${LAST[i % LAST.length]}/${FIRST[(i + d.ago) % FIRST.length]} MR`,
      pnr: `H${String(d.ago).padStart(3, '0')}${String(i).padStart(2, '0')}`,
      seat: `${Math.floor(i / 6) + 1}${'ABCDEF'[i % 6]}`,
    }));
  });
  const paxRows: { id: number; flight_id: number }[] = [];
  for (let i = 0; i < paxValues.length; i += 1000) {
    paxRows.push(
      ...(await db
        .insert(passengers)
        .values(paxValues.slice(i, i + 1000))
        .returning({ id: passengers.id, flight_id: passengers.flight_id })),
    );
  }
  const bagValues = paxRows.map((p, i) => ({
    passenger_id: p.id,
    bag_tag_number: `8Z-${year - 1}-${String(i + 1).padStart(8, '0')}`,
    weight: Math.round((8 + rnd() * 18) * 10) / 10,
    airport_id: fih,
    status: 'DELIVERED' as const,
  }));
  const flightOfPax = new Map(paxRows.map((p) => [p.id, p.flight_id]));
  for (let i = 0; i < bagValues.length; i += 1000) {
    const bagRows = await db
      .insert(bags)
      .values(bagValues.slice(i, i + 1000))
      .returning({ id: bags.id, passenger_id: bags.passenger_id });
    for (const b of bagRows) {
      const d = dayOfFlight.get(flightOfPax.get(b.passenger_id)!)!;
      const at = (minutes: number) => new Date(d.departure.getTime() + minutes * 60_000);
      events.push({
        bag_id: b.id,
        event_type: 'CHECKIN',
        airport_id: fih,
        user_id: userId,
        created_at: at(-120 + rnd() * 90),
      });
      if (rnd() < 0.97)
        events.push({
          bag_id: b.id,
          event_type: 'LOADED',
          airport_id: fih,
          user_id: userId,
          created_at: at(-25 + rnd() * 15),
        });
      if (rnd() < 0.1)
        events.push({
          bag_id: b.id,
          event_type: 'TRANSFERRED',
          airport_id: d.dest,
          user_id: userId,
          created_at: at(100),
        });
      if (rnd() < 0.93)
        events.push({
          bag_id: b.id,
          event_type: 'DELIVERED',
          airport_id: d.dest,
          user_id: userId,
          created_at: at(130 + rnd() * 30),
        });
    }
  }
  // today's early flights: their bags checked in this morning
  const morning = await db
    .select({ id: bags.id, departure: flights.departure_time })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(eq(flights.flight_number, '8Z101'));
  // a moment ago, but not before today's midnight (seeded in a day's first minute, they still fall on it)
  const aMomentAgo = Math.max(localToInstant(`${today}T00:00`, tz).getTime(), Date.now() - 60_000);
  for (const b of morning) {
    const at = new Date(Math.min(aMomentAgo, b.departure.getTime() - 90 * 60_000));
    if (localDay(at, tz) === today)
      events.push({ bag_id: b.id, event_type: 'CHECKIN', airport_id: fih, user_id: userId, created_at: at });
  }
  for (let i = 0; i < events.length; i += 1000) await db.insert(bagEvents).values(events.slice(i, i + 1000));
  for (const b of morning) await db.update(bags).set({ status: 'CHECKIN' }).where(eq(bags.id, b.id));
}
