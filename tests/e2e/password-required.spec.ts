import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { SIZES, violations } from './screens';

// A password someone else chose (the first administrator's printed one, one an administrator gives)
// is replaced by its user at their first sign-in, on a screen of its own, before anything else opens.

const GIVEN = 'given-by-the-admin';

/**
 * Signs in through the login page as a person does, without waiting for the shell: this user does not get it.
 * The first sign-in with a given password is a flow of the form itself.
 */
async function signInWithForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/E-mail ou identifiant|Email or username/).fill(username);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Se connecter|Sign in)$/ }).click();
}

test('a user an admin made with "must change it at next sign-in" changes the password first, then reaches the dashboard', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const dialog = page.getByRole('dialog');
  const username = `newcomer.${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByLabel('Nom').fill('Newcomer Ngoy');
  await dialog.getByLabel('E-mail').fill(`${username}@airport.test`);
  await dialog.getByLabel('Identifiant').fill(username);
  await dialog.getByLabel(/^Mot de passe/).fill(GIVEN);
  await dialog.getByLabel(/^Service/).click();
  await page.getByRole('option', { name: 'Passage' }).click();
  await dialog.getByRole('switch', { name: 'Doit le changer à la prochaine connexion' }).check();
  expect(await violations(page, 'user form [fr]')).toEqual([]);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/user-form-fr-1024.png` });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Utilisateur créé avec succès')).toBeVisible();

  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  await signInWithForm(their, username, GIVEN);
  await expect(their).toHaveURL(/\/profile$/);
  await expect(their.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();
  await expect(their.getByText(/^Vous vous êtes connecté avec un mot de passe qui vous a été donné/)).toBeVisible();
  await expect(their.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);

  // any other address leads back there until it is done
  await their.goto('/flights');
  await expect(their).toHaveURL(/\/profile$/);
  await expect(their.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();

  const form = their.getByRole('form', { name: 'Changer le mot de passe' });
  await form.getByLabel(/^Mot de passe actuel/).fill(GIVEN);
  await form.getByLabel(/^Nouveau mot de passe/).fill(GIVEN);
  await form.getByLabel(/^Confirmer le nouveau mot de passe/).fill(GIVEN);
  await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(form.getByText('Choisissez un nouveau mot de passe différent de l’actuel.')).toBeVisible();

  await form.getByLabel(/^Nouveau mot de passe/).fill('my-very-own-password');
  await form.getByLabel(/^Confirmer le nouveau mot de passe/).fill('my-very-own-password');
  await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(their).toHaveURL(/\/$/);
  await expect(their.getByTestId('sidebar-header')).toBeVisible();
  await expect(their.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await theirs.close();

  // the form shows the box cleared now that the user chose their own
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) });
  await row.getByRole('button', { name: `Modifier ${username}` }).click();
  await expect(
    page.getByRole('dialog').getByRole('switch', { name: 'Doit le changer à la prochaine connexion' }),
  ).not.toBeChecked();
});

test('the password screen passes axe in both languages at the kiosk and phone sizes, and signs out', async ({
  page,
  newUser,
}) => {
  const found: string[] = [];
  for (const lang of ['fr', 'en'] as const) {
    // a passage agent made by the administrator, who must change the given password
    const user = await newUser({ role: 'agent', service: 'passage', airport: null, lang, mustChangePassword: true });
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await signIn(page, user);
      await page.goto('/');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'fr' ? 'Choisissez votre mot de passe' : 'Choose your own password',
      );
      await page.waitForLoadState('networkidle');
      found.push(...(await violations(page, `password form alone [${lang}, ${width}x${height}]`)));
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SHOTS_DIR}/change-password-${lang}-${width}.png`,
          fullPage: true,
        });
      await page.getByRole('button', { name: lang === 'fr' ? 'Se déconnecter' : 'Log out' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  }
  expect(found).toEqual([]);
});
