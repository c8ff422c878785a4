import { count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DemoRefusedError, seedDemo } from '../../src/server/db/demo';
import { airports, flights, users } from '../../src/server/domains/schema';
import { useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { createUser } from '../helpers/factories';

const countOf = async (t: TestApp, table: typeof users | typeof airports | typeof flights) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;
const demoAccounts = async (t: TestApp) =>
  (await t.database.db.select({ n: count() }).from(users).where(like(users.email, '%@demo.tarmac.local')))[0]!.n;

// Every demo account has the password the README prints, so DEMO=1 must never add them to a
// database people work in.
describe.each(databases())('DEMO=1 on %s', (kind) => {
  describe('a database that holds only the first administrator', () => {
    const t = useTestApp(kind);

    it('gets the demo data, and loading it again adds nothing; once a real account exists it is refused', async () => {
      await seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE);
      const loaded = {
        users: await countOf(t, users),
        airports: await countOf(t, airports),
        flights: await countOf(t, flights),
      };
      expect(await demoAccounts(t)).toBe(loaded.users - 1);

      await seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE);
      expect({
        users: await countOf(t, users),
        airports: await countOf(t, airports),
        flights: await countOf(t, flights),
      }).toEqual(loaded);

      // someone now works here: the demo data is not loaded again, however it was loaded before
      await createUser(t);
      await expect(seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE)).rejects.toThrow(DemoRefusedError);
    });
  });

  describe('a database that holds a real account', () => {
    const t = useTestApp(kind);

    it('refuses, saying why, and adds no demo account, airport or flight', async () => {
      await createUser(t, { role: 'admin', service: 'admin-and-it' });
      const before = {
        users: await countOf(t, users),
        airports: await countOf(t, airports),
        flights: await countOf(t, flights),
      };

      const refusal = await seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE).catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(DemoRefusedError);
      expect((refusal as Error).message).toMatch(
        /DEMO=1 refused: this database holds 1 account\(s\) besides its first administrator/,
      );
      expect((refusal as Error).message).toContain('tarmac-demo');

      expect({
        users: await countOf(t, users),
        airports: await countOf(t, airports),
        flights: await countOf(t, flights),
      }).toEqual(before);
      expect(await demoAccounts(t)).toBe(0);
    });

    it('is not fooled by a real account that took a demo username with an address of its own', async () => {
      const [service] = await t.database.db.select({ id: users.service_id }).from(users).limit(1);
      await t.database.db.insert(users).values({
        name: 'A real agent',
        email: 'real.agent@airport.example',
        username: 'agent.passage',
        password_hash: 'x',
        role: 'agent',
        service_id: service!.id,
      });
      await expect(seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE)).rejects.toThrow(/holds 2 account/);
    });
  });
});
