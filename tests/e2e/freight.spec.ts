import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screensFit } from './screens';

// The cargo desk end to end: register a shipment, edit it from the list, scan it RECEIVED then LOADED with
// their FSU codes (RCF and TFD too, as an integration sends them), and see the freight dashboard move; the
// desk's queue across a network cut; both languages.

/** A valid AWB nobody else uses: prefix 057, a random 7-digit serial and its check digit (serial mod 7). */
function newAwb() {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `057-${serial}${Number(serial) % 7}`;
}

async function register(page: Page, awb: string, typed = awb) {
  await page.goto('/register-freight');
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).fill(typed);
  await page.getByRole('textbox', { name: 'Expéditeur' }).fill('Congo Coffee Coop');
  await page.getByRole('textbox', { name: 'Destinataire' }).fill('Goma Market Hall');
  // the origin is the agent's airport, preselected
  await expect(page.getByRole('combobox', { name: 'Aéroport d’origine' }).locator('option:checked')).toHaveText(
    "FIH - N'djili International",
  );
  await page
    .getByRole('combobox', { name: 'Aéroport de destination' })
    .selectOption({ label: 'GOM - Goma International' });
  await page.getByRole('spinbutton', { name: 'Poids (kg)' }).fill('125.5');
  await page.getByRole('textbox', { name: 'Nature des marchandises' }).fill('Coffee');
  await page.getByRole('button', { name: 'Ajouter l’expédition' }).click();
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const recentEvents = (page: Page) => page.getByRole('table', { name: 'Derniers événements fret' });

async function scan(page: Page, type: string, awb: string) {
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByRole('radio', { name: type }).click();
  const field = page.getByRole('textbox', { name: 'LTA (AWB)' });
  await field.fill(awb);
  await field.press('Enter');
}

