import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { addBags, expect, randomBagTag, test } from './fixtures';

// No scan lost, none doubled: scans typed at scanner speed while the server stops and starts
// again, while the network fails, across a page reload. A server of its own, on a database on disk, so
// that it can be stopped and started again without disturbing the other tests.

// E2E_PORT (3077) is the suite's server, the next two ports those of process.spec.ts
const PORT = Number(process.env.E2E_PORT ?? 3077) + 4;
const BASE = `http://127.0.0.1:${PORT}`;
let dataDir: string;
let server: ChildProcess | null = null;
/** What the server wrote to stderr: shown when a test fails. */
let serverErrors = '';

/**
 * The first start loads the demo; a restart opens the same database without DEMO=1, as the demo refuses a database
 * where accounts were added since (the tests' own users), and its data is there already.
 */
async function startServer({ demo }: { demo: boolean }) {
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(demo ? { DEMO: '1' } : {}),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      APP_TIMEZONE: 'Africa/Kinshasa',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.on('data', (chunk: Buffer) => (serverErrors += chunk.toString()));
  server.on(
    'exit',
    (code, signal) => signal !== 'SIGTERM' && (serverErrors += `\nserver exited with ${code ?? signal}`),
  );
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

async function stopServer() {
  if (!server) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
  server = null;
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });
test.beforeAll(async () => {
  test.setTimeout(120_000); // a first start seeds the demo's year of events, slower on a busy machine
  // the database survives the restarts; in memory-backed /dev/shm where there is one, for speed
  dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'tarmac-faults-'));
  await startServer({ demo: true });
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from an object pattern, even an empty one
test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus && serverErrors) console.log(`the test server said:\n${serverErrors}`);
});
test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A scanner: the tag as fast as the browser takes keys, then Enter, into whatever has focus. */
const scan = async (page: Page, tag: string) => {
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
};

/** Events of these tags on the server, oldest first. */
async function eventsOf(request: APIRequestContext, tags: string[]) {
  const events = (await (await request.get('/api/recent-baggage-events?limit=100')).json()) as {
    id: number;
    bag_tag_number: string;
  }[];
  return events.filter((e) => tags.includes(e.bag_tag_number)).sort((a, b) => a.id - b.id);
}

async function openScanDesk(page: Page, type = 'CHECKIN') {
  await page.goto('/luggage-scan');
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText(type, { exact: true }).click();
  await expect(page.getByLabel('Étiquette bagage')).toBeFocused();
}

const pending = (page: Page) => page.getByRole('status').filter({ hasText: 'en attente du réseau' });

test('20 scans with the server stopped and started again, the network down and a reload: 20 events, in order, none twice', async ({
  page,
  signInAs,
}) => {
  // the server stops and starts again on its database on disk, and the device's queue waits longer after each
  // failure before it tries again: the whole is minutes on a busy machine
  test.setTimeout(180_000);
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  const tags = await addBags(page.request, Array.from({ length: 20 }, randomBagTag));
  await openScanDesk(page);

  for (const tag of tags.slice(0, 8)) await scan(page, tag);
  await stopServer(); // whatever was on its way meets a closed door
  for (const tag of tags.slice(8, 14)) await scan(page, tag);
  await expect(pending(page)).toBeVisible();
  await expect(pending(page)).toContainText(/^\d+ scan/);

  // the server is back, but this kiosk's network is not: the queue survives a reload
  await page.route('**/trpc/**', (route) =>
    route.request().url().includes('baggage.scan') ? route.abort('internetdisconnected') : route.continue(),
  );
  await startServer({ demo: false });
  await page.reload();
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText('CHECKIN', { exact: true }).click();
  await expect(pending(page)).toBeVisible();
  for (const tag of tags.slice(14, 17)) await scan(page, tag);

  await page.unroute('**/trpc/**');
  for (const tag of tags.slice(17)) await scan(page, tag);
  // the queue's next try may be several seconds away after the failures
  await expect(pending(page)).toBeHidden({ timeout: 20_000 });
  await expect.poll(async () => (await eventsOf(page.request, tags)).length, { timeout: 20_000 }).toBe(20);
  const events = await eventsOf(page.request, tags);
  expect(events.map((e) => e.bag_tag_number)).toEqual(tags); // each once, in the order scanned
});

test('a scan that meets a 5xx is kept and sent again; one refused is never queued', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'agent', service: 'passage' });
  const tags = await addBags(page.request, [randomBagTag(), randomBagTag()]);
  // loading, the longest form (its ULD and hold position fields)
  await openScanDesk(page, 'LOADED');
  let failures = 3;
  await page.route('**/trpc/baggage.scan**', (route) =>
    // what the server answers while its database restarts, or while it stops
    failures-- > 0
      ? route.fulfill({
          status: 503,
          headers: { 'retry-after': '2' },
          json: { message: 'La base de données est injoignable. Réessayez dans 2 secondes.' },
        })
      : route.continue(),
  );
  await scan(page, tags[0]!);
  await expect(pending(page)).toBeVisible();
  // where the agent looks, on the kiosk's screen without scrolling: under the tag field
  await expect(pending(page)).toBeInViewport({ ratio: 1 });
  await scan(page, '8Z-2026-00000001'); // unknown: refused once it reaches the server, not queued for ever
  await scan(page, tags[1]!);
  // three 503s first, each followed by a longer wait before the queue tries again
  await expect(page.getByRole('dialog', { name: 'Erreur de scan' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  // the queue sends the others at its next try, after the growing waits of the 503s
  await expect(pending(page)).toBeHidden({ timeout: 20_000 });
  await expect
    .poll(async () => (await eventsOf(page.request, tags)).map((e) => e.bag_tag_number), { timeout: 20_000 })
    .toEqual(tags);
  expect(await page.evaluate(() => localStorage.getItem('tarmac.scan.queue'))).toBe('[]');
});

test('a scan typed while the remark or the airport has focus lands in the tag field, and leaves them as they were', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'bagagiste' });
  const tags = await addBags(page.request, [randomBagTag(), randomBagTag()]);
  await openScanDesk(page);
  const remark = page.getByLabel('Remarque');
  await remark.fill('Sangle');
  await scan(page, tags[0]!);
  await expect(page.getByTestId('scan-band')).toContainText(tags[0]!);
  await expect(remark).toHaveValue('Sangle');
  await expect(page.getByLabel('Étiquette bagage')).toBeFocused();

  const airport = page.getByRole('combobox', { name: 'Aéroport' });
  const chosen = await airport.inputValue();
  await airport.focus();
  await scan(page, tags[1]!);
  await expect(page.getByTestId('scan-band')).toContainText(tags[1]!);
  await expect(airport).toHaveValue(chosen);
  await expect.poll(async () => (await eventsOf(page.request, tags)).map((e) => e.bag_tag_number)).toEqual(tags);
  const [withRemark] = await eventsOf(page.request, [tags[0]!]);
  expect(withRemark).toMatchObject({ bag_tag_number: tags[0] });
});
