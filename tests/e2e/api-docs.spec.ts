import AxeBuilder from '@axe-core/playwright';
import { assertLocalOnly, expect, test, XHR } from './fixtures';

// The API reference an integrator opens: Swagger UI over /api/openapi.json, served by Tarmac
// itself, listing every path, showing request and answer schemas, and trying calls with a token.

type Doc = { paths: Record<string, Record<string, unknown>> };

test('lists every documented path and opens POST /api/baggage-events with its request and answer schemas, all from this server', async ({
  page,
  request,
}) => {
  const localOnly = assertLocalOnly(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  const doc = (await (await request.get('/api/openapi.json')).json()) as Doc;

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tarmac API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  // every documented operation once: read from the page in one go (a locator per operation is over a hundred waits)
  const documented = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  const listed = () =>
    page.locator('.opblock').evaluateAll((blocks) =>
      blocks
        .map((b) => {
          // a deprecated operation's block is classed opblock-deprecated, not by its method: the method's label says it
          const method = b.querySelector('.opblock-summary-method')?.textContent?.trim();
          return `${method?.toUpperCase()} ${b.querySelector('[data-path]')?.getAttribute('data-path')}`;
        })
        .sort(),
    );
  await expect.poll(listed).toEqual(documented);

  const scan = page.locator('#operations-Bag_scans-baggage_scan');
  await scan.locator('.opblock-summary-control').click();
  const body = scan.locator('.opblock-section-request-body');
  await body.getByRole('tab', { name: 'Schema' }).click();
  for (const field of ['bag_tag_number', 'event_type', 'airport_id', 'remark', 'client_event_id'])
    await expect(body.getByText(field, { exact: true }).first()).toBeVisible();
  const created = scan.locator('tr.response[data-code="201"]');
  await expect(created).toBeVisible();
  await expect(created.getByText('"warnings"', { exact: false }).first()).toBeVisible(); // the example value of the answer
  await created.getByRole('tab', { name: 'Schema' }).click();
  await expect(created.getByText('ScanResult').first()).toBeVisible();
  for (const status of ['401', '403', '404', '422'])
    await expect(scan.locator(`tr.response[data-code="${status}"]`)).toBeVisible();

  expect(errors).toEqual([]);
  localOnly();
});

test('the reference passes axe with an operation and the Authorize dialog open', async ({ page }) => {
  // axe over the whole reference (every documented operation, about 130) takes 10 s alone on the slower CI machine
  // and over a minute beside another worker's flow: that is axe's work on a large page, not a slow screen.
  test.slow();
  const localOnly = assertLocalOnly(page);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible();
  await page.locator('#operations-Bag_scans-baggage_scan .opblock-summary-control').click();
  await expect(page.locator('#operations-Bag_scans-baggage_scan tr.response[data-code="201"]')).toBeVisible();

  // axe as on every screen of the app
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  await expect(page.locator('.modal-ux')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  expect(errors).toEqual([]);
  localOnly();
});

test('tries GET /api/user from the page with a Bearer token', async ({ page, request, newUser }) => {
  const user = await newUser({ role: 'admin', service: 'admin-and-it' });
  const login = await request.post('/login', { data: { email: user.username, password: user.password } });
  expect(login.status()).toBe(200);
  const created = await request.post('/api/tokens', { data: { name: 'docs page' }, headers: XHR });
  const { token } = (await created.json()) as { token: string };

  await page.goto('/api/docs');
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  const dialog = page.locator('.modal-ux');
  await dialog.locator('input[type="text"]').first().fill(token);
  await dialog.getByRole('button', { name: 'Authorize', exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  const me = page.locator('#operations-Sign-in_and_profile-auth_me');
  await me.locator('.opblock-summary-control').click();
  await me.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/user'));
  await me.getByRole('button', { name: 'Execute' }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.request().headers().authorization).toBe(`Bearer ${token}`);
  await expect(me.locator('.live-responses-table .response-col_status').filter({ hasText: '200' })).toBeVisible();
  await expect(me.locator('.live-responses-table').getByText(user.email).first()).toBeVisible();
});
