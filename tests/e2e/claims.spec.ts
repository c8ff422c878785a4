import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { screensFit, setAccountLanguage } from './screens';

// Lost and found (issue 14, first screens): a claim reported at the desk, found again by a partial name, its
// status changed with a note and read back in its history.

test('the lost-and-found desk reports a claim, finds it and updates its status with history', async ({ page }) => {
  await login(page, 'agent.lost-and-found');
  await setAccountLanguage(page, 'fr');
  const name = `Grace Tshisekedi ${Math.floor(Math.random() * 1e6)}`;

  await page.goto('/baggage-claim');
  // SPEC §5: required fields named before anything is sent
  await page.getByRole('button', { name: 'Enregistrer la réclamation' }).click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Numéro d’étiquette' }).fill('8Z-2026-99999990');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Retardé' });
  await page.getByRole('textbox', { name: 'Marque du bagage' }).fill('Samsonite');
  await page.getByRole('combobox', { name: 'Type de bagage' }).selectOption({ label: 'Valise' });
  await expect(page.getByRole('combobox', { name: 'Aéroport d’arrivée' }).locator('option:checked')).toHaveText("FIH - N'djili International");
  await page.getByRole('textbox', { name: 'Nom du contact' }).fill(name);
  await page.getByRole('textbox', { name: 'Téléphone du contact' }).fill('+243 81 234 5678');
  await page.getByRole('textbox', { name: 'Adresse temporaire' }).fill('Hôtel Memling, Kinshasa');
  await page.getByRole('button', { name: 'Enregistrer la réclamation' }).click();
  await expect(page.getByText('Enregistrée avec succès !')).toBeVisible();
  await expect(page.getByText('Réclamation enregistrée avec succès').first()).toBeVisible();
  const row = page.getByRole('table', { name: 'Ajouts récents' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Retardé');
  await expect(row).toContainText('Samsonite');
  const reference = (await row.getByRole('cell').first().textContent())!.trim();
  expect(reference).toMatch(/^FIH8Z\d{5}$/);

  // found again by part of the name, in another case
  await page.goto('/baggage-claim/update');
  await page.getByRole('textbox', { name: 'Rechercher des réclamations' }).fill(name.slice(6, 16).toLowerCase());
  const found = page.getByRole('row').filter({ hasText: reference });
  await expect(found).toBeVisible();
  await found.getByRole('button', { name: `Voir ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: reference });
  await expect(dialog.getByRole('table', { name: 'Historique des statuts' }).getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez d’abord un statut');
  await dialog.getByRole('combobox', { name: 'Nouveau statut' }).selectOption({ label: 'Retrouvé' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Au comptoir de FBM');
  await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page.getByText('Statut mis à jour').first()).toBeVisible();
  const history = dialog.getByRole('table', { name: 'Historique des statuts' }).getByRole('row');
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText('Retrouvé');
  await expect(history.nth(2)).toContainText('Au comptoir de FBM');
  await page.keyboard.press('Escape');
  await expect(found).toContainText('Retrouvé');
});

for (const lang of ['fr', 'en'] as const) {
  test(`the claim screens fit the kiosk and a phone, in ${lang === 'fr' ? 'French' : 'English'}`, async ({ page }, info) => {
    await login(page, lang === 'fr' ? 'admin.lost-and-found' : 'admin.admin-and-it');
    await setAccountLanguage(page, lang);
    await screensFit(page, info, lang, ['/baggage-claim', '/baggage-claim/update']);
  });
}
