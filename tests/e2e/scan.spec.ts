import type { Page } from '@playwright/test';
import { addBags, expect, randomBagTag, test } from './fixtures';

/** A bag of this test's own on a passenger of one of today's demo flights, not scanned yet. */
async function newBagTag(page: Page, flight: string) {
  const [tag] = await addBags(page.request, [randomBagTag()], flight);
  return tag!;
}

async function chooseScan(page: Page, type: string) {
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText(type, { exact: true }).click();
}

test('a typed tag auto-submits, Enter submits, and an unknown tag opens the Scan Error dialog', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await page.goto('/luggage-scan');
  const tagInput = page.getByLabel('Étiquette bagage');
  await expect(tagInput).toBeFocused();

  // no event type chosen yet: nothing is sent
  await tagInput.pressSequentially('8Z-2026-00000000');
  const band = page.getByTestId('scan-band');
  await expect(band).toHaveAttribute('data-tone', 'error'); // the band across the screen, read from a metre
  await expect(band).toContainText('8Z-2026-00000000');
  await expect(band).toContainText('Échec du scan');
  // what to do about it, on the band and in the toast, once: the auto-submit does not refuse it again
  await expect(band).toContainText('Choisissez le type d’événement, puis scannez à nouveau.');
  const refusal = page.getByRole('alert').filter({ hasText: 'Échec du scan : ' });
  await expect(refusal).toHaveText('Échec du scan : Choisissez le type d’événement, puis scannez à nouveau.');
  // typed again and sent at once with Enter: refused once more, and its auto-submit does not refuse it a second time
  // (each refusal's toast counted as it appears: a toast closes after 3 s)
  await page.evaluate(() => {
    const w = window as unknown as { refusals: number };
    w.refusals = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.textContent?.startsWith('Échec du scan : ')) w.refusals++;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await tagInput.fill('');
  await tagInput.pressSequentially('8Z-2026-00000000');
  await tagInput.press('Enter');
  await expect.poll(() => page.evaluate(() => (window as unknown as { refusals: number }).refusals)).toBe(1);
  await page.waitForTimeout(1700); // past any auto-submit
  expect(await page.evaluate(() => (window as unknown as { refusals: number }).refusals)).toBe(1);

  await chooseScan(page, 'CHECKIN');
  // the airport is preselected from the agent's assignment
  await expect(page.getByRole('combobox', { name: 'Aéroport' }).locator('option:checked')).toHaveText(
    "FIH - N'djili International",
  );

  // typed by hand: sent 300 ms after the last key
  const first = await newBagTag(page, '8Z201');
  // the failed tag is still there, focused and selected: the next scan replaces it
  await expect(tagInput).toHaveValue('8Z-2026-00000000');
  await expect(tagInput).toBeFocused();
  await page.keyboard.type(first, { delay: 20 }); // typed into whatever has focus, as a person or a scanner does
  await expect(band).toHaveAttribute('data-tone', 'ok');
  await expect(band).toContainText(`${first}CHECKIN`);
  await expect(page.getByText('Bagage scanné avec succès').first()).toBeVisible();
  await expect(tagInput).toHaveValue('');
  const recent = page.getByRole('table', { name: 'Derniers événements bagages' });
  await expect(recent.getByRole('row').nth(1)).toContainText(first);
  await expect(recent.getByRole('row').nth(1)).toContainText('CHECKIN');

  // a wedge scanner: the whole tag then Enter
  const second = await newBagTag(page, '8Z202');
  await tagInput.fill(second);
  await tagInput.press('Enter');
  await expect(recent.getByRole('row').nth(1)).toContainText(second);

  // unknown tag: the dialog names it; Enter closes it, clears the field and gives focus back
  await tagInput.fill('8Z-2026-99999999');
  await tagInput.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erreur de scan' });
  await expect(dialog.getByRole('alert')).toHaveText('Aucun bagage ne porte l’étiquette 8Z-2026-99999999.');
  await expect(dialog).toContainText('Étiquette : 8Z-2026-99999999');
  // the focus still in the tag field, as on a slow kiosk before the opening dialog takes it: Enter closes it all the same
  await tagInput.evaluate((field: HTMLElement) => field.focus());
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(tagInput).toHaveValue('');
  await expect(tagInput).toBeFocused();
});

