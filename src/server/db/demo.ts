import { count, eq, inArray } from 'drizzle-orm';
import { SERVICES, ROLES } from '../../shared/roles';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { localDay, localToInstant } from '../../shared/time';
import { airports, bags, flights, passengers, services, users, zones } from './schema';

// DEMO=1 (CONTRACT §1): enough data to try every screen. Each feature adds its part here.
export const DEMO_PASSWORD = 'tarmac-demo';

const DEMO_AIRPORTS = [
  { code: 'FIH', name: "N'djili International", uld_owner_code: '8Z' },
  { code: 'FBM', name: 'Lubumbashi International', uld_owner_code: '8Z' },
  { code: 'GOM', name: 'Goma International', uld_owner_code: '8Z' },
  { code: 'CDG', name: 'Paris Charles de Gaulle', uld_owner_code: 'AF' },
  { code: 'BRU', name: 'Brussels Airport', uld_owner_code: 'SN' },
];

const DEMO_ZONES = ['Check-in hall', 'Baggage sorting', 'Ramp', 'Arrivals belt', 'Cargo terminal'];

/** Demo logins are `<role>.<service>` (e.g. `agent.passage`) with the password DEMO_PASSWORD. */
export async function seedDemo(db: Db, log: (msg: string) => void, tz: string) {
  await db.insert(airports).values(DEMO_AIRPORTS).onConflictDoNothing({ target: airports.code });
  const airportRows = await db.select().from(airports).where(inArray(airports.code, DEMO_AIRPORTS.map((a) => a.code)));
  const byCode = new Map(airportRows.map((a) => [a.code, a.id]));
  await db
    .insert(zones)
    .values(airportRows.flatMap((a) => DEMO_ZONES.map((name) => ({ name, airport_id: a.id }))))
    .onConflictDoNothing();

  const serviceRows = await db.select().from(services);
  const hash = await hashPassword(DEMO_PASSWORD);
  const fih = byCode.get('FIH')!;
  const demoUsers = SERVICES.flatMap((s) =>
    ROLES.map((role) => {
      const username = `${role}.${s.slug}`;
      return {
        name: `${role[0]!.toUpperCase()}${role.slice(1)} ${s.name}`,
        email: `${username}@demo.tarmac.local`,
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
  await seedFlights(db, byCode, tz);
  const [sample] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent.passage'));
  if (sample) log(`Demo data ready: log in as e.g. agent.passage, supervisor.cargo or admin.admin-and-it with the password ${DEMO_PASSWORD}`);
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
const FIRST = ['JEAN', 'MARIE', 'PATRICE', 'GRACE', 'OLIVIER', 'AMINATA', 'JOSEPH', 'CHANTAL', 'DIDIER', 'ESTHER', 'FELIX', 'NADEGE', 'PAUL', 'SARAH'];
const LAST = ['MUKENDI', 'KABILA', 'NGOY', 'LUMUMBA', 'KASONGO', 'MBUYI', 'ILUNGA', 'DUPONT', 'MARTIN', 'OKITO', 'TSHIBANGU', 'BOLAMBA'];
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Today's and tomorrow's flights with passengers and bags, in the airport's local time. */
async function seedFlights(db: Db, byCode: Map<string, number>, tz: string) {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(flights);
  if (total > 0) return;
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
}
