import { addBags, expect, randomBagTag, test, XHR } from './fixtures';

// The baggage dashboard follows the scans pushed by the server (dashboard.live): a scan recorded through the API
// shows in its cards and its recent logs without a reload, well within the 15 s the dashboard used to poll at, and
// with no question asked meanwhile: the push did it, not the poll.

test('the dashboard’s cards and recent logs follow a scan without a reload, pushed, not polled', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'passenger' });
  const [tag] = await addBags(page.request, [randomBagTag()], '8Z102');
  // every question the page asks of the dashboard's cards and recent logs
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/trpc\/[^?]*\b(dashboard\.stats|baggage\.recent)\b/.test(r.url())) asked.push(r.url());
  });
  const stream = page.waitForResponse((r) => r.url().includes('/trpc/dashboard.live'));
  await page.goto('/');
  expect((await stream).status()).toBe(200);
  const loaded = page.getByLabel('Chargés', { exact: true }).getByTestId('stat-today');
  const logs = page.getByRole('table', { name: 'Journal récent' });
  await expect(logs).toBeVisible();
  const before = Number(await loaded.textContent());

  asked.length = 0;
  const scanned = await page.request.post('/api/baggage-events', {
    headers: XHR,
    data: { bag_tag_number: tag, event_type: 'LOADED', airport_id: 2 },
  });
  expect(scanned.status(), await scanned.text()).toBe(201);
  // other tests scan in parallel: at least this one more
  await expect
    .poll(async () => Number(await loaded.textContent()), { timeout: 5000 })
    .toBeGreaterThanOrEqual(before + 1);
  await expect(logs).toContainText(tag!, { timeout: 5000 });
  expect(asked, 'no question asked: the server pushed it').toEqual([]);
});
