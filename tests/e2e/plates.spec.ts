import type { APIRequestContext } from '@playwright/test';
import { addBags, expect, test, XHR } from './fixtures';
import { fitsAndShoot, setAccountLanguage, SIZES, violations } from './screens';

// A licence plate comes round again: the same rush tag on a flight two months ago and on today's 8Z201 is two
// bags. The search shows today's, labelled as a rush tag, and lists the older one under it; both languages, the
// kiosk and a phone.

const DAY = 86_400_000;
const kinshasaDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(at);

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { headers: XHR, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A bag with this plate on a flight FIH → GOM that left 60 days ago; returns that flight's number. */
async function bagTwoMonthsAgo(request: APIRequestContext, plate: string) {
  const airports = (await (await request.get('/api/airports')).json()) as { id: number; code: string }[];
  const id = (code: string) => airports.find((a) => a.code === code)!.id;
  const day = kinshasaDay(Date.now() - 60 * DAY);
  const number = `8Z${1000 + Math.floor(Math.random() * 8999)}`;
  const flight = await post(request, '/api/flights', {
    flight_number: number,
    departure_airport: id('FIH'),
    arrival_airport: id('GOM'),
    departure_time: `${day}T09:15`,
    arrival_time: `${day}T11:40`,
    airline_code: '8Z',
  });
  const pax = await post(request, '/api/passengers', {
    name: 'KASONGO/ANNE MRS',
    pnr: 'P7LT2Q',
    seat: '4C',
    flight_id: flight.id,
  });
  await post(request, '/api/bags', { bag_tag_number: plate, weight: 18, passenger_id: pax.id });
  return number;
}

test('a plate that recurs: search shows today’s bag, labelled a rush tag, and the older bag as its history', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'admin', service: 'passage', lang: 'fr' });
  const plate = `2125${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const older = await bagTwoMonthsAgo(page.request, plate);
  await addBags(page.request, [plate]);

  await page.goto('/search');
  await page.getByRole('textbox', { name: 'Étiquette bagage ou LTA' }).fill(plate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Bagage ${plate}` })).toBeVisible();
  await expect(page.getByText('8Z201 · FIH → GOM')).toBeVisible();
  await expect(page.getByText('Étiquette rush', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Autres bagages de cette plaque' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(older) })).toBeVisible();
  expect(await violations(page, 'search result [fr]')).toEqual([]);

  for (const lang of ['fr', 'en'] as const) {
    if (lang === 'en') {
      await setAccountLanguage(page, 'en');
      await page.reload();
      await expect(page.getByText('Rush tag', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Other bags with this licence plate' })).toBeVisible();
      expect(await violations(page, 'search result [en]')).toEqual([]);
    }
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expect(page.getByRole('row', { name: new RegExp(older) })).toBeVisible();
      await fitsAndShoot(page, info, 'search result', `plate-history-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  }
});
