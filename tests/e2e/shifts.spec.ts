import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { screensFit, setAccountLanguage, violations } from './screens';

// Staff shifts end to end (issue 16): a supervisor plans a shift, assigns two people to zones, edits one and deletes
// the other; an agent has no Add Shift and finds their own shift on the dashboard; axe on the screens and dialogs,
// screenshots in both languages at the kiosk's and a phone's size.

/** A day of its own in 2030, so the new shift heads the list (latest start first) and overlaps nothing. */
const futureDay = () =>
  new Date(Date.UTC(2030, 0, 1) + Math.floor(Math.random() * 300) * 86_400_000).toISOString().slice(0, 10);

async function noSpinner(page: Page) {
  await expect(page.getByLabel(/^(Chargement…|Loading…)$/)).toHaveCount(0);
}

test('a supervisor creates a shift, assigns two users to zones, edits one and deletes the other', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  await login(page, 'supervisor.anti-fraude'); // French, as every demo user starts

  // the right spelling leads to the screen of SPEC's route (CONTRACT §8)
  await page.goto('/shift-management');
  await expect(page).toHaveURL(/\/shift-managment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des équipes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Équipes' })).toHaveAttribute('aria-selected', 'true');
  await noSpinner(page);
  found.push(...(await violations(page, 'shift management [fr]')));

  // Add Shift: end before start is refused in the form; the service is the supervisor's own; Active is on
  await page.getByRole('button', { name: 'Ajouter une équipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une équipe' });
  await expect(dialog.getByRole('combobox', { name: 'Service' })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: 'Service' }).locator('option:checked')).toHaveText('Anti-fraude');
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  found.push(...(await violations(page, 'Add Shift dialog [fr]')));
  const day = futureDay();
  await dialog.getByLabel('Début').fill(`${day}T14:00`);
  await dialog.getByLabel('Fin').fill(`${day}T06:00`);
  await dialog.getByRole('button', { name: 'Enregistrer l’équipe' }).click();
  await expect(dialog.getByText('La fin doit être après le début.')).toBeVisible();
  await dialog.getByLabel('Début').fill(`${day}T06:00`);
  await dialog.getByLabel('Fin').fill(`${day}T14:00`);
  await dialog.getByRole('button', { name: 'Enregistrer l’équipe' }).click();
  await expect(page.getByText('Équipe ajoutée avec succès !').first()).toBeVisible();
  const label = `Anti-fraude ${day} 06:00–14:00`;
  const row = page.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Supervisor Anti-fraude');

  // open it: nobody yet, every zone uncovered
  await row.getByRole('link', { name: `Voir ${label}` }).click();
  await expect(page).toHaveURL(/\/shifts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Équipe · ${label}` })).toBeVisible();
  await expect(page.getByText('Personne n’est encore affecté à cette équipe.')).toBeVisible();
  const coverage = page.getByRole('list').filter({ hasText: 'Check-in hall · FIH' });
  await expect(coverage.getByRole('listitem').filter({ hasText: 'Check-in hall · FIH' })).toContainText('Personne');

  // two people to two zones
  for (const [who, zone] of [
    ['Agent Anti-fraude (Agent)', 'Check-in hall · FIH'],
    ['Admin Anti-fraude (Administrateur)', 'Ramp · FIH'],
  ]) {
    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter un utilisateur à l’équipe' });
    await add.getByRole('combobox', { name: 'Utilisateur' }).selectOption({ label: who! });
    await add.getByRole('combobox', { name: 'Zone' }).selectOption({ label: zone! });
    if (who!.startsWith('Agent')) found.push(...(await violations(page, 'Add User dialog [fr]')));
    await add.getByRole('button', { name: 'Enregistrer l’affectation' }).click();
    await expect(page.getByText('Affectation ajoutée avec succès !').first()).toBeVisible();
    await expect(add).toBeHidden();
  }
  const agentRow = page.getByRole('row').filter({ hasText: 'agent.anti-fraude' });
  const adminRow = page.getByRole('row').filter({ hasText: 'admin.anti-fraude' });
  await expect(agentRow).toContainText('Check-in hall · FIH');
  await expect(adminRow).toContainText('Ramp · FIH');
  await expect(coverage.getByRole('listitem').filter({ hasText: 'Check-in hall · FIH' })).toContainText('1 personne');
  // someone already in the shift is no longer offered
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const again = page.getByRole('dialog', { name: 'Ajouter un utilisateur à l’équipe' });
  await expect(again.getByRole('combobox', { name: 'Utilisateur' }).locator('option')).toHaveText([
    'Choisissez un utilisateur',
    'Supervisor Anti-fraude (Superviseur)',
  ]);
  await again.getByRole('button', { name: 'Annuler' }).click();

  // edit the agent's: another zone, inactive; the dialog offers their own name again
  await agentRow.getByRole('button', { name: 'Modifier agent.anti-fraude' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’affectation' });
  await expect(edit.getByRole('combobox', { name: 'Utilisateur' }).locator('option:checked')).toHaveText(
    'Agent Anti-fraude (Agent)',
  );
  await edit.getByRole('combobox', { name: 'Zone' }).selectOption({ label: 'Baggage sorting · FIH' });
  await edit.getByRole('switch', { name: 'Active' }).click({ force: true });
  await edit.getByRole('button', { name: 'Enregistrer l’affectation' }).click();
  await expect(page.getByText('Affectation mise à jour avec succès !').first()).toBeVisible();
  await expect(agentRow).toContainText('Baggage sorting · FIH');
  await expect(agentRow).toContainText('Inactive');

  // delete the other, after SPEC §5's question
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Voulez-vous vraiment supprimer cette affectation ?');
    void d.accept();
  });
  await adminRow.getByRole('button', { name: 'Supprimer admin.anti-fraude' }).click();
  await expect(page.getByText('Affectation supprimée.').first()).toBeVisible();
  await expect(adminRow).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'agent.anti-fraude' })).toHaveCount(1);
  await noSpinner(page);
  found.push(...(await violations(page, 'shift detail [fr]')));

  await screensFit(page, info, 'fr', ['/shift-managment', new URL(page.url()).pathname]);
  expect(found).toEqual([]);
});

test('an agent has no Add Shift, reads their service’s shifts and finds their own assignment on the dashboard and profile', async ({
  page,
}) => {
  await login(page, 'agent.anti-fraude');
  // the demo puts every service's agent on the mornings at FIH (Check-in hall for anti-fraude)
  const line = page.getByRole('region', { name: 'Mes équipes' });
  await expect(line).toContainText(/En cours|Prochaine/);
  await expect(line).toContainText('Check-in hall · FIH');
  await page.goto('/shift-managment');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des équipes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Anti-fraude' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une équipe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifier / })).toHaveCount(0);
  // the menu has no link for agents (SPEC §6)
  await expect(page.getByRole('link', { name: 'Gestion des équipes' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'agent.anti-fraude' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'agent.cargo' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Mes équipes' })).toBeVisible();
  await expect(page.getByText('Check-in hall · FIH').first()).toBeVisible();
});

test('the shift screens in English: axe on the screens and both dialogs, and screenshots at both sizes', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const found: string[] = [];
  // a demo user no other test signs in with, so switching their language touches nobody else
  await login(page, 'supervisor.admin-and-it');
  await setAccountLanguage(page, 'en');
  const shift = ((await (await page.request.get('/api/shifts')).json()).data as { id: number }[])[0]!;
  await page.goto('/shift-managment');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift management' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Admin and IT' }).first()).toContainText(/Active|Inactive/);
  await page.getByRole('button', { name: 'Add Shift' }).click();
  await expect(page.getByRole('dialog', { name: 'Add shift' }).getByRole('switch', { name: 'Active' })).toBeChecked();
  found.push(...(await violations(page, 'Add Shift dialog [en]')));
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email verified' })).toBeVisible();
  found.push(...(await violations(page, 'Users tab [en]')));

  await page.goto(`/shifts/${shift.id}`);
  await expect(page.getByRole('heading', { name: 'Coverage at a glance' })).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add user to the shift' }).getByRole('combobox', { name: 'Zone' }),
  ).toBeVisible();
  found.push(...(await violations(page, 'Add User dialog [en]')));
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'My shifts' })).toContainText(/Now|Next/);
  await screensFit(page, info, 'en', ['/shift-managment', `/shifts/${shift.id}`, '/', '/profile']);
  expect(found).toEqual([]);
});
