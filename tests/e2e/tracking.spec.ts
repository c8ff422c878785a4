import type { APIRequestContext, Page } from '@playwright/test';
import { localDay } from '../../src/shared/time';
import { addBags, ADMIN, demoFlight, expect, randomBagTag, signIn, test } from './fixtures';
import { fitsAndShoot, openFits, SIZES, setAccountLanguage } from './screens';

// Search and track by flight: a bag's timeline, an AWB, a search that finds nothing, and a flight
// with bag and freight events and its Resolution 753 picture; both languages at the kiosk and on a phone.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

function newAwb() {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `057-${serial}${Number(serial) % 7}`;
}

async function scan(page: Page, tag: string, event_type: string, airport_id: number) {
  const res = await page.request.post('/api/baggage-events', {
    headers: XHR,
    data: { bag_tag_number: tag, event_type, airport_id },
  });
  expect(res.status()).toBe(201);
}

async function airportId(page: Page, code: string) {
  return ((await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[]).find(
    (a) => a.code === code,
  )!.id;
}

/**
 * The words of the Resolution 753 picture: bags left behind and unmatched bags, never "offload" or "rush", which
 * mean the bags of a passenger who did not board and a forwarded mishandled bag (docs/rules/glossary.md).
 */
const WORDS = {
  fr: {
    r753: 'Résolution 753 : points de suivi',
    notLoaded: 'Non chargé : resté au sol',
    unmatched: 'Non enregistré',
    help: /restés au sol.*non rapprochés : un cas de sûreté/,
  },
  en: {
    r753: 'Resolution 753: tracking points',
    notLoaded: 'Not loaded: left behind',
    unmatched: 'Unmatched: no check-in',
    help: /left behind.*unmatched: a security case/,
  },
} as const;

/** Today's 8Z201 and its local departure day (times are answered in airport time). */
async function flight8Z201(page: Page) {
  const { id, day } = await demoFlight(page.request, '8Z201');
  return { id, day };
}

test('an agent searches a bag and reads its timeline; an AWB; a search that finds nothing', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'admin', service: 'passage', lang: 'fr' });
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
  expect(
    (
      await page.request.post('/api/freight-shipments', {
        headers: XHR,
        data: {
          awb_number: awb,
          shipper: 'Pharmakina',
          consignee: 'Paris Pharma SA',
          departure_airport_id: airports.fih,
          arrival_airport_id: airports.cdg,
          weight: 42,
        },
      })
    ).status(),
  ).toBe(201);
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

