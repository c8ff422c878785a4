import { expect, test } from './fixtures';
import { violations } from './screens';

// The baggage messages screen (issue 42): an administrator finds a message that failed for want of an airport, reads
// it as received, adds the airport and applies the message again.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const random = (n: number) => Math.floor(Math.random() * n);

for (const [lang, words] of [
  [
    'fr',
    {
      title: 'Messages bagages',
      outcome: 'Résultat',
      failed: 'En échec',
      created: 'Créé',
      table: 'Messages bagages reçus',
      text: (id: number) => `Texte du message ${id}`,
      apply: (id: number) => `Réappliquer le message ${id}`,
      applied: (id: number) => `Message ${id} appliqué à nouveau : Créé.`,
      noAirport: (code: string) => `Aucun aéroport n’a le code ${code}`,
      empty: 'Aucun message ici.',
    },
  ],
  [
    'en',
    {
      title: 'Baggage messages',
      outcome: 'Outcome',
      failed: 'Failed',
      created: 'Created',
      table: 'Baggage messages received',
      text: (id: number) => `Text of message ${id}`,
      apply: (id: number) => `Apply message ${id} again`,
      applied: (id: number) => `Message ${id} applied again: Created.`,
      noAirport: (code: string) => `No airport has the code ${code}`,
      empty: 'No message here.',
    },
  ],
] as const) {
  test(`an administrator applies a failed baggage message again once its airport exists (${lang})`, async ({
    page,
    admin,
    signInAs,
  }) => {
    const airports = (await (await admin.get('/api/airports')).json()) as { code: string }[];
    let code = '';
    do code = `Q${LETTERS[random(26)]}${LETTERS[random(26)]}`;
    while (airports.some((a) => a.code === code));
    const today = new Date();
    const date = `${String(today.getUTCDate()).padStart(2, '0')}${MONTHS[today.getUTCMonth()]}`;
    const plate = `0888${String(random(999_000)).padStart(6, '0')}`;
    const text = [
      'BSM',
      `.V/1L${code}`,
      `.F/8Z${1000 + random(8999)}/${date}/GOM/Y`,
      `.N/${plate}001`,
      '.P/KABILA/JEANMR',
      'ENDBSM',
    ];
    const sent = await admin.post('/api/baggage-messages', {
      data: text.join('\r\n'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const [result] = ((await sent.json()) as { results: { id: number; outcome: string }[] }).results;
    expect(result!.outcome).toBe('failed');
    const id = result!.id;

    await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
    await page.goto('/admin/baggage-messages');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await page.getByLabel(words.outcome, { exact: true }).selectOption({ label: words.failed });
    const table = page.getByRole('table', { name: words.table });
    const row = table.getByRole('row').filter({ hasText: `#${id} BSM` });
    await expect(row).toContainText(words.noAirport(code));
    await expect(row).toContainText(plate);
    await page.screenshot({ path: test.info().outputPath(`messages-failed-${lang}.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400); // the menu slides away
    await page.screenshot({ path: test.info().outputPath(`messages-failed-${lang}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });

    // the text as received, on demand
    await row.getByRole('button', { name: words.text(id) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`.V/1L${code}`);
    await expect(dialog).toContainText(`.N/${plate}001`);
    await page.screenshot({ path: test.info().outputPath(`messages-text-${lang}.png`) });
    expect(await violations(page, `/admin/baggage-messages, text (${lang})`)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const added = await admin.post('/api/airports', { data: { code, name: `Airport ${code}` } });
    expect(added.status(), await added.text()).toBe(201);
    await row.getByRole('button', { name: words.apply(id) }).click();
    await expect(page.getByText(words.applied(id))).toBeVisible();
    // no longer among the failed ones
    await expect(table.getByRole('row').filter({ hasText: `#${id} BSM` })).toHaveCount(0);
    await page.getByLabel(words.outcome, { exact: true }).selectOption({ label: words.created });
    const applied = table.getByRole('row').filter({ hasText: `#${id} BSM` });
    await expect(applied).toContainText(words.created);
    // applied: it cannot be applied again (it would undo what later messages of its bags did)
    await expect(applied.getByRole('button', { name: words.text(id) })).toBeVisible();
    await expect(applied.getByRole('button', { name: words.apply(id) })).toHaveCount(0);
    expect(await violations(page, `/admin/baggage-messages (${lang})`)).toEqual([]);
  });
}
