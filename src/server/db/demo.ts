import { eq, inArray } from 'drizzle-orm';
import { SERVICES, ROLES } from '../../shared/roles';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { airports, services, users, zones } from './schema';

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
export async function seedDemo(db: Db, log: (msg: string) => void) {
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
  const [sample] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agent.passage'));
  if (sample) log(`Demo data ready: log in as e.g. agent.passage, supervisor.cargo or admin.admin-and-it with the password ${DEMO_PASSWORD}`);
}
