import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { violations } from './screens';

// The Audit screen: an administrator narrows the trail to one flight and reads who changed what.

async function flightWithTwoChanges(admin: APIRequestContext) {
  const airports = (await (await admin.get('/api/airports')).json()) as { id: number; code: string }[];
  const [fih, gom] = ['FIH', 'GOM'].map((c) => airports.find((a) => a.code === c)!.id);
  const number = `8Z${Math.floor(1000 + Math.random() * 8999)}`;
  const times = { departure_time: '2026-12-03T09:15', arrival_time: '2026-12-03T11:40' };
  const created = await admin.post('/api/flights', {
    data: { flight_number: number, departure_airport: fih, arrival_airport: gom, ...times },
  });
  expect(created.status(), await created.text()).toBe(201);
  const flight = (await created.json()) as { id: number };
  const updated = await admin.put(`/api/flights/${flight.id}`, {
    data: { departure_airport: fih, arrival_airport: gom, ...times, status: 'BOARDING' },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  // another flight's change, which the filter must leave out
  await admin.post('/api/flights', {
    data: {
      flight_number: `8Z${Math.floor(1000 + Math.random() * 8999)}`,
      departure_airport: fih,
      arrival_airport: gom,
      ...times,
    },
  });
  return flight.id;
}

for (const [lang, words] of [
  [
    'fr',
    {
      title: 'Journal d’audit',
      record: 'Enregistrement',
      number: 'Numéro de l’enregistrement',
      flight: 'Vol',
      changed: 'Modifié',
      created: 'Créé',
    },
  ],
  [
    'en',
    {
      title: 'Audit trail',
      record: 'Record',
      number: 'Record number',
      flight: 'Flight',
      changed: 'Changed',
      created: 'Created',
    },
  ],
] as const) {
  test(`an administrator filters the audit trail to one flight's changes (${lang})`, async ({
    page,
    admin,
    signInAs,
  }) => {
    const flightId = await flightWithTwoChanges(admin);
    await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    await page.getByLabel(words.record, { exact: true }).selectOption({ label: words.flight });
    await page.getByLabel(words.number, { exact: true }).fill(String(flightId));
    const table = page.getByRole('table', { name: words.title });
    const rows = table.getByRole('row');
    // the header, then the update above the creation, newest first, and nothing of the other flight
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(words.changed);
    await expect(rows.nth(1)).toContainText('status');
    await expect(rows.nth(1)).toContainText('SCHEDULED → BOARDING');
    await expect(rows.nth(1)).toContainText(`${words.flight} #${flightId}`);
    await expect(rows.nth(2)).toContainText(words.created);
    expect(await violations(page, `/admin/audit (${lang})`)).toEqual([]);
  });
}

test('the audit trail is for administrators only', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'supervisor', service: 'admin-and-it', lang: 'en' });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit trail' })).toHaveCount(
    0,
  );
  const res = await page.request.get('/api/audit');
  expect(res.status()).toBe(403);
});