test('a supervisor tracks a flight with bag and freight events and sees its 753 picture', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'admin', service: 'passage', lang: 'fr' });
  const flight = await flight8Z201(page);
  const fih = await airportId(page, 'FIH');
  const [leftBehind, loaded] = await addBags(page.request, [randomBagTag(), randomBagTag()]);
  await scan(page, leftBehind!, 'CHECKIN', fih);
  await scan(page, loaded!, 'CHECKIN', fih);
  await scan(page, loaded!, 'LOADED', fih);
  // freight reaches the flight through a ULD
  const awb = newAwb();
  const gom = await airportId(page, 'GOM');
  expect(
    (
      await page.request.post('/api/freight-shipments', {
        headers: XHR,
        data: {
          awb_number: awb,
          shipper: 'S',
          consignee: 'C',
          departure_airport_id: fih,
          arrival_airport_id: gom,
          weight: 12,
        },
      })
    ).status(),
  ).toBe(201);
  const uld = await (
    await page.request.post('/api/ulds', {
      headers: XHR,
      data: { type: 'Container', status: 'Partial', flight_id: flight.id },
    })
  ).json();
  expect(
    (
      await page.request.post('/api/freight-events', {
        headers: XHR,
        data: { awb_number: awb, event_type: 'LOADED', airport_id: fih, uld_id: uld.id },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/track-by-flight');
  // both fields are required
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill('8z201');
  await page.getByLabel('Date de départ (locale)').fill(flight.day);
  await page.getByRole('button', { name: 'Suivre' }).click();
  const r753 = page.getByRole('table', { name: 'Résolution 753 : points de suivi' }).first();
  await expect(r753).toBeVisible();
  // the bags left behind first: checked in, not loaded
  const leftBehindRow = r753.getByRole('row').filter({ hasText: leftBehind! });
  await expect(leftBehindRow).toContainText(WORDS.fr.notLoaded);
  const firstFlagged = r753.getByRole('row').nth(1);
  await expect(firstFlagged).toContainText(new RegExp(`${WORDS.fr.notLoaded}|${WORDS.fr.unmatched}`));
  await expect(r753).not.toContainText(/débarquer|Sans enregistrement/);
  await expect(page.getByText(/Enregistrés : \d/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Événements bagages 8Z201' }).first()).toContainText(loaded!);
  await expect(page.getByRole('table', { name: 'Événements fret 8Z201' }).first()).toContainText(awb);

  // an unknown flight: the server's message in the red box
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill('8Z999');
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Aucun vol 8Z999 ne part le ${flight.day}.` })).toBeVisible();
});

for (const lang of ['fr', 'en'] as const) {
  test(`search and tracking fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({
    page,
    signInAs,
  }, info) => {
    // three screens at two sizes, each with its screenshot
    test.slow();
    await signInAs(page, { role: 'admin', service: 'passage', lang });
    const flight = await flight8Z201(page);
    // one bag left behind (checked in, not loaded), one unmatched (loaded without a check-in): both lists marked
    const [tag, unmatched] = await addBags(page.request, [randomBagTag(), randomBagTag()]);
    const fih = await airportId(page, 'FIH');
    await scan(page, tag!, 'CHECKIN', fih);
    await scan(page, unmatched!, 'LOADED', fih);
    const words = WORDS[lang];
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      for (const path of ['/search', `/search/result?tag=${tag}`]) await openFits(page, info, lang, path);
      await page.goto('/track-by-flight');
      await page.getByRole('textbox', { name: lang === 'fr' ? 'Numéro de vol' : 'Flight number' }).fill('8Z201');
      await page.getByLabel(lang === 'fr' ? 'Date de départ (locale)' : 'Departure date (local)').fill(flight.day);
      await page.getByRole('button', { name: lang === 'fr' ? 'Suivre' : 'Track' }).click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const r753 = page.getByRole('table', { name: words.r753 }).first();
      await expect(r753.getByRole('row').filter({ hasText: tag! })).toContainText(words.notLoaded);
      await expect(r753.getByRole('row').filter({ hasText: unmatched! })).toContainText(words.unmatched);
      await expect(page.getByText(words.help)).toBeVisible();
      await fitsAndShoot(page, info, 'track', `${lang}-${width}_track`);
      // the picture alone, to read its words at each size
      await page
        .locator('.mantine-Card-root')
        .filter({ has: r753 })
        .screenshot({ path: info.outputPath(`${lang}-${width}_r753.png`) });
    }
  });
}

/** A flight of today (the airport's day) through the API, as a supervisor would add it; its number is new. */
async function flightToday(request: APIRequestContext, from: string, to: string, departure: string, arrival: string) {
  const airports = (await (await request.get('/api/airports')).json()) as { id: number; code: string }[];
  const today = localDay(new Date(), 'Africa/Kinshasa'); // the e2e server's APP_TIMEZONE
  const flight_number = `8Z${6000 + Math.floor(Math.random() * 3000)}`;
  const data = {
    flight_number,
    departure_airport: airports.find((a) => a.code === from)!.id,
    arrival_airport: airports.find((a) => a.code === to)!.id,
    departure_time: `${today}T${departure}`,
    arrival_time: `${today}T${arrival}`,
  };
  const res = await request.post('/api/flights', { headers: XHR, data });
  expect(res.status(), await res.text()).toBe(201);
  return { flight_number, today };
}

test("an agent tracks one of today's flights of their airport in one tap; an admin chooses among every airport's", async ({
  page,
  admin,
  newUser,
}, info) => {
  // the choices in two languages at two sizes, each with its screenshot, then the admin's
  test.slow();
  const agent = await newUser({ role: 'agent', service: 'bagagiste' }); // at FIH
  // first in departure order, so on the first page whatever other tests add today
  const ours = await flightToday(admin, 'FIH', 'GOM', '00:05', '02:30');
  const elsewhere = await flightToday(admin, 'FBM', 'CDG', '00:06', '08:00');
  const choice = (p: Page, f: { flight_number: string }) =>
    p.getByRole('button', { name: new RegExp(`^${f.flight_number} `) });

  await signIn(page, agent);
  for (const lang of ['fr', 'en'] as const) {
    await setAccountLanguage(page, lang);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto('/track-by-flight');
      await expect(
        page.getByRole('heading', { name: lang === 'fr' ? 'Vols du jour à FIH' : "Today's flights at FIH" }),
      ).toBeVisible();
      await expect(choice(page, ours)).toHaveAccessibleName(`${ours.flight_number} 00:05 FIH → GOM`);
      await expect(choice(page, elsewhere)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await fitsAndShoot(page, info, 'today choices', `today-${lang}-${width}`);
    }
  }

  // one tap: the form is filled and the flight tracked, as typed; on the phone the picture is brought up
  await choice(page, ours).click();
  await expect(page.getByRole('textbox', { name: 'Flight number' })).toHaveValue(ours.flight_number);
  await expect(page.getByLabel('Departure date (local)')).toHaveValue(ours.today);
  const picture = page.getByRole('heading', { level: 2, name: `${ours.flight_number} · FIH → GOM` });
  await expect(picture).toBeInViewport();
  await expect(page.getByRole('table', { name: `Baggage events ${ours.flight_number}` })).toBeVisible();
  await fitsAndShoot(page, info, 'a chosen flight', 'today-en-390_tracked');

  // an admin oversees every airport
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, ADMIN);
  await page.goto('/track-by-flight');
  await expect(
    page.getByRole('heading', { name: /^(Vols du jour, tous les aéroports|Today's flights, all airports)$/ }),
  ).toBeVisible();
  await expect(choice(page, ours)).toBeVisible();
  await choice(page, elsewhere).click();
  await expect(page.getByRole('heading', { level: 2, name: `${elsewhere.flight_number} · FBM → CDG` })).toBeVisible();
});

test('an airport without flights today says so, in both languages', async ({ page, admin, signInAs }, info) => {
  // an airport of its own: no other test flies there
  let airport: { id: number; code: string } | undefined;
  while (!airport) {
    const code = Array.from({ length: 3 }, () => 'QWXZJ'[Math.floor(Math.random() * 5)]).join('');
    const res = await admin.post('/api/airports', { data: { code, name: `E2E ${code}` } });
    if (res.status() === 201) airport = await res.json();
    else expect(res.status(), await res.text()).toBe(409);
  }
  await signInAs(page, { role: 'agent', service: 'bagagiste', airport: airport.code, name: 'E2E agent' });
  for (const lang of ['fr', 'en'] as const) {
    await setAccountLanguage(page, lang);
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.goto('/track-by-flight');
      await expect(
        page.getByRole('status').filter({ hasText: lang === 'fr' ? 'Aucun vol aujourd’hui.' : 'No flights today.' }),
      ).toBeVisible();
      await fitsAndShoot(page, info, 'no flights today', `today-empty-${lang}-${width}`);
    }
  }

  // the list failing (the server away) is said, and the form still works
  await page.route('**/trpc/flights.list**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
  );
  // the page as the server sends it when it could not draw the screen (decision 044): the browser asks itself
  await page.route('**/track-by-flight', (route) =>
    route.continue({ headers: { ...route.request().headers(), accept: '*/*' } }),
  );
  await page.reload();
  // the list is asked again a few times, with a growing wait, before it is said to have failed
  await expect(page.getByRole('alert')).toHaveText("Today's flights could not be loaded.", { timeout: 15_000 });
  await fitsAndShoot(page, info, 'the list failing', 'today-error-en-390');
});