test('the last event type and airport are preselected after a reload', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'supervisor', service: 'bagagiste' });
  await page.goto('/luggage-scan');
  await chooseScan(page, 'DELIVERED');
  await page.getByRole('combobox', { name: 'Aéroport' }).selectOption({ label: 'GOM - Goma International' });
  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Type d’événement' }).getByRole('radio', { name: 'DELIVERED' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Aéroport' }).locator('option:checked')).toHaveText(
    'GOM - Goma International',
  );
});

test('a loaded scan at the wrong airport is recorded with a warning', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'admin', service: 'passage' });
  await page.goto('/luggage-scan');
  await chooseScan(page, 'LOADED');
  await page.getByRole('combobox', { name: 'Aéroport' }).selectOption({ label: 'BRU - Brussels Airport' });
  const tag = await newBagTag(page, '8Z301');
  await page.getByLabel('Étiquette bagage').fill(tag);
  await page.getByLabel('Étiquette bagage').press('Enter');
  await expect(page.getByText('Enregistré, mais vérifiez : LOADED à BRU, mais le vol part de FIH.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Derniers événements bagages' }).getByRole('row').nth(1)).toContainText(
    'LOADED à BRU',
  );
});

test('the dashboard counts change after a scan, in both languages at kiosk size', async ({ page, signInAs }, info) => {
  await signInAs(page, { role: 'agent', service: 'passenger' });
  await page.goto('/');
  const loadedCard = page.getByLabel('Chargés', { exact: true });
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bagages enregistrés cette semaine/ })).toBeVisible();
  const before = Number(await loadedCard.getByTestId('stat-today').textContent());
  await page.screenshot({ path: info.outputPath('dashboard-fr.png'), fullPage: true });

  const tag = await newBagTag(page, '8Z102');
  const res = await page.request.post('/api/baggage-events', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { bag_tag_number: tag, event_type: 'LOADED', airport_id: 2 },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  // other tests scan in parallel: at least this one more
  await expect
    .poll(async () => Number(await loadedCard.getByTestId('stat-today').textContent()))
    .toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('table', { name: 'Journal récent' })).toContainText(tag);

  await page.goto('/profile');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('Language updated successfully')).toBeVisible();
  await page.goto('/');
  await expect(page.getByLabel('Loaded', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bags loaded this year/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath('dashboard-en.png'), fullPage: true });
  await page.goto('/profile');
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByText('Langue mise à jour avec succès')).toBeVisible();
});

test('the bag events list pages through events and filters by airport', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'supervisor', service: 'passenger' });
  await page.goto('/bags-event/list');
  await expect(page.getByText(/^Page 1 \/ \d+$/)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText(/^Page 2 \/ \d+$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Aéroport' }).selectOption({ label: 'GOM - Goma International' });
  await expect(page.getByText(/^Page 1 \/ \d+$/)).toBeVisible();
  for (const row of (await page.getByRole('row').all()).slice(1)) await expect(row).toContainText('GOM');
});

test('a tag refused for want of an event type is sent when read again once the type is chosen, Enter or not', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await page.goto('/luggage-scan');
  const tagInput = page.getByLabel('Étiquette bagage');
  await expect(tagInput).toBeFocused();
  const tag = await newBagTag(page, '8Z201');
  const band = page.getByTestId('scan-band');
  await tagInput.pressSequentially(tag);
  await tagInput.press('Enter');
  await expect(band).toHaveAttribute('data-tone', 'error');
  await chooseScan(page, 'CHECKIN');
  await expect(tagInput).toBeFocused();
  // the same tag read again by a scanner that sends no Enter: the auto-submit sends it
  await page.keyboard.type(tag, { delay: 20 });
  await expect(band).toHaveAttribute('data-tone', 'ok');
  await expect(band).toContainText(`${tag}CHECKIN`);
});
