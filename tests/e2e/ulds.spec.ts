import type { Page } from '@playwright/test';
import { demoFlight, expect, test } from './fixtures';
import { screensFit } from './screens';
import { pdfTextOf } from '../helpers/pdf';

// ULDs end to end: add a ULD to a flight, attach a shipment, an overload refused with the kg
// remaining, charge the ULD with an AWB scan, the ULD's events, the ULD page's edit, and the load sheet.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

function newAwb() {
  const serial = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `057-${serial}${Number(serial) % 7}`;
}

/** A shipment registered through the API, as another desk would have. */
async function registerShipment(page: Page, weight: number) {
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const id = (code: string) => airports.find((a) => a.code === code)!.id;
  const awb = newAwb();
  const res = await page.request.post('/api/freight-shipments', {
    headers: XHR,
    data: {
      awb_number: awb,
      shipper: 'Congo Coffee Coop',
      consignee: 'Paris Pharma SA',
      departure_airport_id: id('FIH'),
      arrival_airport_id: id('CDG'),
      weight,
      nature: 'Coffee',
    },
  });
  expect(res.status()).toBe(201);
  return awb;
}

async function flightId(page: Page, number: string) {
  return (await demoFlight(page.request, number)).id;
}

test('a cargo supervisor adds a ULD to a flight, attaches a shipment, is refused an overload, charges it and prints the load sheet', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  const awb = await registerShipment(page, 800);
  const flight = await flightId(page, '8Z301');
  const label = `E2E-${Math.floor(Math.random() * 1e6)}`;

  // from the flight detail's link
  await page.goto(`/flights/${flight}`);
  await page
    .getByRole('link', { name: 'ULDs of this flight' })
    .or(page.getByRole('link', { name: 'ULD de ce vol' }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/flights/${flight}/ulds$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ULD du vol 8Z301' })).toBeVisible();

  // Add ULD to Flight: type and status from the dialog's choices, Empty by default
  await page.getByRole('button', { name: 'Ajouter une ULD' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter une ULD au vol' });
  await expect(add.getByRole('combobox', { name: 'Statut' }).locator('option:checked')).toHaveText('Vide');
  await expect(add.getByRole('combobox', { name: 'Type' }).locator('option')).toHaveText(['Conteneur', 'Palette']);
  await add.getByRole('textbox', { name: 'Libellé' }).fill(label);
  await add.getByRole('spinbutton', { name: 'Capacité (kg)' }).fill('500');
  await add.getByRole('button', { name: 'Enregistrer l’ULD' }).click();
  await expect(page.getByText('ULD ajoutée avec succès').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Conteneur');
  await expect(row).toContainText('Vide');
  const code = (await row.getByRole('cell').first().textContent())!.trim();
  expect(code).toMatch(/^AKE\d{5}8Z$/);

  // attach: the remaining weight is offered; 800 kg on a 500 kg ULD is refused, naming what remains
  await row.getByRole('button', { name: `Affecter un envoi à ${code}` }).click();
  const attach = page.getByRole('dialog', { name: 'Affecter un envoi à l’ULD' });
  await attach.getByRole('combobox', { name: 'Envoi' }).selectOption({ label: `${awb} · 800 kg à charger` });
  await expect(attach.getByRole('spinbutton', { name: 'Poids (kg)' })).toHaveValue('800');
  await attach.getByRole('button', { name: 'Affecter un envoi' }).click();
  await expect(attach.getByText('Cette ULD peut encore recevoir 500 kg (capacité 500 kg).').first()).toBeVisible();
  await attach.getByRole('spinbutton', { name: 'Poids (kg)' }).fill('300');
  await attach.getByRole('button', { name: 'Affecter un envoi' }).click();
  await expect(page.getByText('Envoi affecté').first()).toBeVisible();
  await expect(row.getByRole('meter')).toHaveAttribute('aria-valuenow', '60');
  await expect(row).toContainText('300 / 500 kg');

  // charge it: an AWB scan onto this ULD shows among its events
  await row.getByRole('link', { name: `Charger ${code}` }).click();
  await expect(page).toHaveURL(/\/ulds\/\d+\/charge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Charger une ULD' })).toBeVisible();
  await expect(page.getByText(code).first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByRole('radio', { name: 'LOADED' }).click();
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).fill(awb);
  await page.getByRole('textbox', { name: 'LTA (AWB)' }).press('Enter');
  const events = page.getByRole('table', { name: 'Événements de cette ULD' });
  await expect(events.getByRole('row').nth(1)).toContainText(awb);
  await expect(events.getByRole('row').nth(1)).toContainText('LOADEDMAN');
  await page.reload();
  await expect(events.getByRole('row').nth(1)).toContainText(awb); // read back from the server
  await page.getByRole('link', { name: 'Retour au vol' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/${flight}$`));

  // the load sheet: the ULD, the shipment and the load, as text in the PDF
  const sheet = await page.request.get(`/api/flights/${flight}/load-sheet`);
  expect(sheet.headers()['content-type']).toMatch(/^application\/pdf/);
  const text = await pdfTextOf(await sheet.body());
  expect(text).toContain('Feuille de chargement - Vol 8Z301');
  expect(text).toContain(`ULD ${code} (Conteneur, Vide)`);
  expect(text).toContain(awb);
  expect(text).toMatch(/Chargement 300,0 kg sur 500,0 kg \(60 %\)/);

  // the ULD page: the recent ULDs, edited in place
  await page.goto('/ulds');
  const listed = page.getByRole('row').filter({ hasText: code });
  await listed.getByRole('button', { name: `Modifier ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Modifier l’ULD ${code}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En transit' });
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('ULD mise à jour avec succès').first()).toBeVisible();
  await expect(listed).toContainText('En transit');
  await expect(page.getByRole('heading', { name: 'Nouvelle ULD' })).toBeVisible();
});

test('the ULD page registers a ULD with the defaults Container and Available and the next free code', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  await page.goto('/ulds');
  await expect(page.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Conteneur');
  await expect(page.getByRole('combobox', { name: 'Statut' }).locator('option:checked')).toHaveText('Disponible');
  const label = `Spare-${Math.floor(Math.random() * 1e6)}`;
  await page.getByRole('textbox', { name: 'Libellé' }).fill(label);
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Palette' });
  await page.getByRole('button', { name: 'Enregistrer l’ULD' }).click();
  await expect(page.getByText('ULD ajoutée avec succès').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText(/PMC\d{5}8Z/);
  await expect(row).toContainText('Disponible');
  // the form is ready for the next one, with its defaults; a capacity above a pallet's maximum gross weight is refused under the field
  await expect(page.getByRole('combobox', { name: 'Type' }).locator('option:checked')).toHaveText('Conteneur');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Palette' });
  await page.getByRole('spinbutton', { name: 'Capacité (kg)' }).fill('9000');
  await page.getByRole('button', { name: 'Enregistrer l’ULD' }).click();
  await expect(page.getByText('Un PMC porte 6804 kg au plus (sa masse brute maximale).').first()).toBeVisible();
});

for (const lang of ['fr', 'en'] as const) {
  test(`the ULD screens fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({
    page,
    signInAs,
  }, info) => {
    await signInAs(page, { role: 'admin', service: 'cargo', lang });
    // a demo ULD on one of today's flights
    const uld = (
      (await (await page.request.get('/api/ulds')).json()) as { id: number; flight_id: number | null }[]
    ).find((u) => u.flight_id)!;
    const flight = uld.flight_id;
    await screensFit(page, info, lang, ['/ulds', `/flights/${flight}/ulds`, `/ulds/${uld.id}/charge`]);
  });
}
