import type { APIRequestContext, Page } from '@playwright/test';
import { localDay } from '../../src/shared/time';
import { DEMO_PASSWORD, expect, signIn, test, XHR } from './fixtures';
import { screensFit, violations } from './screens';

// Staff shifts end to end: a supervisor plans a shift, assigns two people to zones, edits one and deletes
// the other; an agent has no Add Shift and finds their own shift on the dashboard; axe on the screens and dialogs,
// screenshots in both languages at the kiosk's and a phone's size.

/** A day of its own in 2030, so the new shift heads the list (latest start first) and overlaps nothing. */
const futureDay = () =>
  new Date(Date.UTC(2030, 0, 1) + Math.floor(Math.random() * 300) * 86_400_000).toISOString().slice(0, 10);

async function noSpinner(page: Page) {
  await expect(page.getByLabel(/^(Chargement…|Loading…)$/)).toHaveCount(0);
}

/** A shift of the signed-in supervisor's service tomorrow 06:00–14:00 (airport time), with this user in a zone at FIH. */
async function plannedTomorrow(page: Page, userId: number) {
  const tomorrow = localDay(new Date(Date.now() + 86_400_000), 'Africa/Kinshasa'); // the e2e server's APP_TIMEZONE
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers: XHR, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const shift = await post('/api/shifts', { started_at: `${tomorrow}T06:00`, ended_at: `${tomorrow}T14:00` });
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const fih = airports.find((a) => a.code === 'FIH')!.id;
  const zones = (await (await page.request.get(`/api/zones?airport_id=${fih}`)).json()) as { id: number }[];
  await post('/api/shift-assignments', { shift_id: shift.id, user_id: userId, zone_id: zones[0]!.id });
  return shift;
}

const ROLE_FR = { admin: 'Administrateur', supervisor: 'Superviseur', agent: 'Agent' } as const;

/** Every user of a service as the assignment dialog names them ("Agent Anti-fraude (Agent)"), read by the administrator. */
async function serviceUsers(admin: APIRequestContext, slug: string) {
  const services = (await (await admin.get('/api/services')).json()) as { id: number; slug: string }[];
  const serviceId = services.find((s) => s.slug === slug)!.id;
  const labels: string[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = (await (await admin.get(`/api/services/users?service_id=${serviceId}&page=${page}`)).json()) as {
      data: { name: string; role: keyof typeof ROLE_FR }[];
      last_page: number;
    };
    labels.push(...answer.data.map((u) => `${u.name} (${ROLE_FR[u.role]})`));
    last = answer.last_page;
  }
  return labels;
}

