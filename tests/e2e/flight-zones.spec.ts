import { expect, test } from './fixtures';
import { fitsAndShoot, setAccountLanguage, SIZES, violations } from './screens';

// Each airport's clock: an administrator sees each airport's zone and sets one; a supervisor types a flight
// Kinshasa → Goma as the timetable prints it (10:00 in Kinshasa, 13:00 in Goma, an hour ahead), each time
// labelled with its airport's clock, and the list shows it so. Both languages, the kiosk and a phone.

test('an airport’s zone is set by an admin, and a flight FIH → GOM is typed and listed on each airport’s clock', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'admin', service: 'admin-and-it', lang: 'fr' });

  // the demo airports carry their zones; Goma's is shown and can be edited
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Aéroports' }).click();
  const gomRow = page.getByRole('row', { name: /GOM/ });
  await expect(gomRow).toContainText('Africa/Lubumbashi');
  await page.getByRole('button', { name: 'Modifier l’aéroport GOM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier l’aéroport GOM' });
  const zone = dialog.getByRole('combobox', { name: 'Fuseau horaire' });
  await expect(zone).toHaveValue('Africa/Lubumbashi');
  // chosen again by typing part of its name, as an administrator would
  await zone.fill('Lubum');
  await page.getByRole('option', { name: 'Africa/Lubumbashi' }).click();
  await zone.blur();
  await expect(zone).toHaveValue('Africa/Lubumbashi');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Aéroport enregistré')).toBeVisible();
  const airports = (await (await page.request.get('/api/airports')).json()) as { code: string; timezone: string }[];
  expect(airports.find((a) => a.code === 'GOM')!.timezone).toBe('Africa/Lubumbashi');
  expect(await violations(page, 'airports [fr]')).toEqual([]);

  // a flight typed on two clocks
  const number = `8Z${1000 + Math.floor(Math.random() * 8999)}`;
  await page.goto('/flights');
  await page.getByRole('button', { name: 'Ajouter un vol' }).click();
  const modal = page.getByRole('dialog', { name: 'Ajouter un nouveau vol' });
  await modal.getByLabel(/^Numéro de vol/).fill(number);
  // the departure airport is the user's own when they have one
  const departure = modal.getByRole('combobox', { name: /^Aéroport de départ/ });
  if (!(await departure.inputValue()).startsWith('FIH')) {
    await departure.click();
    await page.getByRole('option', { name: /^FIH - / }).click();
  }
  await modal.getByLabel(/^Aéroport d’arrivée/).click();
  await page.getByRole('option', { name: 'GOM - Goma International' }).click();
  await modal.getByLabel(/^Date et heure de départ/).fill('2026-12-20T10:00');
  await modal.getByLabel(/^Date et heure d’arrivée/).fill('2026-12-20T13:00');
  await expect(modal.getByText('Heure locale à FIH : Africa/Kinshasa, UTC+01:00')).toBeVisible();
  await expect(modal.getByText('Heure locale à GOM : Africa/Lubumbashi, UTC+02:00')).toBeVisible();
  expect(await violations(page, 'flight form [fr]')).toEqual([]);
  await page.screenshot({ path: info.outputPath('flight-form-zones-fr.png') });
  await modal.getByRole('button', { name: 'Enregistrer le vol' }).click();
  await expect(page.getByText('Vol ajouté avec succès !')).toBeVisible();

  // stored as two hours, listed on each clock, Goma's labelled with its offset
  const res = await page.request.get('/api/flights');
  const flight = (
    (await res.json()).data as { flight_number: string; departure_at: string; arrival_at: string }[]
  ).find((f) => f.flight_number === number)!;
  expect(Date.parse(flight.arrival_at) - Date.parse(flight.departure_at)).toBe(2 * 3_600_000);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('20/12/2026 10:00 FIH');
  await expect(row).toContainText('20/12/2026 13:00 GOM UTC+02:00');

  for (const lang of ['fr', 'en'] as const) {
    if (lang === 'en') {
      await setAccountLanguage(page, 'en');
      await page.reload();
      await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(
        '20/12/2026, 13:00 GOM UTC+02:00',
      );
      expect(await violations(page, 'flights [en]')).toEqual([]);
    }
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
      await fitsAndShoot(page, info, 'flights', `flight-zones-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  }

  // the form in English: each time's clock named
  await page.getByRole('button', { name: `Edit ${number}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit flight' });
  await expect(edit.getByLabel(/^Arrival date and time/)).toHaveValue('2026-12-20T13:00');
  await expect(edit.getByText('Local time at GOM: Africa/Lubumbashi, UTC+02:00')).toBeVisible();
  expect(await violations(page, 'flight form [en]')).toEqual([]);
  await page.screenshot({ path: info.outputPath('flight-form-zones-en.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: info.outputPath('flight-form-zones-en-390.png'), fullPage: true });
});

test('a supervisor sets a flight’s block times; the flight, its list and track by flight show scheduled and actual', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'supervisor', service: 'passage', lang: 'fr' });
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const id = (code: string) => airports.find((a) => a.code === code)!.id;
  // a flight FIH → GOM that left three hours ago, on each airport's clock
  const local = (at: number, tz: string) =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(at)
      .replace(' ', 'T');
  const departure = Date.now() - 3 * 3_600_000;
  const number = `8Z${1000 + Math.floor(Math.random() * 8999)}`;
  const created = await page.request.post('/api/flights', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      flight_number: number,
      departure_airport: id('FIH'),
      arrival_airport: id('GOM'),
      departure_time: local(departure, 'Africa/Kinshasa'),
      arrival_time: local(departure + 2 * 3_600_000, 'Africa/Lubumbashi'),
    },
  });
  expect(created.status()).toBe(201);
  const flight = await created.json();

  await page.goto(`/flights/${flight.id}`);
  await expect(page.getByRole('heading', { name: 'Heures de bloc' })).toBeVisible();
  await page.getByRole('button', { name: 'Saisir les heures de bloc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saisir les heures de bloc' });
  await expect(dialog.getByText('Heure locale à GOM (Africa/Lubumbashi)').first()).toBeVisible();
  const offBlock = local(departure + 7 * 60_000, 'Africa/Kinshasa');
  const onBlock = local(departure + 2 * 3_600_000 + 4 * 60_000, 'Africa/Lubumbashi');
  await dialog.getByLabel(/^Off-block réel/).fill(offBlock);
  await dialog.getByLabel(/^On-block réel/).fill(onBlock);
  expect(await violations(page, 'block times [fr]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Heures de bloc enregistrées')).toBeVisible();
  const onBlockRow = page.getByRole('row', { name: /Arrivée au poste/ });
  const shown = (at: string) => `${at.slice(8, 10)}/${at.slice(5, 7)}/${at.slice(0, 4)} ${at.slice(11, 16)}`;
  await expect(onBlockRow).toContainText(shown(onBlock));
  await fitsAndShoot(page, info, 'flight detail', 'block-times-fr-1024');

  // the list: the scheduled time and, under it, the actual one
  await page.goto('/flights');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(`Réel ${shown(offBlock)}`);

  // track by flight: the block times, and delivery counted from on-block
  await page.goto('/track-by-flight');
  await page.getByRole('textbox', { name: 'Numéro de vol' }).fill(number);
  await page.getByLabel('Date de départ (locale)').fill(flight.departure_at.slice(0, 10));
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByText(`Réel ${shown(onBlock)}`)).toBeVisible();
  await expect(page.getByText(/Compté depuis l’arrivée au poste \(on-block\)/)).toBeVisible();
  expect(await violations(page, 'track by flight [fr]')).toEqual([]);

  await setAccountLanguage(page, 'en');
  await page.reload();
  await page.getByRole('textbox', { name: 'Flight number' }).fill(number);
  await page.getByLabel('Departure date (local)').fill(flight.departure_at.slice(0, 10));
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByText(/Counted from on-block/)).toBeVisible();
  expect(await violations(page, 'track by flight [en]')).toEqual([]);
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await fitsAndShoot(page, info, 'track by flight', `block-times-track-en-${width}`);
  }
  await page.goto(`/flights/${flight.id}`);
  await expect(page.getByRole('row', { name: /On-block/ })).toContainText(shown(onBlock).replace(' ', ', '));
  expect(await violations(page, 'flight detail [en]')).toEqual([]);
  await fitsAndShoot(page, info, 'flight detail', 'block-times-en-390');
});
