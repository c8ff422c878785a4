import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A ramp agent's phone (390x844) and the kiosk (1024x768), in both languages. Screenshots are kept
// in the test output (test-results/) to be looked at; the assertions hold what must never regress.

const LANGS = ['fr', 'en'] as const;

async function fitsWidth(page: Page, width: number) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(width);
}

/** The four event types of the scan form: on screen, tappable, each word whole. */
async function eventTypesWhole(page: Page) {
  await page.goto('/luggage-scan');
  for (const type of ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED']) {
    const choice = page.getByRole('radio', { name: type });
    await expect(choice).toBeInViewport({ ratio: 1 });
    expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    const label = choice.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), `${type} is cut`).toBe(true);
  }
}

async function screens(page: Page) {
  const flights = (await (await page.request.get('/api/flights?page=1')).json()).data as { id: number }[];
  return ['/', '/luggage-scan', '/flights', `/flights/${flights[0]!.id}`];
}

for (const lang of LANGS) {
  test(`on a 390x844 phone the top bar, the scan form and the tables fit, in ${lang}`, async ({
    page,
    signInAs,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(
      page,
      // the French agent has no base: the longest label the top bar shows ("AUCUNE BASE ASSIGNÉE")
      lang === 'fr'
        ? { role: 'agent', service: 'passenger', lang, airport: null }
        : { role: 'supervisor', service: 'surete', lang },
    );
    for (const path of await screens(page)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fitsWidth(page, 390);
      // the two actions of the top bar are there, as icons with their names
      for (const name of lang === 'fr' ? ['Scanner un bagage', 'Se déconnecter'] : ['Scan bag', 'Log out']) {
        const action = page.getByRole('banner').getByRole(/Scan|Scanner/.test(name) ? 'link' : 'button', { name });
        await expect(action).toBeInViewport({ ratio: 1 });
        expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      }
      // the base's label ends before the actions start: a long one ("AUCUNE BASE ASSIGNÉE") shortens, never runs under them
      const label = (await page.getByTestId('base-label').boundingBox())!;
      const scan = (await page
        .getByRole('banner')
        .getByRole('link', { name: /Scan bag|Scanner un bagage/ })
        .boundingBox())!;
      expect(label.x + label.width).toBeLessThanOrEqual(scan.x);
      await page.screenshot({ path: info.outputPath(`phone-${lang}${path.replaceAll('/', '_')}.png`), fullPage: true });
    }
    await eventTypesWhole(page);
  });

  test(`at 1024x768 an admin reaches every sidebar item without scrolling it, in ${lang}`, async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(page, { role: 'admin', service: 'cargo', lang });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(22);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    const scrolls = await page.getByTestId('menu-items').evaluate((el) => el.scrollHeight > el.clientHeight);
    expect(scrolls).toBe(false);
    for (const path of await screens(page)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fitsWidth(page, 1024);
      await page.screenshot({ path: info.outputPath(`kiosk-${lang}${path.replaceAll('/', '_')}.png`) });
    }
    await eventTypesWhole(page);
  });
}
