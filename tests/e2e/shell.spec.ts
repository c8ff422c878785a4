import { ADMIN, assertLocalOnly, expect, signIn, signInWithForm, test } from './fixtures';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu' });

test('an unauthenticated visitor is sent to the login page', async ({ page }) => {
  await page.goto('/flights');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion à Tarmac' })).toBeVisible();
});

test('wrong credentials show the server message and stay on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail ou identifiant').fill('nobody@example.com');
  await page.getByLabel(/^Mot de passe/).fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ces identifiants ne correspondent à aucun compte.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin sees every section, the users screen, and the active link highlighted', async ({ page }) => {
  const localOnly = assertLocalOnly(page);
  await signIn(page, ADMIN);
  await page.goto('/');
  const nav = menu(page);
  for (const name of [
    'Tableau de bord',
    'Vols',
    'Scanner un bagage',
    'Recherche par étiquette',
    'Tableau de bord fret',
    'ULD',
    'Réclamations',
    'Profil',
    'Gestion des équipes',
    'Utilisateurs',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('sidebar-header')).toHaveAttribute('data-service', 'admin-and-it');
  await nav.getByRole('link', { name: 'Vols', exact: true }).click();
  await expect(page).toHaveURL(/\/flights$/);
  await expect(page.getByRole('heading', { name: 'Vols', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vols', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Tableau de bord', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  // every account, 20 a page, the latest changed first: the demo's accounts are older than those the tests make.
  // Tests running beside this one add accounts, so the number of pages is read from the pager, not assumed.
  await nav.getByRole('link', { name: 'Utilisateurs' }).click();
  const pager = page.getByText(/^Page \d+ \/ \d+$/);
  await expect(pager).toHaveText(/^Page 1 \/ ([2-9]|\d\d+)$/);
  const next = page.getByRole('button', { name: 'Suivant' });
  await next.click();
  await expect(pager).toHaveText(/^Page 2 \/ \d+$/);
  const demoAgent = page.getByRole('cell', { name: 'agent.passage', exact: true });
  let demoAgentSeen = (await demoAgent.count()) > 0;
  while (await next.isEnabled()) {
    const shown = (await pager.textContent())!;
    await next.click();
    await expect(pager).not.toHaveText(shown);
    demoAgentSeen ||= (await demoAgent.count()) > 0;
  }
  expect(demoAgentSeen, 'the demo account agent.passage on a page after the first').toBe(true);
  // the last page: the first administrator, the oldest account of all
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(next).toBeDisabled();
  localOnly();
});

test('the dashboard and the scan desk draw in the account’s language without asking who is signed in', async ({
  page,
  signInAs,
}) => {
  // decision 042: the page carries the user, so the layout draws at once; the device's stored language gives way
  await signInAs(page, { role: 'agent', service: 'passage', lang: 'en' });
  await page.addInitScript(() => localStorage.setItem('tarmac.lang', 'fr'));
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/trpc/') && r.url().includes('auth.me')) asked.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await page.goto('/luggage-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Bag scan' })).toBeVisible();
  expect(asked).toEqual([]);
});

// The sign-in form itself: a new account signs in through it as a person does (every other test signs in
// through the API).
test('an admin creates a user who can then sign in', async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nom').fill('Nadia Kabila');
  const nadia = `nadia.${Math.random().toString(36).slice(2, 8)}`; // a retry's account is another one
  await dialog.getByLabel('E-mail').fill(`${nadia}@airport.test`);
  await dialog.getByLabel('Identifiant').fill(nadia);
  await dialog.getByLabel(/^Mot de passe/).fill('short');
  await dialog.getByLabel(/^Service/).click();
  await page.getByRole('option', { name: 'Passage' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le mot de passe doit comporter au moins 8 caractères.')).toBeVisible();
  await dialog.getByLabel(/^Mot de passe/).fill('nadia-password');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur créé avec succès')).toBeVisible();

  const other = await browser.newPage();
  await signInWithForm(other, { username: nadia, password: 'nadia-password' });
  await expect(menu(other).getByRole('link', { name: 'Vols', exact: true })).toBeVisible();
  await other.close();
});

test('a passenger-service agent sees the passenger section but not freight, claims, shifts or users', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'passage' });
  await page.goto('/');
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Vols', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Événements bagages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Suivi par vol' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  for (const name of ['Tableau de bord fret', 'Réclamations', 'Gestion des équipes', 'Utilisateurs']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('base-label')).toHaveText('Base : FIH');
  await expect(page.getByTestId('sidebar-header')).toHaveAttribute('data-service', 'passage');
  await page.getByRole('link', { name: 'Scanner un bagage' }).first().click();
  await expect(page).toHaveURL(/\/luggage-scan$/);
});

