import { fakeCamera } from './fake-camera';
import { addBags, expect, test } from './fixtures';

// An airline's bag tag, its 10-digit licence plate printed as ITF (Interleaved 2 of 5), filmed by Chromium's fake
// camera: the scan desk's camera reads the plate and the scan is recorded, then the search's camera reads it and
// opens the bag. The Code 128 tag of Tarmac's own labels is read in camera-scan.spec.ts.

// an interline plate of British Airways (125), a random serial: unique in this run's database
const PLATE = `0125${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

test.use(fakeCamera('interleaved2of5', PLATE));

test('the scan desk camera reads the plate and records the scan; the search camera reads it and opens the bag', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await addBags(page.request, [PLATE]);
  await page.goto('/luggage-scan');
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText('CHECKIN', { exact: true }).click();
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scanner avec la caméra' });
  await expect(dialog).toBeVisible();
  // Nothing but the camera gives the field the plate. What the server recorded is asserted, not the dialog's "Lu :"
  // nor the band: both last under a second, which polling on a loaded machine (2 cores, the worker, the browser and
  // the server) was seen to miss; the worker's start and reads take seconds there.
  const first = page.getByRole('table', { name: 'Derniers événements bagages' }).getByRole('row').nth(1);
  await expect(first).toContainText(PLATE, { timeout: 15_000 });
  await expect(first).toContainText('CHECKIN');
  await expect(dialog).toBeHidden();

  await page.goto('/search');
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  // the search opens the result as soon as the camera reads, closing the dialog with its page
  await expect(page).toHaveURL(`/search/result?tag=${PLATE}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: `Bagage ${PLATE}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historique de suivi' }).getByRole('row').nth(1)).toContainText(
    'CHECKIN',
  );
});
