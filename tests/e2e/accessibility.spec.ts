import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenPaths, violations } from './screens';

// axe-core on every screen, in both languages, at the kiosk's 1024x768: a serious or critical
// violation fails with its rule and elements. A new screen joins screenPaths() (README, "Adding a feature").
// The screens are shared among a few tests (every PARTS-th screen each) so that the two workers share them.

const PARTS = 4;
const LANGS = [
  ['fr', 'French'],
  ['en', 'English'],
] as const;

/** Opens a screen and waits until it has drawn its title and data (no spinner left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByLabel(/^(Chargement…|Loading…)$/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const [lang, language] of LANGS) {
  test(`the login screen passes axe and has one h1, in ${language}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('tarmac.lang', l), lang);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await violations(page, `/login [${lang}]`)).toEqual([]);
  });

  for (let part = 0; part < PARTS; part++) {
    test(`every screen passes axe and has one h1, in ${language} (part ${part + 1} of ${PARTS})`, async ({
      page,
      signInAs,
    }) => {
      // axe reads the whole page of each of about seven screens: a few seconds each on a busy 2-core machine
      test.slow();
      // an admin opens every screen
      await page.addInitScript((l) => localStorage.setItem('tarmac.lang', l), lang);
      await signInAs(page, { role: 'admin', service: 'surete', lang });
      const found: string[] = [];
      const paths = (await screenPaths(page)).filter((_, i) => i % PARTS === part);
      for (const path of paths) {
        await open(page, path);
        found.push(...(await violations(page, `${path} [${lang}]`)));
      }
      expect(found).toEqual([]);
    });
  }

  test(`the dialogs of the passenger side pass axe, in ${language}`, async ({ page, signInAs }) => {
    // axe on five dialogs, each opened from its screen: longer than one screen's test
    test.slow();
    await page.addInitScript((l) => localStorage.setItem('tarmac.lang', l), lang);
    await signInAs(page, { role: 'admin', service: 'bagagiste', lang });
    const found: string[] = [];
    // the dialogs agents meet most: the Scan Error dialog, the camera, the flight form
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

    expect(found).toEqual([]);
  });

  test(`the dialogs of freight and lost and found pass axe, in ${language}`, async ({ page, signInAs }) => {
    // axe on five dialogs, each opened from its screen: longer than one screen's test
    test.slow();
    await page.addInitScript((l) => localStorage.setItem('tarmac.lang', l), lang);
    await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
    const found: string[] = [];
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
