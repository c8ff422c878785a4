import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screensFit } from './screens';

// The lost-and-found reports: the demo's four weeks at FIH read on the screen as the API counts them,
// another airport choice and a reversed period, the CSV behind a figure, and the screen at both sizes in both languages.
// Each test's user of the desk is its own, made in the language the test reads.

type Report = {
  claims: number;
  open: number;
  past_due: number;
  per_1000: number | null;
  delivery: { median_hours: number | null };
  by_status: Record<string, number>;
  airport: { id: number } | null;
};

async function apiReport(page: Page, query: string): Promise<Report> {
  const res = await page.request.get(`/api/baggage-claims/reports?${query}`);
  expect(res.status()).toBe(200);
  return res.json();
}

/** The figure a stat card shows, found by the card's title. */
const card = (page: Page, title: string) => page.getByLabel(title, { exact: true }).getByTestId('stat-today');

const kinshasaDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(new Date(Date.now() + offset * 86_400_000));

test('the desk reads four weeks of its airport in French, every airport, a reversed period refused, and the CSV behind a figure', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'fr' });
  await page.goto('/baggage-claim/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports de réclamations' })).toBeVisible();
  const from = kinshasaDay(-27);
  const to = kinshasaDay();
  await expect(page.getByLabel('Du')).toHaveValue(from);
  await expect(page.getByLabel('Au')).toHaveValue(to);
  const fih = (await (await page.request.get('/api/user')).json()).airport.id as number;
  const r = await apiReport(page, `from=${from}&to=${to}&airport=${fih}`);
  // the demo's weeks are not trivial: claims, deliveries, a rate
  expect(r.claims).toBeGreaterThan(20);
  expect(r.delivery.median_hours).not.toBeNull();
  expect(r.per_1000).not.toBeNull();

  const fr = (n: number, digits = 1) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits });
  await expect(card(page, 'Réclamations')).toHaveText(String(r.claims));
  await expect(card(page, 'Réclamations ouvertes')).toHaveText(String(r.open));
  await expect(card(page, 'Délai médian de livraison')).toHaveText(fr(r.delivery.median_hours!));
  await expect(card(page, 'Échéance dépassée')).toHaveText(String(r.past_due));
  await expect(card(page, 'Bagages mal acheminés pour 1 000 passagers')).toHaveText(fr(r.per_1000!, 2));
  await expect(page.getByText('monde 2024 : 6,3')).toBeVisible();
  const statuses = page.getByRole('table', { name: 'Réclamations par statut' });
  await expect(statuses.getByRole('row').filter({ hasText: 'Livré' })).toContainText(String(r.by_status.DELIVERED));
  // the charts come after the figures, with their text alternative
  await expect(page.getByRole('img', { name: /^Réclamations par jour: / })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Bagages mal acheminés pour 1 000 passagers, par jour: .*Monde 2024 \(6,3\)$/ }),
  ).toBeVisible();

  // the claims behind the open figure, as the desk's spreadsheet gets them
  const href = await page
    .getByRole('link', { name: 'CSV : les réclamations derrière « Réclamations ouvertes »' })
    .getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^reference_number,status,created_at,/);
  expect(lines).toHaveLength(1 + r.open);

  // every airport counts at least as many
  await page.getByLabel('Aéroport').selectOption({ label: 'Tous les aéroports' });
  const all = await apiReport(page, `from=${from}&to=${to}`);
  await expect(card(page, 'Réclamations')).toHaveText(String(all.claims));

  // an end before the start: the server's message under the field
  await page.getByLabel('Au').fill(kinshasaDay(-30));
  await expect(page.getByRole('alert')).toContainText('Certains champs ne sont pas valides.');
  await expect(page.getByText('La fin de la période doit être le même jour que son début ou après.')).toBeVisible();
});

test('the supervisor reads the rate against the world figure in English, and the screen fits the kiosk and a phone', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'supervisor', service: 'lost-and-found', lang: 'en' });
  await page.goto('/baggage-claim/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Claim reports' })).toBeVisible();
  await expect(page.getByText('world 2024: 6.3')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Claims per day: / })).toBeVisible();
  await screensFit(page, info, 'en', ['/baggage-claim/reports']);
});

test('the reports in French fit the kiosk and a phone', async ({ page, signInAs }, info) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'fr' });
  await screensFit(page, info, 'fr', ['/baggage-claim/reports']);
});

test('a cargo supervisor has no reports link and is refused the figures', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Rapports|Reports)$/ })).toHaveCount(0);
  await page.goto('/baggage-claim/reports');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(
    (await page.request.get(`/api/baggage-claims/reports?from=${kinshasaDay(-6)}&to=${kinshasaDay()}`)).status(),
  ).toBe(403);
});
