import { readFile } from 'node:fs/promises';
import { fakeCamera } from './fake-camera';
import { addBags, demoFlight, expect, test } from './fixtures';
import { violations } from './screens';

// A passenger whose bag did not come out reports it on their phone from the reclaim hall's poster (the camera reads
// the plate of the tag receipt), follows the claim with its reference, their last name and the check code, changes
// their phone number, and the desk sees the claim marked as theirs, with the change, and confirms it.

const PHONE = { width: 390, height: 844 };
// an interline plate of British Airways (125), a random serial: unique in this run's database
const PLATE = `0125${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

test.use(fakeCamera('interleaved2of5', PLATE));

test('a passenger files a claim on a phone in English, the camera reading the plate, follows it and changes their phone; the desk confirms it', async ({
  page,
  browser,
  signInAs,
}, info) => {
  // the bag checked in on a flight of the day, as the check-in desk records it
  const checkIn = await browser.newPage();
  await signInAs(checkIn, { role: 'agent', service: 'bagagiste' });
  await addBags(checkIn.request, [PLATE]);
  const flight = await demoFlight(checkIn.request, '8Z201');
  await checkIn.close();
  await page.setViewportSize(PHONE);
  await page.goto('/claim?airport=FIH&lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Report a missing bag' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Airport (3-letter code)' })).toHaveValue('FIH');
  await page.getByRole('textbox', { name: 'Flight number' }).fill('8z 201');
  await page.getByLabel('Date of the flight').fill(flight.day);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('textbox', { name: 'Bag tag number' })).toHaveValue(PLATE, { timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Bag type' }).selectOption({ label: '22 – Upright soft suitcase' });
  await page.getByRole('combobox', { name: 'Bag colour' }).fill('BU');
  await page.getByRole('textbox', { name: 'What is inside' }).fill('A red coat, a camera');
  await page.getByRole('textbox', { name: 'Full name, as on your ticket' }).fill('Grace Mbuyi Kalala');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+243 81 000 1111');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('grace@example.com');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Hotel Memling, room 412, Kinshasa');
  expect(await violations(page, '/claim (en, phone)')).toEqual([]);
  await page.screenshot({ path: info.outputPath('claim-en-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send my claim' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your claim has been received' })).toBeVisible();
  const reference = (await page.getByTestId('filed-reference').textContent())!;
  const code = (await page.getByTestId('filed-code').textContent())!;
  expect(reference).toMatch(/^FIH8Z\d{5}$/);
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await page.screenshot({ path: info.outputPath('filed-en-390.png'), fullPage: true });
  // nothing of the staff app is reachable from the passenger's pages
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.getByRole('link', { name: 'Follow this claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Follow my claim' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference);
  await expect(page.getByRole('textbox', { name: 'Check code' })).toHaveValue(code);
  // the proofs came in the address's fragment and are out of it once read: no history or request keeps the code
  await expect(page).toHaveURL(/\/claim-status\?lang=en$/);
  // a wrong last name: the one answer for anything wrong
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mbemba');
  await page.getByRole('button', { name: 'Show my claim' }).click();
  await expect(page.getByRole('alert')).toContainText('If you have lost your receipt');
  await page.getByRole('textbox', { name: 'Last name' }).fill('kalala');
  await page.getByRole('button', { name: 'Show my claim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reference ${reference}` })).toBeVisible();
  await expect(page.getByTestId('stage')).toHaveText('Received: the lost-and-found desk will confirm it shortly.');
  await page.getByRole('button', { name: 'Change my details' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+243 99 222 3333');
  await page.getByRole('button', { name: 'Save my changes' }).click();
  await expect(page.getByRole('status')).toContainText('Your changes have been saved');
  await expect(page.getByText('+243 99 222 3333')).toBeVisible();
  // the bag's tracker, shared from the phone (the e2e server takes links of share.tracker.test)
  const tracker = page.getByRole('region', { name: 'Your bag’s location' });
  await tracker.getByRole('textbox', { name: 'Location link' }).fill('https://share.tracker.test/item?k=en390');
  await tracker.getByRole('button', { name: 'Share with the desk' }).click();
  await expect(tracker.getByRole('link', { name: 'Open the link I shared' })).toHaveAttribute(
    'href',
    'https://share.tracker.test/item?k=en390',
  );
  expect(await violations(page, '/claim-status (en, phone)')).toEqual([]);
  await page.screenshot({ path: info.outputPath('status-en-390.png'), fullPage: true });

  // the desk, on its kiosk
  const desk = await browser.newPage();
  await signInAs(desk, { role: 'agent', service: 'lost-and-found', lang: 'en' });
  await desk.goto('/baggage-claim/update');
  await desk.getByRole('textbox', { name: 'Search claims' }).fill(reference);
  const row = desk.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('The passenger');
  await expect(row).toContainText('To confirm');
  await row.getByRole('button', { name: `View ${reference}` }).click();
  const dialog = desk.getByRole('dialog', { name: reference });
  await expect(dialog.getByText('Filed by the passenger on their phone · To confirm')).toBeVisible();
  // the plate is the flight's, its passenger (the demo's first of the flight) is not named as the filer: the agent checks
  await expect(
    dialog.getByText(/^The bag tag given is one of this flight’s bags, but its passenger bears another name/),
  ).toBeVisible();
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  const history = dialog.getByRole('table', { name: 'Status History' });
  // the first row is the filing: no "changed" with nothing after it
  await expect(history.getByRole('row').nth(1)).toContainText('Filed by the passenger on their phone');
  await expect(history).not.toContainText(/Changed by the passenger: (?!\w)/);
  const changed = history.getByRole('row').filter({
    hasText: 'Changed by the passenger: phone',
  });
  await expect(changed).toContainText('The passenger');
  await expect(dialog.getByRole('link', { name: 'Open the shared location' })).toHaveAttribute(
    'href',
    'https://share.tracker.test/item?k=en390',
  );
  await desk.screenshot({ path: info.outputPath('desk-en-1024.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Confirm the claim' }).click();
  await expect(dialog.getByText(/^Confirmed /)).toBeVisible();
  // linked now to the bag's passenger on the flight's list; the one who filed, to be called, is still shown
  await expect(dialog.getByText('Grace Mbuyi Kalala', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Hotel Memling, room 412, Kinshasa', { exact: true })).toBeVisible();
  await expect(dialog.getByText('grace@example.com', { exact: true })).toBeVisible();
  await desk.close();

  // the passenger's page, asked again, says the bag is being traced
  await page.getByRole('button', { name: 'Close my claim on this device' }).click();
  await page.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kalala');
  await page.getByRole('textbox', { name: 'Check code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Show my claim' }).click();
  await expect(page.getByTestId('stage')).toHaveText('We are looking for your bag.');
});

test('a passenger files two bags in French, typing nothing on the tag, and follows the first claim', async ({
  page,
}, info) => {
  await page.setViewportSize(PHONE);
  await page.goto('/claim?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Déclarer un bagage manquant' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Aéroport (code à 3 lettres)' }).fill('fih');
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill('ZZ999');
  await page.getByRole('button', { name: 'Ajouter un bagage' }).click();
  await expect(page.getByText('Bagage 2', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom complet, comme sur votre billet' }).fill('Jean Mukendi');
  await page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('+243 81 555');
  await page.getByRole('textbox', { name: 'Adresse de livraison' }).fill('Avenue du Commerce 12, Gombe');
  // the days the other way round: the field says so, nothing is filed
  await page.getByLabel('Présent à partir du').fill('2026-12-10');
  await page.getByLabel('Présent jusqu’au').fill('2026-12-05');
  await page.getByRole('button', { name: 'Envoyer ma déclaration' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Certains champs sont à revoir');
  await page.getByLabel('Présent jusqu’au').fill('2026-12-15');
  expect(await violations(page, '/claim (fr, phone)')).toEqual([]);
  await page.screenshot({ path: info.outputPath('claim-fr-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer ma déclaration' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Votre déclaration a été reçue' })).toBeVisible();
  await expect(page.getByTestId('filed-reference')).toHaveCount(2);
  const reference = (await page.getByTestId('filed-reference').first().textContent())!;
  await page.screenshot({ path: info.outputPath('filed-fr-390.png'), fullPage: true });
  // the receipt at once, with the name just typed as the proof
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le reçu (PDF)' }).first().click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`${reference}.pdf`);
  expect((await readFile(await receipt.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('link', { name: 'Suivre ce dossier' }).first().click();
  await page.getByRole('textbox', { name: 'Nom de famille' }).fill('MUKENDI');
  await page.getByRole('button', { name: 'Voir mon dossier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Référence ${reference}` })).toBeVisible();
  await expect(page.getByTestId('stage')).toHaveText('Reçue : le bureau des bagages la confirmera sous peu.');
  await expect(page.getByText('du 10 déc. 2026 au 15 déc. 2026')).toBeVisible();
  const tracker = page.getByRole('region', { name: 'Localisation de votre bagage' });
  await tracker.getByRole('textbox', { name: 'Lien de localisation' }).fill('https://share.tracker.test/item?k=fr390');
  await tracker.getByRole('button', { name: 'Partager avec le bureau' }).click();
  await expect(tracker.getByRole('link', { name: 'Ouvrir le lien partagé' })).toHaveAttribute(
    'href',
    'https://share.tracker.test/item?k=fr390',
  );
  await expect(tracker.getByText(/^Partagé jusqu’au /)).toBeVisible();
  // the tracker's change is not the details': no "saved" under them
  await expect(page.getByText('Vos modifications sont enregistrées')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('tracker-fr-390.png'), fullPage: true });
  expect(await violations(page, '/claim-status (fr, phone)')).toEqual([]);
  await page.screenshot({ path: info.outputPath('status-fr-390.png'), fullPage: true });
  // no sideways scroll on the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