test('a supervisor creates a shift, assigns two users to zones, edits one and deletes the other', async ({
  page,
  admin,
  newUser,
  signInAs,
}, info) => {
  // the flow, axe four times and two screens at two sizes: longer than one flow
  test.slow();
  const found: string[] = [];
  // Anti-fraude's users of this test's own (no other test makes users of this service: the dialog offers them all)
  const run = Math.random().toString(36).slice(2, 8);
  const agent = await newUser({ role: 'agent', service: 'anti-fraude', name: `Agent Anti-fraude ${run}` });
  const other = await newUser({ role: 'admin', service: 'anti-fraude', name: `Admin Anti-fraude ${run}` });
  const supervisor = await signInAs(page, {
    role: 'supervisor',
    service: 'anti-fraude',
    name: `Supervisor Anti-fraude ${run}`,
  });

  // the right spelling leads to the screen at the route the app has always had, misspelt
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
  await expect(row).toContainText(supervisor.name);

  // open it: nobody yet, every zone uncovered
  await row.getByRole('link', { name: `Voir ${label}` }).click();
  await expect(page).toHaveURL(/\/shifts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Équipe · ${label}` })).toBeVisible();
  await expect(page.getByText('Personne n’est encore affecté à cette équipe.')).toBeVisible();
  const coverage = page.getByRole('list').filter({ hasText: 'Check-in hall · FIH' });
  await expect(coverage.getByRole('listitem').filter({ hasText: 'Check-in hall · FIH' })).toContainText('Personne');

  // two people to two zones
  for (const [who, zone] of [
    [`${agent.name} (Agent)`, 'Check-in hall · FIH'],
    [`${other.name} (Administrateur)`, 'Ramp · FIH'],
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
  const agentRow = page.getByRole('row').filter({ hasText: agent.username });
  const adminRow = page.getByRole('row').filter({ hasText: other.username });
  await expect(agentRow).toContainText('Check-in hall · FIH');
  await expect(adminRow).toContainText('Ramp · FIH');
  await expect(coverage.getByRole('listitem').filter({ hasText: 'Check-in hall · FIH' })).toContainText('1 personne');
  // someone already in the shift is no longer offered: every other user of the service is
  const offered = (await serviceUsers(admin, 'anti-fraude'))
    .filter((label) => !label.startsWith(`${agent.name} `) && !label.startsWith(`${other.name} `))
    .sort();
  expect(offered).toContain(`${supervisor.name} (Superviseur)`);
  await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
  const again = page.getByRole('dialog', { name: 'Ajouter un utilisateur à l’équipe' });
  const options = again.getByRole('combobox', { name: 'Utilisateur' }).locator('option');
  await expect(options.first()).toHaveText('Choisissez un utilisateur');
  await expect(options).toHaveCount(1 + offered.length);
  expect((await options.allTextContents()).slice(1).sort()).toEqual(offered);
  await again.getByRole('button', { name: 'Annuler' }).click();

  // edit the agent's: another zone, inactive; the dialog offers their own name again
  await agentRow.getByRole('button', { name: `Modifier ${agent.username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier l’affectation' });
  await expect(edit.getByRole('combobox', { name: 'Utilisateur' }).locator('option:checked')).toHaveText(
    `${agent.name} (Agent)`,
  );
  await edit.getByRole('combobox', { name: 'Zone' }).selectOption({ label: 'Baggage sorting · FIH' });
  await edit.getByRole('switch', { name: 'Active' }).click({ force: true });
  await edit.getByRole('button', { name: 'Enregistrer l’affectation' }).click();
  await expect(page.getByText('Affectation mise à jour avec succès !').first()).toBeVisible();
  await expect(agentRow).toContainText('Baggage sorting · FIH');
  await expect(agentRow).toContainText('Inactive');

  // delete the other, after the question every deletion asks
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Voulez-vous vraiment supprimer cette affectation ?');
    void d.accept();
  });
  await adminRow.getByRole('button', { name: `Supprimer ${other.username}` }).click();
  await expect(page.getByText('Affectation supprimée.').first()).toBeVisible();
  await expect(adminRow).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: agent.username })).toHaveCount(1);
  await noSpinner(page);
  found.push(...(await violations(page, 'shift detail [fr]')));

  await screensFit(page, info, 'fr', ['/shift-managment', new URL(page.url()).pathname]);
  expect(found).toEqual([]);
});

test('an agent has no Add Shift, reads their service’s shifts and finds their own assignment on the dashboard and profile', async ({
  page,
}) => {
  // the demo's own agent, whose shifts the demo plans: only read here (no test changes this account)
  await signIn(page, { username: 'agent.anti-fraude', password: DEMO_PASSWORD });
  await page.goto('/');
  // the demo puts every service's agent on the mornings at FIH (Check-in hall for anti-fraude)
  const line = page.getByRole('region', { name: 'Mes équipes' });
  await expect(line).toContainText(/En cours|Prochaine/);
  await expect(line).toContainText('Check-in hall · FIH');
  await page.goto('/shift-managment');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des équipes' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Anti-fraude' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une équipe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifier / })).toHaveCount(0);
  // the menu has no shift management link for agents
  await expect(page.getByRole('link', { name: 'Gestion des équipes' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  // the demo agent's own row (the shift test's users of the service have usernames that start alike)
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'agent.anti-fraude', exact: true }) }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'agent.cargo' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Mes équipes' })).toBeVisible();
  await expect(page.getByText('Check-in hall · FIH').first()).toBeVisible();
});

test('the shift screens in English: axe on the screens and both dialogs, and screenshots at both sizes', async ({
  page,
  signInAs,
}, info) => {
  // axe three times and four screens at two sizes
  test.slow();
  const found: string[] = [];
  const me = await signInAs(page, { role: 'supervisor', service: 'admin-and-it', lang: 'en' });
  // a shift of their own tomorrow morning at FIH, which the dashboard shows as their next
  const shift = await plannedTomorrow(page, me.id);
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
