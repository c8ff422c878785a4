import { expect, test, XHR } from './fixtures';
import { pdfTextOf } from '../helpers/pdf';
import { violations } from './screens';

// The passengers' self-service seen from the desk: the link to the bag's location a passenger shared (the e2e server
// takes links of share.tracker.test, playwright.config.ts), a found bag sent out to its passenger, and the reclaim
// hall's poster.

test('the desk opens the location a passenger shared, sends the found bag out, and prints the reclaim hall’s poster', async ({
  page,
  signInAs,
  playwright,
  baseURL,
}) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'en' });
  // the passenger files from their phone (no session) and shares the tracker's link
  const phone = await playwright.request.newContext({ baseURL });
  const filed = await phone.post('/api/public/claims', {
    data: {
      airport: 'FIH',
      flight_number: '8Z0404',
      flight_date: new Date().toISOString().slice(0, 10),
      contact_name: 'Odette Kalala',
      contact_phone: '+243 81 000 0404',
      temporary_address: 'Hotel Memling, Kinshasa',
      lang: 'en',
      bags: [{ bag_type: 'Suitcase', bag_color: 'RD' }],
    },
  });
  expect(filed.status()).toBe(201);
  const [claim] = ((await filed.json()) as { claims: { reference_number: string; check_code: string }[] }).claims;
  const proof = { reference: claim!.reference_number, last_name: 'Kalala', code: claim!.check_code };
  const shared = await phone.patch(`/api/public/claims/${claim!.reference_number}`, {
    data: { ...proof, tracker_url: 'https://share.tracker.test/item?k=404' },
  });
  expect(shared.status()).toBe(200);

  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Search claims' }).fill(claim!.reference_number);
  const row = page.getByRole('row').filter({ hasText: claim!.reference_number });
  await row.getByRole('button', { name: `View ${claim!.reference_number}` }).click();
  const dialog = page.getByRole('dialog', { name: claim!.reference_number });
  const link = dialog.getByRole('link', { name: 'Open the shared location' });
  await expect(link).toHaveAttribute('href', 'https://share.tracker.test/item?k=404');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(dialog.getByText('Bag’s location, shared by the passenger')).toBeVisible();
  await expect(dialog.getByText(/shared until/)).toBeVisible();

  // not found yet: nothing to send out
  await expect(dialog.getByRole('button', { name: 'On its way to the passenger' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Confirm the claim' }).click();
  await expect(dialog.getByText(/^Confirmed /)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'New Status' }).selectOption('FOUND');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await dialog.getByRole('button', { name: 'On its way to the passenger' }).click();
  await expect(dialog.getByText(/^sent out /)).toBeVisible();
  const history = dialog.getByRole('table', { name: 'Status History' }).getByRole('row');
  await expect(history.last()).toContainText('Sent out to the passenger');
  const seen = await phone.post('/api/public/claims/lookup', { data: proof });
  expect(((await seen.json()) as { stage: string }).stage).toBe('on_its_way');
  await page.keyboard.press('Escape');

  // the poster of the agent's airport, in the screen's language first
  const poster = page.getByRole('link', { name: 'Print the reclaim-hall poster' });
  await expect(poster).toHaveAttribute('href', '/api/airports/FIH/claim-poster.pdf?lang=en');
  const pdf = await page.request.get((await poster.getAttribute('href'))!, { headers: XHR });
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  const text = await pdfTextOf(await pdf.body());
  expect(text).toContain('Your bag did not arrive?');
  expect(text).toContain('Votre bagage n’est pas arrivé ?');
  expect(text).toMatch(/\/claim\?airport=FIH&lang=en/);
  await phone.dispose();
});

test('a passenger shares their tracker’s link from the status page, is told what is wrong with a bad one, and withdraws it', async ({
  page,
}) => {
  const filed = await page.request.post('/api/public/claims', {
    data: {
      airport: 'FIH',
      flight_number: '8Z0405',
      flight_date: new Date().toISOString().slice(0, 10),
      contact_name: 'Odette Kalala',
      contact_phone: '+243 81 000 0405',
      temporary_address: 'Hotel Memling, Kinshasa',
      lang: 'en',
      bags: [{ bag_type: 'Suitcase', bag_color: 'RD' }],
    },
  });
  const [claim] = ((await filed.json()) as { claims: { reference_number: string; check_code: string }[] }).claims;
  // as a receipt printed before the proofs moved to the fragment opens it: reference and code filled in, and taken
  // out of the address
  await page.goto(`/claim-status?ref=${claim!.reference_number}&code=${claim!.check_code}&lang=en`);
  await expect(page.getByRole('textbox', { name: 'Check code' })).toHaveValue(claim!.check_code);
  await expect(page).toHaveURL(/\/claim-status\?lang=en$/);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kalala');
  await page.getByRole('button', { name: 'Show my claim' }).click();
  const section = page.getByRole('region', { name: 'Your bag’s location' });
  const field = section.getByRole('textbox', { name: 'Location link' });
  await field.fill('https://share.tracker.test.example.com/item');
  await section.getByRole('button', { name: 'Share with the desk' }).click();
  await expect(section.getByText('this airport takes links from share.tracker.test only')).toBeVisible();
  await field.fill('https://share.tracker.test/item?k=405');
  await section.getByRole('button', { name: 'Share with the desk' }).click();
  const open = section.getByRole('link', { name: 'Open the link I shared' });
  await expect(open).toHaveAttribute('href', 'https://share.tracker.test/item?k=405');
  await expect(section.getByText(/^Shared until /)).toBeVisible();
  expect(await violations(page, '/claim-status with a tracker link')).toEqual([]);
  await section.getByRole('button', { name: 'Stop sharing with the desk' }).click();
  await expect(section.getByRole('textbox', { name: 'Location link' })).toHaveValue('');
  await expect(open).toHaveCount(0);
});
