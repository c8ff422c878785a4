import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fitsAndShoot, SIZES } from './screens';

// The server away (restarting, network cut) is said in words and retried with a growing wait,
// and the app carries on by itself once the server answers; only a 401 sends to the login page. The shared
// server of these tests stays up: the browser's calls for the current user are cut or answered 503 instead.

const AWAY = { fr: 'Tarmac est injoignable ; nouvelle tentative…', en: 'Tarmac cannot be reached; retrying…' };
const RETRY_NOW = { fr: 'Réessayer maintenant', en: 'Retry now' };

/**
 * Fails the page's current-user calls, the first as a cut network and the next as a proxy answering for a
 * restarting server, until `back()` (or after `failures` of them); answers when each call came, in ms.
 */
async function serverAway(page: Page, failures = Infinity) {
  const away = { calls: [] as number[], isBack: false, back: () => void (away.isBack = true) };
  await page.route('**/trpc/auth.me**', (route) => {
    away.calls.push(Date.now());
    if (away.isBack || away.calls.length > failures) return route.continue();
    if (away.calls.length === 1) return route.abort('connectionrefused');
    return route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<html><body><h1>503 Service Unavailable</h1></body></html>',
    });
  });
  return away;
}

/**
 * Reloads the page in a language of the device: the account's is unknown while the server is away. The page comes
 * without the user it would carry (decision 042), as when the server cannot read its database: the client then asks.
 */
async function reloadIn(page: Page, lang: 'fr' | 'en') {
  await page.route(
    (url) => !/^\/(assets|trpc|api)\//.test(url.pathname),
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/<script type="application\/json" id="boot">.*?<\/script>/s, '');
      await route.fulfill({ response: res, body });
    },
  );
  await page.evaluate((l) => localStorage.setItem('tarmac.lang', l), lang);
  await page.reload();
}

test('the server away is said in French, retried with a growing wait, and the app carries on by itself once it answers', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'passage' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  const away = await serverAway(page, 4);
  await reloadIn(page, 'fr');

  const status = page.getByRole('status').filter({ hasText: AWAY.fr });
  await expect(status).toBeVisible();
  // the message is the page's one h1 while no screen is drawn
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AWAY.fr);
  await expect(page.getByRole('button', { name: RETRY_NOW.fr })).toBeVisible();

  // nobody clicks: the fifth call (after about 1 + 2 + 4 + 8 s) is answered and the layout comes
  await expect(page.getByTestId('sidebar-header')).toBeVisible({ timeout: 25_000 });
  await expect(status).toHaveCount(0);
  expect(away.calls).toHaveLength(5);
  const waits = away.calls.slice(1).map((t, i) => t - away.calls[i]!);
  expect(waits[0]).toBeGreaterThanOrEqual(900);
  for (let i = 1; i < waits.length; i++) expect(waits[i]!, `wait ${i + 1} grows`).toBeGreaterThan(waits[i - 1]! * 1.5);
});

test('the server away is said in English at the kiosk and on a phone, and Retry now does not wait for the next attempt', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  const away = await serverAway(page);
  await reloadIn(page, 'en');
  await expect(page.getByRole('status').filter({ hasText: AWAY.en })).toBeVisible();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('button', { name: RETRY_NOW.en })).toBeInViewport();
    await fitsAndShoot(page, info, 'the server away', `away-en-${width}`);
  }

  // after four failures the next attempt is 8 s away: the button asks at once
  await expect.poll(() => away.calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  away.back();
  await page.getByRole('button', { name: RETRY_NOW.en }).click();
  await expect(page.getByTestId('sidebar-header')).toBeVisible({ timeout: 4_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the French message fits the kiosk and a phone', async ({ page, signInAs }, info) => {
  await signInAs(page, { role: 'agent', service: 'surete' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await serverAway(page);
  await reloadIn(page, 'fr');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('status').filter({ hasText: AWAY.fr })).toBeInViewport();
    await expect(page.getByRole('button', { name: RETRY_NOW.fr })).toBeInViewport();
    await fitsAndShoot(page, info, 'the server away', `away-fr-${width}`);
  }
});

test('a 401 sends to the login page at once, without retrying', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'agent', service: 'surete' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/auth.me')) calls.push(r.url());
  });
  await page.context().clearCookies(); // the session is gone: the server answers 401
  await page.goto('/flights');
  await expect(page).toHaveURL(/\/login$/, { timeout: 3_000 });
  await expect(page.getByRole('status').filter({ hasText: /injoignable|cannot be reached/ })).toHaveCount(0);
  await page.waitForTimeout(1_500); // a retry would have come by now
  expect(calls).toHaveLength(1);
});
