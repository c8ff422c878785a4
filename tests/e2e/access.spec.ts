import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { accountLike, DEMO_PASSWORD, login } from './fixtures';

// Issue 24: access can be taken away.

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu' });

test('an admin disables a user from the Users screen: their other browser is sent to sign in and refused, until enabled again', async ({ page, browser, request }) => {
  const username = await accountLike(request, 'agent.passage');
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await login(their, username);

  await login(page, 'admin@example.com', E2E_ADMIN_PASSWORD);
  await page.goto('/admin/users');
  const row = page.getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) });
  await expect(row.getByText(/Désactivé depuis/)).toHaveCount(0);
  page.once('dialog', (d) => {
    expect(d.message()).toContain('Ses sessions sont fermées à l’instant');
    void d.accept();
  });
  await row.getByRole('button', { name: `Désactiver ${username}` }).click();
  await expect(page.getByText(/^Compte désactivé : /)).toBeVisible();
  await expect(row.getByText(/^Désactivé depuis le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();

  // the next thing they do on the screen they have open meets a 401: the app sends them to sign in
  await menu(their).getByRole('link', { name: 'Vols', exact: true }).click();
  await expect(their).toHaveURL(/\/login$/);
  await their.getByLabel('E-mail ou identifiant').fill(username);
  await their.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
  await their.getByRole('button', { name: 'Se connecter' }).click();
  await expect(their.getByRole('alert')).toHaveText('Ce compte est désactivé : adressez-vous à un administrateur.');

  await row.getByRole('button', { name: `Réactiver ${username}` }).click();
  await expect(page.getByText(/^Compte réactivé : /)).toBeVisible();
  await expect(row.getByText(/Désactivé depuis/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Désactiver ${username}` })).toBeVisible();
  await login(their, username);
  await theirs.close();
});

test('an admin is not offered to disable their own account', async ({ page }) => {
  await login(page, 'admin@example.com', E2E_ADMIN_PASSWORD);
  await page.goto('/admin/users');
  // the first administrator is the oldest change: on the last page
  const next = page.getByRole('button', { name: 'Suivant' });
  await expect(page.getByText(/^Page 1 \/ \d+$/)).toBeVisible();
  while (await next.isEnabled()) {
    const shown = await page.getByText(/^Page \d+ \/ \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ \/ \d+$/)).not.toHaveText(shown!);
  }
  await expect(page.getByRole('button', { name: 'Modifier admin', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Désactiver admin', exact: true })).toHaveCount(0);
});

