import { writeFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { fitsAndShoot, screensFit, violations } from './screens';
import { solidPng } from '../helpers/images';
import { pdfTextOf } from '../helpers/pdf';

// Lost and found: a claim filed from a scanned tag (the passenger and flight filled in from it), its
// receipt read in French, found again, its status changed twice and read back in its history; the due filter
// and the proposal to mark a bag missing 21 days as lost.

test('the lost-and-found desk files a claim from a scanned tag, prints the receipt, finds it and updates its status twice', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'fr' });
  // a demo bag whose claim is already linked: its tag, passenger and flight are what the form should fill in
  const demo = (await (await page.request.get('/api/baggage-claims?search=FIH8Z')).json()) as {
    data: {
      bag: { bag_tag_number: string } | null;
      passenger: { name: string } | null;
      flight: { flight_number: string } | null;
    }[];
  };
  const known = demo.data.find((c) => c.bag && c.passenger && c.flight)!;

  await page.goto('/baggage-claim');
  // the required fields are named before anything is sent
  await page.getByRole('button', { name: 'Enregistrer la réclamation' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  // the USB scanner types the tag (any case) and presses Enter: looked up, nothing saved yet
  await page
    .getByRole('textbox', { name: 'Numéro d’étiquette' })
    .pressSequentially(known.bag!.bag_tag_number.toLowerCase(), { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Bagage de ${known.passenger!.name}, vol ${known.flight!.flight_number}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom du contact' })).toHaveValue(known.passenger!.name);
  await expect(page.getByRole('textbox', { name: 'Numéro de vol' })).toHaveValue(known.flight!.flight_number);
  await expect(page.getByRole('textbox', { name: 'Date du vol' })).not.toHaveValue('');

  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Retardé' });
  await page.getByRole('textbox', { name: 'Marque du bagage' }).fill('Samsonite');
  await page.getByRole('combobox', { name: 'Couleur du bagage' }).fill('bk');
  await page.getByRole('combobox', { name: 'Type de bagage' }).selectOption({ label: '22 – Valise souple verticale' });
  await page.getByRole('textbox', { name: 'Téléphone du contact' }).fill('+243 81 234 5678');
  await page.getByRole('textbox', { name: 'Adresse temporaire' }).fill('Hôtel Memling, Kinshasa');
  await page.getByRole('button', { name: 'Enregistrer la réclamation' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Enregistrée avec succès !' });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Réclamation enregistrée avec succès').first()).toBeVisible();
  const reference = /FIH[A-Z0-9]{2}\d{5}/.exec((await saved.textContent())!)![0];
  const row = page.getByRole('table', { name: 'Ajouts récents' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Retardé');
  await expect(row).toContainText('Noir');
  await expect(row).toContainText('Valise souple verticale');
  await expect(row).toContainText(known.passenger!.name);

  // the passenger asks for the receipt in French
  const href = await saved.getByRole('link', { name: 'Reçu en français' }).getAttribute('href');
  const receipt = await page.request.get(href!);
  expect(receipt.headers()['content-type']).toMatch(/^application\/pdf/);
  await writeFile(info.outputPath('receipt-fr.pdf'), await receipt.body());
  const text = await pdfTextOf(await receipt.body());
  for (const part of [
    'Reçu de déclaration de bagage',
    reference,
    'Retardé',
    known.passenger!.name,
    known.bag!.bag_tag_number,
    'Noir (BK)',
    'Valise souple verticale (22)',
    'La suite',
  ])
    expect(text).toContain(part);

  // found again by its reference in another case
  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Rechercher des réclamations' }).fill(reference.toLowerCase());
  const found = page.getByRole('row').filter({ hasText: reference });
  await expect(found).toBeVisible();
  await found.getByRole('button', { name: `Voir ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: reference });
  await expect(dialog.getByText(/Considéré perdu à partir du \d{1,2} \S+ \d{4} · /)).toBeVisible();
  await expect(dialog.getByText(/^1\s519 DTS par passager \(Convention de Montréal, art\. 22\(2\)\)$/)).toBeVisible();
  // the e2e server has no mail relay: the desk is told so rather than left to guess
  await expect(dialog.getByText('Aucun relais de messagerie configuré', { exact: false })).toBeVisible();
  await page.screenshot({ path: info.outputPath('claim-dialog-fr.png') });
  await expect(dialog.getByRole('table', { name: 'Historique des statuts' }).getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez d’abord un statut');
  await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'Retrouvé' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Au comptoir de FBM');
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  const history = dialog.getByRole('table', { name: 'Historique des statuts' }).getByRole('row');
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText('Retrouvé');
  await expect(history.nth(2)).toContainText('Au comptoir de FBM');
  await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'Livré' });
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(history).toHaveCount(4);
  await expect(history.nth(3)).toContainText('Livré');
  // delivered: the passenger's complaint windows start
  await expect(dialog.getByText(/Réclamation pour dommage jusqu’au .* 7 jours restants/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(found).toContainText('Livré');
});

test('the due filter lists the bags missing 21 days, and the dialog proposes Lost without doing it', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'lost-and-found', lang: 'en' });
  await page.goto('/baggage-claim/update');
  await page.getByRole('switch', { name: 'Due within 2 days or past due' }).check();
  const late = page.getByRole('row').filter({ hasText: 'Jean-Pierre Mbemba' });
  await expect(late).toContainText(/\d+ days? past/);
  await expect(page.getByRole('row').filter({ hasText: 'Aminata Diallo' })).toHaveCount(0); // 20 days to go
  await late.getByRole('button', { name: /^View / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('This bag has been missing for 21 days')).toBeVisible();
  await dialog.getByRole('button', { name: 'Prepare the change to Lost' }).click();
  await expect(dialog.getByRole('combobox', { name: 'New Status' })).toHaveValue('LOST');
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue(/Montreal Convention/);
  // nothing changed until the agent confirms
  await expect(dialog.getByRole('table', { name: 'Status History' }).getByRole('row')).toHaveCount(2);
});

test("a found bag is registered from its scanned tag, its owner's claim proposed with the reasons and confirmed: the claim is Found", async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'fr' });
  const tag = `8Z-2026-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const made = await page.request.post('/api/baggage-claim', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      status: 'LOST',
      bag_tag_number: tag,
      bag_color: 'GN',
      bag_type: '29',
      bag_brand: 'Eastpak',
      arrival_airport: airports.find((a) => a.code === 'FIH')!.id,
      contact_name: 'Chantal Ilunga',
      contact_phone: '+243 81',
      temporary_address: 'Hôtel',
    },
  });
  const reference = ((await made.json()) as { reference_number: string }).reference_number;

  await page.goto('/baggage-claim/found-bags');
  await expect(page.getByRole('heading', { level: 1, name: 'Bagages trouvés' })).toBeVisible();
  // the scanner's Enter completes the tag, it does not register a half-described bag
  await page.getByRole('textbox', { name: 'Numéro d’étiquette' }).pressSequentially(tag.toLowerCase(), { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Couleur du bagage' }).fill('gn');
  await page.getByRole('combobox', { name: 'Type de bagage' }).selectOption({ label: '29 – Sac à dos' });
  await page.getByRole('textbox', { name: 'Lieu de découverte' }).fill('Tapis 3');
  await page.getByRole('button', { name: 'Enregistrer le bagage' }).click();

  const dialog = page.getByRole('dialog', { name: /Bagage trouvé n°\d+/ });
  const proposal = dialog.getByRole('row').filter({ hasText: reference });
  await expect(proposal).toContainText('Même étiquette +60');
  await expect(proposal).toContainText('Couleur: GN +15');
  await proposal.getByRole('button', { name: `Confirmer la réclamation ${reference}` }).click();
  await expect(dialog.getByText(`Rapproché de la réclamation ${reference}`)).toBeVisible();
  await expect(page.getByText(`La réclamation ${reference} est maintenant Retrouvé`).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Rechercher des réclamations' }).fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Retrouvé');
  await row.getByRole('button', { name: `Voir ${reference}` }).click();
  await expect(
    page
      .getByRole('dialog', { name: reference })
      .getByRole('table', { name: 'Historique des statuts' })
      .getByRole('row')
      .last(),
  ).toContainText(/Bagage trouvé n°\d+ \(Tapis 3, FIH\)/);
});

/** Picks a file through the button that opens the device's file chooser (or camera). */
async function choose(button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

test('a found bag is registered with a camera picture, made smaller before it is sent; the photo is replaced, a file that is no picture refused, the photo removed', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'supervisor', service: 'lost-and-found', lang: 'en' });
  await page.goto('/baggage-claim/found-bags');
  await expect(page.getByRole('heading', { level: 1, name: 'Found bags' })).toBeVisible();
  const place = `Arrivals hall, pillar ${Math.floor(Math.random() * 1e6)}`; // a retry's row is another one
  await page.getByRole('textbox', { name: 'Where it was found' }).fill(place);
  await page.getByRole('textbox', { name: 'Distinctive features' }).fill('Orange strap');
  // a camera's picture, larger than the desk sends: 2400 × 1800
  await choose(page.getByRole('button', { name: 'Photo (optional)' }), {
    name: 'IMG_0412.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPng(2400, 1800, [230, 120, 20])),
  });
  await expect(page.getByRole('button', { name: 'Photo (optional)' })).toContainText('IMG_0412.png');
  await page.getByRole('button', { name: 'Register the bag' }).click();

  const dialog = page.getByRole('dialog', { name: /Found bag #\d+/ });
  const id = Number((await dialog.getByRole('heading').first().textContent())!.match(/#(\d+)/)![1]);
  const photo = dialog.getByRole('img', { name: `Photo of found bag #${id}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1600, 1200]);
  const sent = await page.request.get(`/api/found-bags/${id}/photo`);
  expect(sent.headers()['content-type']).toBe('image/jpeg');
  expect((await sent.body()).byteLength).toBeLessThan(2 * 1024 * 1024);
  expect(await violations(page, 'found bag with a photo')).toEqual([]);
  await fitsAndShoot(page, info, 'found bag dialog with a photo', 'en-1024-found-bag-photo');

  // replaced by a small picture, which goes as it is
  await choose(dialog.getByRole('button', { name: 'Replace the photo' }), {
    name: 'label.png',
    mimeType: 'image/png',
    buffer: Buffer.from(solidPng(300, 200, [20, 20, 200])),
  });
  await expect(page.getByText('Photo saved').first()).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  expect((await page.request.get(`/api/found-bags/${id}/photo`)).headers()['content-type']).toBe('image/png');

  // a file that only says it is a picture: the server's reason, and the photo kept
  await choose(dialog.getByRole('button', { name: 'Replace the photo' }), {
    name: 'bag.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7 not a picture'),
  });
  await expect(page.getByText('The photo was not saved: This file is not a JPEG, PNG or WebP picture.')).toBeVisible();
  await expect(photo).toBeVisible();

  // the list says which bags have a photo
  await page.keyboard.press('Escape');
  const row = page.getByRole('table', { name: 'Found bags' }).getByRole('row').filter({ hasText: place });
  await expect(row).toContainText('Photo');
  await row.getByRole('button', { name: `View found bag ${id}` }).click();
  await dialog.getByRole('button', { name: 'Remove the photo' }).click();
  await expect(dialog.getByText('No photo yet.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  expect((await page.request.get(`/api/found-bags/${id}/photo`)).status()).toBe(404);
});

test("a claim's dialog shows the photo of a found bag proposed for it, so the passenger can say whether it is theirs", async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'supervisor', service: 'lost-and-found', lang: 'en' });
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const tag = `8Z-2026-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const claim = await (
    await page.request.post('/api/baggage-claim', {
      headers: xhr,
      data: {
        status: 'DELAYED',
        bag_tag_number: tag,
        arrival_airport: airports.find((a) => a.code === 'FIH')!.id,
        contact_name: 'Odile Kanku',
        contact_phone: '+243 81',
        temporary_address: 'Hotel',
      },
    })
  ).json();
  const found = await (
    await page.request.post('/api/found-bags', {
      headers: xhr,
      data: { bag_tag_number: tag, found_location: 'Belt 2' },
    })
  ).json();
  const upload = await page.request.put(`/api/found-bags/${found.id}/photo`, {
    headers: xhr,
    multipart: {
      photo: { name: 'bag.png', mimeType: 'image/png', buffer: Buffer.from(solidPng(120, 90, [40, 160, 60])) },
    },
  });
  expect(upload.status()).toBe(200);

  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Search claims' }).fill(claim.reference_number);
  await page
    .getByRole('row')
    .filter({ hasText: claim.reference_number })
    .getByRole('button', { name: /^View / })
    .click();
  const proposals = page.getByRole('dialog').getByRole('table', { name: 'Found bags that may be this one' });
  const thumbnail = proposals.getByRole('img', { name: `Photo of found bag #${found.id}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  expect(await violations(page, 'claim dialog with a found bag photo')).toEqual([]);
  await fitsAndShoot(page, info, 'claim dialog with a found bag photo', 'en-1024-claim-proposal-photo');

  // "that one is mine": confirmed from the claim, as from the found bag
  await proposals.getByRole('button', { name: `Confirm found bag #${found.id}` }).click();
  await expect(page.getByText(`Claim ${claim.reference_number} is now Found`).first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: claim.reference_number });
  await expect(dialog.getByRole('table', { name: 'Status History' }).getByRole('row').last()).toContainText(
    `Found bag #${found.id} (Belt 2, FIH)`,
  );
  await expect(proposals).toHaveCount(0); // a Found claim proposes nothing
  expect((await (await page.request.get(`/api/found-bags/${found.id}`)).json()).claim.reference_number).toBe(
    claim.reference_number,
  );
});

for (const lang of ['fr', 'en'] as const) {
  test(`the claim screens fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(page, { role: 'admin', service: 'lost-and-found', lang });
    await screensFit(page, info, lang, ['/baggage-claim', '/baggage-claim/update', '/baggage-claim/found-bags']);
  });
}
