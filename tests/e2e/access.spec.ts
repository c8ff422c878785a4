import { ADMIN, expect, signIn, test } from './fixtures';

// Access can be taken away, and tokens say when they expire and were last used.

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu' });

test('an admin disables a user from the Users screen: their other browser is sent to sign in and refused, until enabled again', async ({
  page,
  browser,
  newUser,
}) => {
  const user = await newUser({ role: 'agent', service: 'passage' });
  const username = user.username;
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await signIn(their, user);
  await their.goto('/');
  await expect(their.getByTestId('sidebar-header')).toBeVisible();

  await signIn(page, ADMIN);
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

  // the next thing they do on the screen they have open meets a 401: the app sends them to sign in, and the
  // login form says why the password they give is not enough
  await menu(their).getByRole('link', { name: 'Vols', exact: true }).click();
  await expect(their).toHaveURL(/\/login$/);
  await their.getByLabel('E-mail ou identifiant').fill(username);
  await their.getByLabel(/^Mot de passe/).fill(user.password);
  await their.getByRole('button', { name: 'Se connecter' }).click();
  await expect(their.getByRole('alert')).toHaveText('Ce compte est désactivé : adressez-vous à un administrateur.');

  await row.getByRole('button', { name: `Réactiver ${username}` }).click();
  await expect(page.getByText(/^Compte réactivé : /)).toBeVisible();
  await expect(row.getByText(/Désactivé depuis/)).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Désactiver ${username}` })).toBeVisible();
  await signIn(their, user);
  await their.goto('/');
  await expect(their.getByTestId('sidebar-header')).toBeVisible();
  await theirs.close();
});

test('an admin is not offered to disable their own account', async ({ page }) => {
  await signIn(page, ADMIN);
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

test('the API tokens card shows when each token expires and when it was last used', async ({
  page,
  request,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  await page.goto('/profile');
  await page.getByLabel('Nom du jeton').fill('sorter');
  await page.getByLabel('Expiration').selectOption({ label: 'Dans 90 jours' });
  await page.getByRole('button', { name: 'Créer un jeton' }).click();
  const token = (await page.getByTestId('new-token').textContent())!.trim();
  await page.getByLabel('Nom du jeton').fill('archive');
  await page.getByRole('button', { name: 'Créer un jeton' }).click();
  await expect(page.getByRole('row', { name: /archive/ })).toBeVisible();

  const table = page.getByRole('region', { name: 'Jetons d’API' });
  const [sorter, archive] = [table.getByRole('row', { name: /sorter/ }), table.getByRole('row', { name: /archive/ })];
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toLocaleDateString('fr-FR', { timeZone: 'Africa/Kinshasa' });
  await expect(sorter.getByRole('cell').nth(2)).toHaveText('Jamais');
  await expect(sorter.getByRole('cell').nth(3)).toContainText(inDays(90));
  await expect(archive.getByRole('cell').nth(3)).toHaveText('Jamais');

  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.reload();
  await expect(sorter.getByRole('cell').nth(2)).toContainText(inDays(0));
  await expect(archive.getByRole('cell').nth(2)).toHaveText('Jamais');
});
