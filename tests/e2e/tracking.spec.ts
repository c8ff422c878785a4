import { expect, test, type Page } from '@playwright/test';
import { addBags, login, randomBagTag } from './fixtures';
import { fitsAndShoot, openFits, SIZES, setAccountLanguage } from './screens';

// Search and track by flight (issue 13): a bag's timeline, an AWB, a search that finds nothing, and a flight
// with bag and freight events and its Resolution 753 picture; both languages at the kiosk and on a phone.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

function newAwb() {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `057-${serial}${Number(serial) % 7}`;
}

async function scan(page: Page, tag: string, event_type: string, airport_id: number) {
  const res = await page.request.post('/api/baggage-events', { headers: XHR, data: { bag_tag_number: tag, event_type, airport_id } });
  expect(res.status()).toBe(201);
}

async function airportId(page: Page, code: string) {
  return ((await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[]).find((a) => a.code === code)!.id;
}

/** 8Z201 as the list shows it first, and its local departure day (times are answered in airport time). */
async function flight8Z201(page: Page) {
  const f = ((await (await page.request.get('/api/flights?page=1')).json()).data as { id: number; flight_number: string; departure_time: string }[]).find((x) => x.flight_number === '8Z201')!;
  return { id: f.id, day: f.departure_time.slice(0, 10) };
}

test('an agent searches a bag and reads its timeline; an AWB; a search that finds nothing', async ({ page }) => {
  await login(page, 'admin.anti-fraude');
  await setAccountLanguage(page, 'fr');
  const [tag] = await addBags(page.request, [randomBagTag()]);
  const fih = await airportId(page, 'FIH');
  await scan(page, tag!, 'CHECKIN', fih);
  await scan(page, tag!, 'LOADED', fih);

  await page.goto('/search');
  await page.getByRole('textbox', { name: 'Étiquette bagage ou LTA' }).fill(tag!.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/result\?tag=/);
  await expect(page.getByRole('heading', { name: `Bagage ${tag}` })).toBeVisible();
  await expect(page.getByText('8Z201 · FIH → GOM')).toBeVisible();
  const timeline = page.getByRole('table', { name: 'Historique de suivi' });
  await expect(timeline.getByRole('row')).toHaveCount(3);
  await expect(timeline.getByRole('row').nth(1)).toContainText('CHECKIN');
  await expect(timeline.getByRole('row').nth(2)).toContainText('LOADED');
  await expect(timeline.getByRole('row').nth(2)).toContainText('FIH');

  // an AWB typed without its hyphen
  const awb = newAwb();
  const airports = { fih, cdg: await airportId(page, 'CDG') };
  expect((await page.request.post('/api/freight-shipments', { headers: XHR, data: { awb_number: awb, shipper: 'Pharmakina', consignee: 'Paris Pharma SA', departure_airport_id: airports.fih, arrival_airport_id: airports.cdg, weight: 42 } })).status()).toBe(201);
  await page.getByRole('link', { name: 'Nouvelle recherche' }).click();
  await page.getByRole('textbox', { name: 'Étiquette bagage ou LTA' }).fill(awb.replace('-', ''));
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('heading', { name: `Envoi ${awb}` })).toBeVisible();
  await expect(page.getByText('Paris Pharma SA')).toBeVisible();
  await expect(page.getByText('Pas encore sur une ULD.')).toBeVisible();

  // nothing found
  await page.goto('/search/result?tag=8Z-2026-99999997');
  await expect(page.getByRole('status').filter({ hasText: 'Aucun résultat pour 8Z-2026-99999997.' })).toBeVisible();
});

test('a supervisor tracks a flight with bag and freight events and sees its 753 picture', async ({ page }) => {
  await login(page, 'admin.anti-fraude');
  await setAccountLanguage(page, 'fr');
  const flight = await flight8Z201(page);
  const fih = await airportId(page, 'FIH');
  const [offload, loaded] = await addBags(page.request, [randomBagTag(), randomBagTag()]);
  await scan(page, offload!, 'CHECKIN', fih);
  await scan(page, loaded!, 'CHECKIN', fih);
  await scan(page, loaded!, 'LOADED', fih);
  // freight reaches the flight through a ULD
  const awb = newAwb();
  const gom = await airportId(page, 'GOM');
  expect((await page.request.post('/api/freight-shipments', { headers: XHR, data: { awb_number: awb, shipper: 'S', consignee: 'C', departure_airport_id: fih, arrival_airport_id: gom, weight: 12 } })).status()).toBe(201);
  const uld = await (await page.request.post('/api/ulds', { headers: XHR, data: { type: 'Container', status: 'Partial', flight_id: flight.id } })).json();
  expect((await page.request.post('/api/freight-events', { headers: XHR, data: { awb_number: awb, event_type: 'LOADED', airport_id: fih, uld_id: uld.id } })).status()).toBe(201);

  await page.goto('/track-by-flight');
  // both fields required (SPEC §5)
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill('8z201');
  await page.getByLabel('Date de départ (locale)').fill(flight.day);
  await page.getByRole('button', { name: 'Suivre' }).click();
  const r753 = page.getByRole('table', { name: 'Résolution 753 : points de suivi' }).first();
  await expect(r753).toBeVisible();
  // the offload list first: checked in, not loaded
  const offloadRow = r753.getByRole('row').filter({ hasText: offload! });
  await expect(offloadRow).toContainText('Non chargé');
  const firstFlagged = r753.getByRole('row').nth(1);
  await expect(firstFlagged).toContainText(/Non chargé|Sans enregistrement/);
  await expect(page.getByText(/Enregistrés : \d/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Événements bagages 8Z201' }).first()).toContainText(loaded!);
  await expect(page.getByRole('table', { name: 'Événements fret 8Z201' }).first()).toContainText(awb);

  // an unknown flight: the server's message in the red box
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill('8Z999');
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Aucun vol 8Z999 ne part le ${flight.day}.` })).toBeVisible();
});

for (const lang of ['fr', 'en'] as const) {
  test(`search and tracking fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({ page }, info) => {
    test.setTimeout(90_000);
    await login(page, lang === 'fr' ? 'admin.lost-and-found' : 'admin.admin-and-it');
    await setAccountLanguage(page, lang);
    const flight = await flight8Z201(page);
    const [tag] = await addBags(page.request, [randomBagTag()]);
    await scan(page, tag!, 'CHECKIN', await airportId(page, 'FIH'));
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      for (const path of ['/search', `/search/result?tag=${tag}`]) await openFits(page, info, lang, path);
      await page.goto('/track-by-flight');
      await page.getByRole('textbox', { name: lang === 'fr' ? 'Numéro de vol' : 'Flight number' }).fill('8Z201');
      await page.getByLabel(lang === 'fr' ? 'Date de départ (locale)' : 'Departure date (local)').fill(flight.day);
      await page.getByRole('button', { name: lang === 'fr' ? 'Suivre' : 'Track' }).click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fitsAndShoot(page, info, 'track', `${lang}-${width}_track`);
    }
  });
}
