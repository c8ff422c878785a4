import path from 'node:path';
import { expect, test } from './fixtures';

const MANIFEST = path.resolve('tests/fixtures/manifests/pdflib-en-60.pdf');

test('a supervisor adds and edits a flight, imports its manifest, adds a bag and deletes a passenger', async ({
  page,
  signInAs,
}, info) => {
  await signInAs(page, { role: 'supervisor', service: 'passage' });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Vols', exact: true }).click();

  // add: required fields are checked, arrival before departure is refused with a clear message
  await page.getByRole('button', { name: 'Ajouter un vol' }).click();
  const modal = page.getByRole('dialog', { name: 'Ajouter un nouveau vol' });
  await modal.getByRole('button', { name: 'Enregistrer le vol' }).click();
  await expect(modal.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await modal.getByLabel(/^Numéro de vol/).fill('8Z 777');
  await modal.getByLabel(/^Aéroport d’arrivée/).click();
  await page.getByRole('option', { name: 'GOM - Goma International' }).click();
  await modal.getByLabel(/^Date et heure de départ/).fill('2026-12-01T09:15');
  await modal.getByLabel(/^Date et heure d’arrivée/).fill('2026-12-01T08:00');
  await modal.getByRole('button', { name: 'Enregistrer le vol' }).click();
  await expect(modal.getByText('L’arrivée doit être postérieure au départ.')).toBeVisible();
  await modal.getByLabel(/^Date et heure d’arrivée/).fill('2026-12-01T11:40');
  await modal.getByRole('button', { name: 'Enregistrer le vol' }).click();
  await expect(page.getByText('Vol ajouté avec succès !')).toBeVisible();

  // the new flight is the first row, with its routing and times in airport time
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('8Z777');
  await expect(firstRow).toContainText('FIH → GOM');
  await expect(firstRow).toContainText('01/12/2026 09:15');
  await expect(firstRow).toContainText('SCHEDULED');

  // edit: flight number read-only, status editable
  await page.getByRole('button', { name: 'Modifier 8Z777' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le vol' });
  await expect(edit.getByLabel(/^Numéro de vol/)).toHaveAttribute('readonly', '');
  await edit.getByLabel(/^Statut/).click();
  await page.getByRole('option', { name: 'CHECKIN-OPEN' }).click();
  await edit.getByRole('button', { name: 'Enregistrer le vol' }).click();
  await expect(page.getByText('Vol mis à jour avec succès !')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('CHECKIN-OPEN');
  await page.screenshot({ path: info.outputPath('flights-fr.png') });

  // detail: empty state offers import and add
  await page.getByRole('link', { name: 'Voir 8Z777' }).click();
  await expect(page.getByText('Aucun passager sur ce vol')).toBeVisible();
  await page.getByRole('button', { name: 'Importer le manifeste' }).first().click();
  const importDialog = page.getByRole('dialog', { name: 'Importer le manifeste passagers' });
  await importDialog.getByRole('button', { name: 'Importer' }).click();
  await expect(importDialog.getByRole('alert')).toHaveText('Veuillez d’abord choisir un fichier PDF.');
  await page.locator('input[type=file]').setInputFiles(MANIFEST);
  await importDialog.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Passagers importés. Total : 60')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passagers (60)' })).toBeVisible();
  await expect(page.getByText('Page 1 / 3')).toBeVisible();
  await page.screenshot({ path: info.outputPath('flight-detail-fr.png') });

  // delete one passenger after confirming
  page.once('dialog', (d) => {
    expect(d.message()).toBe('Voulez-vous vraiment supprimer ce passager ?');
    void d.accept();
  });
  const firstName = (await page
    .getByRole('region', { name: 'Passagers' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first()
    .textContent())!;
  await page.getByRole('button', { name: `Supprimer ${firstName}` }).click();
  await expect(page.getByText('Passager supprimé')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passagers (59)' })).toBeVisible();

  // open a passenger and add a bag with a generated tag
  const name = (await page
    .getByRole('region', { name: 'Passagers' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first()
    .textContent())!;
  await page.getByRole('link', { name: `Bagages ${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun bagage pour l’instant.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un bagage' }).click();
  const bag = page.getByRole('dialog', { name: 'Ajouter un bagage' });
  await bag.getByRole('button', { name: 'Générer une étiquette' }).click();
  const tag = await bag.getByLabel(/^Numéro d’étiquette/).inputValue();
  expect(tag).toMatch(new RegExp(`^8Z-${new Date().getFullYear()}-\\d{8}$`));
  await bag.getByLabel(/^Poids/).fill('23.5');
  await bag.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Bagage ajouté avec succès !')).toBeVisible();
  await expect(page.getByRole('cell', { name: tag, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CREATED' })).toBeVisible();
  // the printable tag is a PDF the desk's browser opens
  const label = await page.getByRole('link', { name: `Imprimer l’étiquette ${tag}` }).getAttribute('href');
  const pdf = await page.request.get(label!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: info.outputPath('passenger-fr.png') });
});

test('an agent sees flights but no add or edit buttons', async ({ page, signInAs }) => {
  await signInAs(page, { role: 'agent', service: 'passage' });
  await page.goto('/flights');
  await expect(page.getByRole('heading', { name: 'Vols', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un vol' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Modifier / })).toHaveCount(0);
});

test('the flight list reads in English too', async ({ page, signInAs }, info) => {
  await signInAs(page, { role: 'admin', service: 'passenger' });
  await page.goto('/profile');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('Language updated successfully')).toBeVisible();
  await page.goto('/flights');
  await expect(page.getByRole('columnheader', { name: 'Routing' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('flights-en.png') });
  await page.goto('/profile');
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByText('Langue mise à jour avec succès')).toBeVisible();
});
