import type { Page } from '@playwright/test';
import { ADMIN, addBags, expect, randomBagTag, signIn, test, XHR } from './fixtures';
import { screenPaths } from './screens';

// Decision 044: the server draws a signed-in user's first screen, and the browser takes that page over. The two
// must draw the same: React throws away a page it cannot match (a flash, and every answer asked again) and says so
// on the console. Every screen is opened here in both languages, its drawn page checked, then taken over.

// The server loads its drawing code with the first page it draws, which may go undrawn meanwhile: it is asked until
// it draws, before the tests that need a drawn page.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const login = await request.post('/login', {
      headers: XHR,
      data: { email: ADMIN.username, password: ADMIN.password },
    });
    expect(login.status()).toBe(200);
    await expect
      .poll(async () => drawnHeading(await (await request.get('/', { headers: { accept: 'text/html' } })).text()), {
        timeout: 20_000,
      })
      .toBeTruthy();
  } finally {
    await request.dispose();
  }
});

/** Errors the page reports: React's hydration errors among them (a missing resource's 404 is another test's). */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${err.name}: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

/** The screen's heading in the page as the server sent it, before any script ran. */
const drawnHeading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const PARTS = 3;
for (const lang of ['fr', 'en'] as const)
  for (let part = 0; part < PARTS; part++)
    test(`every screen is drawn by the server and taken over without a mismatch (${lang}, part ${part + 1})`, async ({
      page,
      signInAs,
    }) => {
      test.setTimeout(120_000);
      await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
      const errors = errorsOf(page);
      const paths = (await screenPaths(page)).filter((_, i) => i % PARTS === part);
      for (const path of paths) {
        const answer = await page.goto(path);
        const html = await answer!.text();
        expect(html.includes(`<html lang="${lang}"`), `${path} is drawn in ${lang}`).toBe(true);
        const heading = drawnHeading(html);
        expect(heading, `${path}: the drawn page has its heading`).toBeTruthy();
        // taken over: the same heading, now React's, and nothing reported
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading!.replace(/&#x27;/g, "'"));
        await page.waitForTimeout(300); // an effect's late complaint
        expect(errors, path).toEqual([]);
      }
    });

test('a screen whose question is refused is drawn without it, and the browser asks it itself', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'passage' });
  const errors = errorsOf(page);
  const refused = page.waitForResponse((r) => r.url().includes('/trpc/') && r.status() === 403);
  const answer = await page.goto('/admin/audit');
  expect(drawnHeading(await answer!.text())).toBeTruthy();
  await refused; // asked by the browser, once live
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});

test('a kiosk without scripts still sees the dashboard figures and the scan desk', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
    const stats = (await (await page.request.get('/api/dashboard-stats')).json()) as Record<string, unknown>;
    expect(Object.keys(stats).length).toBeGreaterThan(0);
    await expect(page.getByTestId('sidebar-header')).toBeVisible();
    await page.goto('/luggage-scan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scan bagage');
    await expect(page.getByLabel('Étiquette bagage')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a scan read before the page is live is kept and sent once it is', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await page.goto('/luggage-scan');
  // the desk remembers its event type on the device
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText('CHECKIN', { exact: true }).click();
  const [tag] = await addBags(page.request, [randomBagTag()], '8Z201');

  // the app's script held back: the page is the server's alone, as on a slow kiosk for a moment
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  const tagInput = page.getByLabel('Étiquette bagage');
  await expect(tagInput).toBeFocused();
  await page.keyboard.type(tag!); // the scanner types into what has the focus, and presses Enter
  await page.keyboard.press('Enter');
  await expect(tagInput).toHaveValue(tag!);

  release();
  await expect(page.getByTestId('scan-band')).toContainText(`${tag}CHECKIN`);
  const recent = page.getByRole('table', { name: 'Derniers événements bagages' });
  await expect(recent.getByRole('row').nth(1)).toContainText(tag!);
  await expect(tagInput).toHaveValue('');
});
