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

/** Minutes from now as an instant with its offset, kept within the airport's day (a run near midnight stays in it). */
function minutesFromNow(minutes: number) {
  const zone = 'Africa/Kinshasa'; // playwright.config.ts's APP_TIMEZONE
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now());
  // Kinshasa keeps UTC+01:00 all year
  const start = Date.parse(`${day}T00:05:00+01:00`);
  return new Date(Math.max(start, Date.now() + minutes * 60_000)).toISOString();
}

test('an arrival on block shows its first and last bag against the targets, a departure its ULDs (en)', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'admin', service: 'admin-and-it', lang: 'en' });
  const admin = page.request;
  const airports = (await (await admin.get('/api/airports')).json()) as { id: number; code: string }[];
  const [fih, gom] = ['FIH', 'GOM'].map((c) => airports.find((a) => a.code === c)!.id);
  const flight = await admin.post('/api/flights', {
    headers: XHR,
    data: {
      flight_number: `8Z${Math.floor(1000 + Math.random() * 8999)}`,
      departure_airport: gom,
      arrival_airport: fih,
      // left 150 min ago, yesterday just after midnight: the board lists an arrival by its arrival, today's
      departure_time: new Date(Date.now() - 150 * 60_000).toISOString(),
      arrival_time: minutesFromNow(-30),
    },
  });
  expect(flight.status(), await flight.text()).toBe(201);
  const flightId = ((await flight.json()) as { id: number }).id;
  const passenger = await admin.post('/api/passengers', {
    headers: XHR,
    data: {
      name: 'MBUYI Grace',
      seat: '12A',
      pnr: 'BRD' + String(Math.floor(Math.random() * 900) + 100),
      flight_id: flightId,
    },
  });
  expect(passenger.status(), await passenger.text()).toBe(201);
  const passengerId = ((await passenger.json()) as { id: number }).id;
  const tags = [randomBagTag(), randomBagTag()];
  for (const tag of tags) {
    const bag = await admin.post('/api/bags', {
      headers: XHR,
      data: { bag_tag_number: tag, weight: 15, passenger_id: passengerId },
    });
    expect(bag.status(), await bag.text()).toBe(201);
  }

  await page.goto('/baggage/live-map');
  const row = page.getByTestId(`board-flight-${flightId}`);
  await expect(row).toBeVisible();
  // not on block yet: nothing said of delivery
  await expect(row.getByTestId('board-delivery')).toHaveCount(0);

  // on block, then its first bag out: both reach the open board without a reload
  const onBlock = await admin.patch(`/api/flights/${flightId}/block-times`, {
    headers: XHR,
    // 20 min ago, even if that was yesterday: the first bag is then 20-odd minutes after it, at any hour
    data: { on_block_at: new Date(Date.now() - 20 * 60_000).toISOString() },
  });
  expect(onBlock.status(), await onBlock.text()).toBe(200);
  await expect(row.getByTestId('board-delivery')).toHaveText(
    'First bag: not yet (target 10 min) · last bag: not yet (target 30 min) · from on-block',
  );
  const delivered = await admin.post('/api/baggage-events', {
    headers: XHR,
    data: { bag_tag_number: tags[0], event_type: 'DELIVERED', airport_id: fih },
  });
  expect(delivered.status(), await delivered.text()).toBe(201);
  await expect(row.getByTestId('board-delivery')).toHaveText(
    /^First bag 2\d min \(target 10\) · last bag: not yet \(target 30 min\) · from on-block$/,
  );
  await expect(row).toContainText('First bag later than its 10 min target');

  // a departure's ULDs with their loads, as the API gives them
  const board = (await (await admin.get('/api/board')).json()) as {
    flights: { id: number; ulds: { code: string; bag_count: number }[] }[];
  };
  // the demo gives its departures ULDs
  const withUld = board.flights.find((f) => f.ulds.length > 0)!;
  const uld = withUld.ulds[0]!;
  await expect(page.getByTestId(`board-flight-${withUld.id}`).getByTestId('board-ulds')).toContainText(
    `${uld.code}: ${uld.bag_count} bag`,
  );

  // a phone: one card a flight, its reasons first, nothing to scroll sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: "Today's flights, those needing attention first" })).toBeVisible();
  await expect(row).toContainText('First bag later than its 10 min target');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page, '/baggage/live-map (en, 390)')).toEqual([]);
});

test('the wall screen keeps the airport’s clock running and turns the flights a page at a time (fr)', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'admin', service: 'admin-and-it', lang: 'fr' });
  // the page's timers on a clock the test moves: ten seconds of a wall screen in an instant
  await page.clock.install();
  await page.goto('/baggage/live-map');
  await page.getByRole('button', { name: 'Écran mural' }).click();
  const clock = page.getByTestId('board-clock');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const before = await clock.textContent();
  await page.clock.runFor(2_000);
  await expect(clock).not.toHaveText(before!);

  const pane = page.getByTestId('board-wall-pane');
  const overflows = await pane.evaluate((el) => el.scrollHeight > el.clientHeight);
  // the demo's day does not fit the kiosk's 768 pixels at the wall's type
  expect(overflows).toBe(true);
  expect(await pane.evaluate((el) => el.scrollTop)).toBe(0);
  await page.clock.runFor(11_000);
  await expect.poll(() => pane.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});

test('the board asks an airport of a user who has none, and tells the time on that airport’s clock (en)', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'admin', service: 'admin-and-it', airport: null, lang: 'en' });
  await page.goto('/baggage/live-map');
  await expect(page.getByText('Choose the airport whose day to show.')).toBeVisible();
  await expect(page.getByTestId('board-connection')).toHaveCount(0);
  // Goma is an hour ahead of the server's Kinshasa: the time of the board is Goma's, as the wall's clock
  await page.getByRole('combobox', { name: 'Airport' }).selectOption({ label: 'GOM - Goma International' });
  await expect(page.getByTestId('board-connection')).toHaveText('Live');
  await expect(page.getByText(/^GOM Goma International, \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Wall screen' }).click();
  const clock = (await page.getByTestId('board-clock').textContent())!.slice(0, 5);
  const updated = /Updated (\d\d:\d\d)/.exec((await page.getByTestId('board-wall').textContent()) ?? '')![1]!;
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  expect((minutes(clock) - minutes(updated) + 1440) % 1440).toBeLessThanOrEqual(1);
});
