import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

export const DEMO_PASSWORD = 'tarmac-demo';

/**
 * Signs in through the login page, as a person does, and waits for the shell. Tests run two at a time: a
 * demo account whose language a test sets must not be set to the other language by another test.
 */
export async function login(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/E-mail ou identifiant|Email or username/).fill(login);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
}

/**
 * A new account with the role, service and airport of the demo account `like`, for a test that changes the
 * account itself (its language): the demo accounts are in use by the tests running beside it. Made through
 * the API with the test's own request context, apart from the page's session. Answers the username.
 */
export async function accountLike(request: APIRequestContext, like: string): Promise<string> {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' }; // the second sign-in carries the first one's cookie
  expect((await request.post('/login', { headers, data: { email: like, password: DEMO_PASSWORD } })).status()).toBe(
    200,
  );
  const model = (await (await request.get('/api/user')).json()) as {
    name: string;
    role: string;
    service: { id: number };
    airport: { id: number } | null;
  };
  expect(
    (
      await request.post('/login', { headers, data: { email: 'admin@example.com', password: E2E_ADMIN_PASSWORD } })
    ).status(),
  ).toBe(200);
  const username = `${like}.${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post('/api/users', {
    headers,
    data: {
      name: model.name,
      email: `${username}@e2e.tarmac.local`,
      username,
      role: model.role,
      service_id: model.service.id,
      airport_id: model.airport?.id ?? null,
      password: DEMO_PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

/** Every request the page makes stays on this machine (kiosks may have no internet). */
export function assertLocalOnly(page: Page) {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return () => expect(foreign).toEqual([]);
}

/** Bags with these tags on a passenger of today's flight 8Z201, added through the API as a desk agent's session. */
export async function addBags(request: APIRequestContext, tags: string[], base = '') {
  const flights = (await (await request.get(`${base}/api/flights?page=1`)).json()).data as {
    id: number;
    flight_number: string;
  }[];
  const detail = await (
    await request.get(`${base}/api/flights/${flights.find((f) => f.flight_number === '8Z201')!.id}`)
  ).json();
  const passengerId = (detail.passengers.data as { id: number }[])[0]!.id;
  for (const tag of tags) {
    const res = await request.post(`${base}/api/bags`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { bag_tag_number: tag, weight: 15, passenger_id: passengerId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return tags;
}

/** A generated tag nobody else uses: 8Z-2026- and 8 random digits from the 7 million range. */
export const randomBagTag = () => `8Z-2026-7${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
