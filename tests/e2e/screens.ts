import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { SCREENS } from '../../src/client/screens';

/** Every screen that exists today, as paths an admin can open (ids read through the API, as a desk would). */
export async function screenPaths(page: Page): Promise<string[]> {
  // a flight with passengers: other tests add flights of their own, without any, at the top of the list
  const flights = (await (await page.request.get('/api/flights?page=1')).json()).data as { id: number }[];
  type Flight = { id: number; passengers: { data: { id: number }[] } };
  let flight: Flight | undefined;
  for (const { id } of flights) {
    const detail = (await (await page.request.get(`/api/flights/${id}`)).json()) as Flight;
    if (detail.passengers.data.length > 0) {
      flight = detail;
      break;
    }
  }
  if (!flight) throw new Error('no flight with passengers on the first page of the flights list');
  const passenger = flight.passengers.data[0]!;
  const ulds = (await (await page.request.get('/api/ulds')).json()) as { id: number; flight_id: number | null }[];
  const uld = ulds.find((u) => u.flight_id)!;
  const shift = ((await (await page.request.get('/api/shifts')).json()).data as { id: number }[])[0]!;
  const bags = (await (await page.request.get(`/api/passengers/${passenger.id}`)).json()).bags as {
    bag_tag_number: string;
  }[];
  // what to open for a screen whose path has an id or that reads its query; every other path is opened as it is
  const examples: Record<string, string[]> = {
    '/flights/:id': [`/flights/${flight.id}`],
    '/passengers/:id': [`/passengers/${passenger.id}`],
    '/flights/:id/ulds': [`/flights/${uld.flight_id}/ulds`],
    '/ulds/:uld_id/charge': [`/ulds/${uld.id}/charge`],
    '/shifts/:id': [`/shifts/${shift.id}`],
    '/search/result': [
      `/search/result?tag=${encodeURIComponent(bags[0]?.bag_tag_number ?? 'none')}`,
      '/search/result?tag=8Z-2026-99999996',
    ],
  };
  const paths = SCREENS.flatMap(({ path }) => {
    if (examples[path]) return examples[path];
    if (path.includes(':')) throw new Error(`no example in tests/e2e/screens.ts for the screen ${path}`);
    return [path];
  });
  return [...paths, '/no-such-screen'];
}

/** axe-core's serious and critical violations on the page as it is now, each with its rule and elements. */
export async function violations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Signs the current user's account over to a language (PATCH /api/profile/lang, as the profile screen does). */
export async function setAccountLanguage(page: Page, lang: 'en' | 'fr') {
  const res = await page.request.patch('/api/profile/lang', {
    data: { lang },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok()) throw new Error(`language not saved: ${res.status()}`);
}

/** The kiosk and a ramp agent's phone. */
export const SIZES = [
  [1024, 768],
  [390, 844],
] as const;

/** The page as it is now does not scroll sideways at its viewport's width; a screenshot is kept in the test output. */
export async function fitsAndShoot(page: Page, info: TestInfo, what: string, shot: string) {
  const width = page.viewportSize()!.width;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} scrolls sideways`,
  ).toBeLessThanOrEqual(width);
  await page.screenshot({ path: info.outputPath(`${shot}.png`), fullPage: true });
}

/** Opens a screen (its h1 drawn, its data in) and checks it fits, at the current viewport. */
export async function openFits(page: Page, info: TestInfo, lang: string, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await fitsAndShoot(page, info, path, `${lang}-${page.viewportSize()!.width}${path.replace(/[/?=]/g, '_')}`);
}

/** Each of these screens at the kiosk's and a phone's size. */
export async function screensFit(page: Page, info: TestInfo, lang: string, paths: string[]) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    for (const path of paths) await openFits(page, info, lang, path);
  }
}
