import type { Page } from '@playwright/test';
import { fakeCamera } from './fake-camera';
import { addBags, assertLocalOnly, expect, randomBagTag, test } from './fixtures';

// The camera dialog with Chromium's fake camera playing a video of a Code 128 bag tag made here: the
// decoder (a Web Worker running zxing-wasm fetched from Tarmac itself) reads it and the scan is recorded.

const TAG = randomBagTag();

// launch options are per file: the ITF tag's video is in camera-scan-itf.spec.ts
test.use(fakeCamera('code128', TAG));

test('the camera reads a bag tag and records the scan, nothing fetched from elsewhere', async ({ page, signInAs }) => {
  const localOnly = assertLocalOnly(page);
  await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await addBags(page.request, [TAG]);

  await page.goto('/luggage-scan');
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText('CHECKIN', { exact: true }).click();
  const bands = await watchBand(page);
  const decoder = page.waitForRequest((r) => /zxing_reader-.*\.wasm$/.test(r.url()));
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scanner avec la caméra' });
  await expect(dialog).toBeVisible();
  expect(new URL((await decoder).url()).origin).toBe(new URL(page.url()).origin); // the decoder comes from Tarmac
  // the decoder starts in its worker and reads the fake camera's frames: seconds more than a click's answer
  await expect(dialog.getByText(`Lu : ${TAG}`)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  // the band shows for a second from the server's answer, which may come before the dialog has closed
  await expect.poll(async () => (await bands()).join('\n'), { timeout: 15_000 }).toContain(`${TAG}CHECKIN`);
  await expect(page.getByRole('table', { name: 'Derniers événements bagages' }).getByRole('row').nth(1)).toContainText(
    TAG,
  );
  await expect(page.getByLabel('Étiquette bagage')).toBeFocused();
  localOnly();
});

/**
 * Every text the scan band shows from now on. The band is there for a second: an assertion that starts
 * looking once the dialog has closed can come after it on a loaded machine.
 */
async function watchBand(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const band = document.querySelector('[data-testid="scan-band"]')!;
    const seen: string[] = [];
    (window as unknown as { bandsSeen: string[] }).bandsSeen = seen;
    new MutationObserver(() => {
      if (band.textContent) seen.push(band.textContent);
    }).observe(band, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { bandsSeen: string[] }).bandsSeen);
}

test('without camera permission the dialog says what to do, and typing still scans', async ({ page, signInAs }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await signInAs(page, { role: 'agent', service: 'passage' });
  const [tag] = await addBags(page.request, [randomBagTag()]);
  await page.goto('/luggage-scan');
  await page.getByRole('radiogroup', { name: 'Type d’événement' }).getByText('CHECKIN', { exact: true }).click();
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scanner avec la caméra' });
  await expect(dialog.getByRole('alert')).toContainText('Autorisez la caméra pour ce site');
  await dialog.getByRole('button', { name: 'Fermer' }).last().click(); // the button under the message, not the cross
  await expect(page.getByLabel('Étiquette bagage')).toBeFocused();
  await page.keyboard.type(`${tag}\n`, { delay: 5 });
  await expect(page.getByRole('table', { name: 'Derniers événements bagages' }).getByRole('row').nth(1)).toContainText(
    tag!,
  );
});