test('a cargo agent registers a shipment, edits it from the list, scans it and sees the dashboard move', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'cargo' });

  // a wrong check digit is refused under the field, naming the digit expected
  const awb = newAwb();
  const wrong = `${awb.slice(0, 11)}${(Number(awb.slice(11)) + 1) % 7}`;
  await register(page, wrong);
  await expect(
    page.getByText(`Le chiffre de contrôle de ${wrong} devrait être ${awb.slice(11)}`).first(),
  ).toBeVisible();

  // any spelling is accepted and stored 057-12345675
  await page
    .getByRole('textbox', { name: 'LTA (AWB)' })
    .fill(`${awb.slice(0, 3)} ${awb.slice(4, 11)} ${awb.slice(11)}`);
  await page.getByRole('button', { name: 'Ajouter l’expédition' }).click();
  await expect(page.getByText('Expédition ajoutée avec succès')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'LTA (AWB)' })).toHaveValue(''); // ready for the next one
  const latest = page.getByRole('table', { name: 'Dernières expéditions' });
  await expect(latest.getByRole('row').filter({ hasText: awb })).toContainText('Pas encore traité');

  // the same AWB again is a conflict
  await register(page, awb);
  await expect(page.getByText(`Une expédition avec la LTA ${awb} est déjà enregistrée.`).first()).toBeVisible();

  // the list: Edit leads to Register freight in edit mode; Update saves and ends it
  await page.goto('/freight-shipments');
  const list = page.getByRole('table', { name: 'Envois' });
  const row = list.getByRole('row').filter({ hasText: awb });
  await expect(row).toContainText('125,5');
  await row.getByRole('link', { name: `Modifier ${awb}` }).click();
  await expect(page).toHaveURL(/\/register-freight\?editId=\d+$/);
  await expect(page.getByRole('heading', { name: `Modifier l’expédition ${awb}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Expéditeur' })).toHaveValue('Congo Coffee Coop');
  await page.getByRole('spinbutton', { name: 'Poids (kg)' }).fill('130.25');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Expédition mise à jour avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/register-freight$/);
  await expect(page.getByRole('heading', { name: 'Nouvelle expédition' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Dernières expéditions' }).getByRole('row').filter({ hasText: awb }),
  ).toContainText('130,25');

  // the dashboard before the scans (other tests scan in parallel: at least ours more)
  await page.goto('/freight/dashboard');
  const received = page.getByLabel('Reçues', { exact: true });
  await expect(received).toContainText('expéditions aujourd’hui');
  const before = Number(await received.getByTestId('stat-today').textContent());

  // scanned RECEIVED then LOADED at its origin: no warning; FSU codes beside the types
  await page.goto('/shipment-scan');
  await scan(page, 'RECEIVED', awb.replace('-', ''));
  const band = page.getByTestId('scan-band');
  await expect(band).toHaveAttribute('data-tone', 'ok');
  await expect(recentEvents(page).getByRole('row').nth(1)).toContainText(awb);
  await expect(recentEvents(page).getByRole('row').nth(1)).toContainText('RECEIVEDRCS');
  await scan(page, 'LOADED', awb);
  await expect(recentEvents(page).getByRole('row').nth(1)).toContainText('LOADEDPRE');
  await expect(page.getByText('Événement d’expédition enregistré.').first()).toBeVisible();

  // received at another station (RCF, off a flight) and handed to another airline there (TFD), as an integration
  // sends them: the AWB's prefix 057 is Air France's, KL another carrier
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const gom = airports.find((a) => a.code === 'GOM')!.id;
  for (const data of [
    { awb_number: awb, event_type: 'RECEIVED', airport_id: gom },
    { awb_number: awb, event_type: 'TRANSFERRED', airport_id: gom, to_carrier: 'KL' },
  ])
    expect((await page.request.post('/api/freight-events', { headers: XHR, data })).status()).toBe(201);

  // delivered twice: the second is kept and flagged at once
  await scan(page, 'DELIVERED', awb);
  await expect(recentEvents(page).getByRole('row').nth(1)).toContainText('DELIVEREDDLV');
  await page.waitForTimeout(1100); // the same code within a second is one scan read twice
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).fill(awb);
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).press('Enter');
  await expect(
    page.getByText('Enregistré, mais vérifiez : Cette expédition a déjà été livrée (DELIVERED).').first(),
  ).toBeVisible();

  // an unknown AWB: the Scan Error dialog names it; Enter closes it and gives the field back
  const unknown = newAwb();
  await scan(page, 'RECEIVED', unknown);
  const dialog = page.getByRole('dialog', { name: 'Erreur de scan' });
  await expect(dialog.getByRole('alert')).toHaveText(`Aucune expédition ne porte la LTA ${unknown}.`);
  await expect(dialog).toContainText(`LTA : ${unknown}`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'LTA (AWB)' })).toBeFocused();

  // missing fields send nothing
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).fill('');
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).press('Enter');

  // the dashboard moved; its logs show the events
  await page.goto('/freight/dashboard');
  await expect
    .poll(async () => Number(await received.getByTestId('stat-today').textContent()))
    .toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('table', { name: 'Journal des expéditions et événements' })).toContainText(awb);
  await expect(page.getByRole('img', { name: /^Expéditions chargées cette année/ })).toBeVisible();

  // the detail dialog: status and the events with their FSU codes, oldest first
  await page.goto('/freight-shipments');
  await list
    .getByRole('row')
    .filter({ hasText: awb })
    .getByRole('button', { name: `Détail ${awb}` })
    .click();
  const detail = page.getByRole('dialog', { name: `Expédition ${awb}` });
  await expect(detail.getByRole('table')).toBeVisible();
  const events = detail.getByRole('table').getByRole('row');
  await expect(events).toHaveCount(7);
  await expect(events.nth(1)).toContainText('RECEIVEDRCS');
  await expect(events.nth(2)).toContainText('LOADEDPRE');
  await expect(events.nth(3)).toContainText('RECEIVEDRCF');
  await expect(events.nth(4)).toContainText('TRANSFERREDTFD → KL');
  await expect(events.nth(5)).toContainText('DELIVEREDDLV');
  // the list's status: the latest event with its code
  await expect(list.getByRole('row').filter({ hasText: awb })).toContainText('DLV');
});

test('a freight scan made without network is kept on the device and sent once when it is back', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  const awb = newAwb();
  await register(page, awb);
  await expect(page.getByText('Expédition ajoutée avec succès')).toBeVisible();

  await page.goto('/shipment-scan');
  await expect(page.getByRole('radio', { name: 'RECEIVED' })).toBeVisible(); // the screen is loaded before the cut
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await scan(page, 'RECEIVED', awb);
  await expect(page.getByRole('status').filter({ hasText: 'en attente du réseau' })).toBeVisible();
  await context.setOffline(false);
  // the device's queue tries again after a wait that grows with each failure: up to several seconds
  await expect(recentEvents(page).getByRole('row').nth(1)).toContainText(awb, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'en attente du réseau' })).toBeHidden();

  // recorded once
  const shipments = (await (await page.request.get('/api/freight-shipments/recents')).json()) as {
    id: number;
    awb_number: string;
  }[];
  const id = shipments.find((s) => s.awb_number === awb)!.id;
  const detail = await (await page.request.get(`/api/freight-shipments/${id}`)).json();
  expect(detail.events).toHaveLength(1);
});

for (const lang of ['fr', 'en'] as const) {
  test(`the freight screens fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(page, { role: 'admin', service: 'cargo', lang });
    await screensFit(page, info, lang, [
      '/freight/dashboard',
      '/register-freight',
      '/freight-shipments',
      '/shipment-scan',
    ]);
    // at the kiosk the shipment list's actions are on screen without scrolling the table
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/freight-shipments');
    const edit = page.getByRole('link', { name: lang === 'fr' ? /^Modifier / : /^Edit / }).first();
    await expect(edit).toBeInViewport({ ratio: 1 });
  });
}