test('a cargo supervisor sees freight and shift management but not the passenger section', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'supervisor', service: 'cargo' });
  await page.goto('/');
  const nav = menu(page);
  for (const name of [
    'Tableau de bord fret',
    'Enregistrer un envoi',
    'Envois',
    'Scan fret',
    'ULD',
    'Gestion des équipes',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Vols', 'Événements bagages', 'Réclamations', 'Utilisateurs']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByTestId('sidebar-header')).toHaveAttribute('data-service', 'cargo');
  // the top bar's quick scan leads to the shipment desk, not to a bag desk they cannot use
  await expect(page.getByRole('banner').getByRole('link', { name: 'Scanner un envoi' }).first()).toHaveAttribute(
    'href',
    '/shipment-scan',
  );
  await page.goto('/shift-management');
  await expect(page).toHaveURL(/\/shift-managment$/);
});

test('a user switches to English and back, and the choice is kept on the account', async ({ page, signInAs }) => {
  const agent = await signInAs(page, { role: 'agent', service: 'bagagiste' });
  await page.goto('/profile');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('Language updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Flights', exact: true })).toBeVisible();

  // the preference lives on the account: a fresh device shows English after login
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, agent);
  await page.goto('/');
  await expect(menu(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

  await page.goto('/profile');
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByText('Langue mise à jour avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
});

test('a user changes the password, sees server errors, and signs in with the new one', async ({ page, signInAs }) => {
  const agent = await signInAs(page, { role: 'agent', service: 'surete' });
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Changer le mot de passe' });
  await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(form.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  await form.getByLabel('Mot de passe actuel').fill('not-my-password');
  await form.getByLabel(/^Nouveau mot de passe/).fill('brand-new-pass');
  await form.getByLabel('Confirmer le nouveau mot de passe').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(form.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();

  await form.getByLabel('Mot de passe actuel').fill(agent.password);
  await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText('Mot de passe mis à jour avec succès')).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { username: agent.username, password: 'brand-new-pass' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
});

test('logging out ends the session: the app sends back to login', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'agent', service: 'surete' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('an API token is created once, shown once, and can be revoked', async ({ page, request, signInAs }) => {
  const supervisor = await signInAs(page, { role: 'supervisor', service: 'passage' });
  await page.goto('/profile');
  await page.getByLabel('Nom du jeton').fill('sorter');
  await page.getByRole('button', { name: 'Créer un jeton' }).click();
  const token = (await page.getByTestId('new-token').textContent())!.trim();
  expect(token).toMatch(/^tmk_/);
  const me = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect((await me.json()).username).toBe(supervisor.username);

  page.once('dialog', (d) => d.accept());
  await page.getByRole('button', { name: 'Supprimer sorter' }).click();
  await expect(page.getByText('Jeton supprimé')).toBeVisible();
  const refused = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('the layout fits the 1024x768 kiosk in both languages', async ({ page, signInAs }, info) => {
  await signInAs(page, { role: 'supervisor', service: 'passage' });
  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await page.screenshot({ path: info.outputPath('shell-fr.png') });
  await page.goto('/profile');
  await page.screenshot({ path: info.outputPath('profile-fr.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1024);
});
