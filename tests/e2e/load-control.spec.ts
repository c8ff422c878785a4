import { addBags, demoFlight, expect, randomBagTag, test, XHR } from './fixtures';
import { violations } from './screens';

// Load control at the scan desk (issue 42, item 7): a bag of the demo's 8Z102 LOADED into a ULD built up for 8Z101
// is recorded, and the band and the toast say it is the wrong flight, naming both, in the agent's language.

for (const [lang, words] of [
  [
    'fr',
    {
      tag: 'Étiquette bagage',
      eventType: 'Type d’événement',
      airport: 'Aéroport',
      uld: 'ULD ou chariot',
      position: 'Position en soute',
      wrong: (uld: string) => `MAUVAIS VOL : ce bagage est du vol 8Z102, l’ULD ${uld} du vol 8Z101.`,
    },
  ],
  [
    'en',
    {
      tag: 'Bag tag',
      eventType: 'Event type',
      airport: 'Airport',
      uld: 'ULD or cart',
      position: 'Hold position',
      wrong: (uld: string) => `WRONG FLIGHT: this bag belongs to 8Z102, ULD ${uld} to 8Z101.`,
    },
  ],
] as const) {
  test(`a LOADED scan into another flight's ULD shows the wrong-flight warning on the scan desk (${lang})`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
    const [tag] = await addBags(page.request, [randomBagTag()], '8Z102');
    const flight = await demoFlight(page.request, '8Z101');
    const created = await page.request.post('/api/ulds', {
      headers: XHR,
      data: { type: 'Container', status: 'Partial', flight_id: flight.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const uld = (await created.json()) as { code: string };

    await page.goto('/luggage-scan');
    await page.getByRole('radiogroup', { name: words.eventType }).getByText('LOADED', { exact: true }).click();
    // 8Z102 leaves from Lubumbashi: scanned there, only the flight is wrong
    await page.getByRole('combobox', { name: words.airport }).selectOption({ label: 'FBM - Lubumbashi International' });
    await page.getByLabel(words.uld).fill(uld.code);
    await page.getByLabel(words.position).fill('12l');
    const tagInput = page.getByLabel(words.tag);
    await tagInput.fill(tag!);
    await tagInput.press('Enter');

    const band = page.getByTestId('scan-band');
    await expect(band).toHaveAttribute('data-tone', 'warn');
    await expect(band.getByTestId('scan-band-detail')).toHaveText(words.wrong(uld.code));
    await page.screenshot({ path: test.info().outputPath(`wrong-flight-${lang}.png`) });
    // the toast keeps it once the band is gone
    await expect(page.getByText(words.wrong(uld.code), { exact: false }).last()).toBeVisible();
    expect(await violations(page, `/luggage-scan, wrong flight (${lang})`)).toEqual([]);
  });
}
