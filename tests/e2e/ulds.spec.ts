import type { Page } from '@playwright/test';
import { demoFlight, expect, test } from './fixtures';
import { screensFit } from './screens';
import { pdfTextOf } from '../helpers/pdf';

// ULDs end to end: add a ULD to a flight with its plate's tare, attach a shipment, a gross over the maximum
// refused naming the kg over, charge the ULD with an AWB scan, the ULD's events, the ULD page's edit, the ULD
// contents list, and net, tare and gross on the ULD screen in both languages.

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

test('a cargo supervisor adds a ULD to a flight, attaches a shipment, is refused an overload, charges it and prints the ULD contents list', async ({
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
  await add.getByRole('spinbutton', { name: 'Masse brute max. (kg)' }).fill('500');
  await add.getByRole('spinbutton', { name: 'Tare (kg)' }).fill('82');
  await add.getByRole('button', { name: 'Enregistrer l’ULD' }).click();
  await expect(page.getByText('ULD ajoutée avec succès').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Conteneur');
  await expect(row).toContainText('Vide');
  const code = (await row.getByRole('cell').first().textContent())!.trim();
  expect(code).toMatch(/^AKE\d{5}8Z$/);

  // attach: the remaining weight is offered; 800 kg on a 500 kg ULD is refused, naming the kg over with its tare
  await row.getByRole('button', { name: `Affecter un envoi à ${code}` }).click();
  const attach = page.getByRole('dialog', { name: 'Affecter un envoi à l’ULD' });
  await attach.getByRole('combobox', { name: 'Envoi' }).selectOption({ label: `${awb} · 800 kg à charger` });
  await expect(attach.getByRole('spinbutton', { name: 'Poids (kg)' })).toHaveValue('800');
  await attach.getByRole('button', { name: 'Affecter un envoi' }).click();
  await expect(
    attach
      .getByText(
        new RegExp(
          `^${code} pèserait 882 kg avec sa tare de 82 kg : 382 kg de plus que sa masse brute maximale de 500 kg\\.$`,
        ),
      )
      .first(),
  ).toBeVisible();
  await attach.getByRole('spinbutton', { name: 'Poids (kg)' }).fill('300');
  await attach.getByRole('button', { name: 'Affecter un envoi' }).click();
  await expect(page.getByText('Envoi affecté').first()).toBeVisible();
  await expect(row.getByRole('meter')).toHaveAttribute('aria-valuenow', '76.4');
  await expect(row).toContainText('Brut 382 / 500 kg');
  await expect(row).toContainText('net 300 kg · tare 82 kg');

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
  await expect(events.getByRole('row').nth(1)).toContainText('LOADEDPRE');
  await page.reload();
  await expect(events.getByRole('row').nth(1)).toContainText(awb); // read back from the server
  await page.getByRole('link', { name: 'Retour au vol' }).click();
  await expect(page).toHaveURL(new RegExp(`/flights/${flight}$`));

  // the ULD contents list, the flight screen's link: the ULD, the shipment and its weights, as text in the PDF
  await page.goto(`/flights/${flight}/ulds`);
  const link = page.getByRole('link', { name: 'Liste de contenu des ULD (PDF)' });
  await expect(link).toHaveAttribute('href', `/api/flights/${flight}/uld-contents-list`);
  const list = await page.request.get(`/api/flights/${flight}/uld-contents-list`);
  expect(list.headers()['content-type']).toMatch(/^application\/pdf/);
  const text = await pdfTextOf(await list.body());
  expect(text).toContain('Liste de contenu des ULD - Vol 8Z301');
  expect(text).toContain(`ULD ${code} (Conteneur, Vide)`);
  expect(text).toContain(awb);
  expect(text).toContain('Net 300,0 kg · tare 82,0 kg · brut 382,0 kg');
  expect(text).toMatch(/Masse brute maximale 500,0 kg \(76,4 % utilisés\)/);

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
  await page.getByRole('spinbutton', { name: 'Masse brute max. (kg)' }).fill('9000');
  await page.getByRole('button', { name: 'Enregistrer l’ULD' }).click();
  await expect(
    page.getByText(/^Un PMC pèse 6\s804 kg au plus, tare comprise \(sa masse brute maximale\)\.$/).first(),
  ).toBeVisible();
});

for (const lang of ['en', 'fr'] as const) {
  test(`the ULD screen shows each ULD's net, tare and gross, in ${lang === 'fr' ? 'French' : 'English'}`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, { role: 'supervisor', service: 'cargo', lang });
    const flight = await flightId(page, '8Z301');
    const awb = await registerShipment(page, 400);
    const shipments = (await (await page.request.get('/api/freight-shipments/unassigned')).json()) as {
      id: number;
      awb_number: string;
    }[];
    const label = `Weights-${Math.floor(Math.random() * 1e6)}`;
    // one with its plate's tare, one counting its type's, one (a pallet) with none known
    const post = (data: object) => page.request.post('/api/ulds', { headers: XHR, data });
    const plated = await (
      await post({ type: 'Container', status: 'Partial', label: `${label}-A`, tare_kg: 82, flight_id: flight })
    ).json();
    await post({ type: 'Container', status: 'Empty', label: `${label}-B`, flight_id: flight });
    await post({ type: 'Pallet', status: 'Empty', label: `${label}-C`, flight_id: flight });
    const attached = await page.request.post(`/api/ulds/${plated.id}/assign-shipment`, {
      headers: XHR,
      data: { shipment_id: shipments.find((s) => s.awb_number === awb)!.id, weight: 400 },
    });
    expect(attached.status()).toBe(200);

    await page.goto(`/flights/${flight}/ulds`);
    const row = (suffix: string) => page.getByRole('row').filter({ hasText: `${label}-${suffix}` });
    const [gross, net, unknown] = lang === 'en' ? ['Gross', 'net', 'unknown'] : ['Brut', 'net', 'inconnue'];
    await expect(row('A')).toContainText(`${gross} 482 / 1${lang === 'en' ? ',' : '\u202f'}588 kg`);
    await expect(row('A')).toContainText(`${net} 400 kg · tare 82 kg`);
    await expect(row('A').getByRole('meter')).toHaveAttribute('aria-valuenow', '30.4');
    await expect(row('B')).toContainText(`${net} 0 kg · tare 100 kg (type)`);
    await expect(row('B')).toContainText(`${gross} 100 / 1${lang === 'en' ? ',' : '\u202f'}588 kg`);
    await expect(row('C')).toContainText(`${net} 0 kg · tare ${unknown}`);
    await expect(row('C')).toContainText(`${gross} ? / 6${lang === 'en' ? ',' : '\u202f'}804 kg`);
    await expect(row('C').getByRole('meter')).toHaveCount(0);
  });
}

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
