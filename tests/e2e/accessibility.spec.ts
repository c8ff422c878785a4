import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { screenPaths, setAccountLanguage, violations } from './screens';

// axe-core on every screen, in both languages, at the kiosk's 1024x768: a serious or critical
// violation fails with its rule and elements. A new screen joins screenPaths() (README, "Adding a feature").

/** Opens a screen and waits until it has drawn its title and data (no spinner left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel(/^(Chargement…|Loading…)$/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const lang of ['fr', 'en'] as const) {
  test(`every screen passes axe and has one h1, in ${lang === 'fr' ? 'French' : 'English'}`, async ({ page }) => {
    test.setTimeout(480_000); // every screen and the main dialogs under axe, with the shift screens
    await page.addInitScript((l) => localStorage.setItem('tarmac.lang', l), lang);
    const found: string[] = [];

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    found.push(...(await violations(page, `/login [${lang}]`)));

    // one admin per language, so that parallel tests never see another's language
    await login(page, lang === 'fr' ? 'admin.surete' : 'admin.bagagiste');
    await setAccountLanguage(page, lang);
    for (const path of await screenPaths(page)) {
      await open(page, path);
      found.push(...(await violations(page, `${path} [${lang}]`)));
    }

    // the dialogs agents meet most: the Scan Error dialog, the camera, the flight form and the shipment detail
    await open(page, '/luggage-scan');
    await page.getByRole('radio', { name: 'CHECKIN' }).click();
    await page.getByRole('textbox', { name: /Étiquette bagage|Bag tag/ }).fill('8Z-2026-99999999');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, `Scan Error dialog [${lang}]`)));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    // the camera dialog as a kiosk without a camera shows it (headless Chromium has none)
    await page.getByRole('button', { name: /Scanner avec la caméra|Scan with the camera/ }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    found.push(...(await violations(page, `camera dialog [${lang}]`)));
    await page.keyboard.press('Escape');

    await open(page, '/flights');
    await page.getByRole('button', { name: /Ajouter un vol|Add flight/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, `flight form [${lang}]`)));

    // the shipment detail dialog, with a shipment's events
    await open(page, '/freight-shipments');
    await page
      .getByRole('button', { name: /^(Détail|Detail) / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
    found.push(...(await violations(page, `shipment detail [${lang}]`)));

    // the ULD dialogs: Add ULD to Flight and Attach Shipment to ULD
    const ulds = (await (await page.request.get('/api/ulds')).json()) as { flight_id: number | null }[];
    await open(page, `/flights/${ulds.find((u) => u.flight_id)!.flight_id}/ulds`);
    await page.getByRole('button', { name: /^(Ajouter une ULD|Add ULD)$/ }).click();
    await expect(page.getByRole('dialog').getByRole('combobox').first()).toBeVisible();
    found.push(...(await violations(page, `Add ULD dialog [${lang}]`)));
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^(Affecter un envoi à|Attach shipment to) / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('meter')).toBeVisible();
    found.push(...(await violations(page, `Attach shipment dialog [${lang}]`)));

    // a flight's tracking picture: the 753 table, delivery, both event lists
    const tracked = (
      (await (await page.request.get('/api/flights?page=1')).json()).data as {
        flight_number: string;
        departure_time: string;
      }[]
    )[0]!;
    await open(page, '/track-by-flight');
    await page.getByRole('textbox', { name: /^(Numéro de vol|Flight number)/ }).fill(tracked.flight_number);
    await page
      .getByLabel(/^(Date de départ \(locale\)|Departure date \(local\))/)
      .fill(tracked.departure_time.slice(0, 10));
    await page.getByRole('button', { name: /^(Suivre|Track)$/ }).click();
    await expect(page.getByRole('table').first()).toBeVisible();
    found.push(...(await violations(page, `track-by-flight result [${lang}]`)));

    // lost and found: a claim past its 21 days (clocks, the Lost proposal, found bags alike) and a found bag with its possible owners
    await open(page, '/baggage-claim/update');
    // searched for: the demo's report weeks put newer claims before it on the first page
    await page.getByRole('textbox', { name: /^(Rechercher des réclamations|Search claims)$/ }).fill('Mbemba');
    await page.getByRole('row').filter({ hasText: 'Jean-Pierre Mbemba' }).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('table').first()).toBeVisible();
    found.push(...(await violations(page, `claim dialog [${lang}]`)));
    await page.keyboard.press('Escape');
    await open(page, '/baggage-claim/found-bags');
    await page.getByRole('row').filter({ hasText: 'Belt 3' }).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
    found.push(...(await violations(page, `found bag dialog [${lang}]`)));

    expect(found).toEqual([]);
  });
}
