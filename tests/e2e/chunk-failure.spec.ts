import { expect, test } from './fixtures';

// A screen's chunk that cannot be fetched (the network cut as the agent opened it, or a version deployed since the page
// loaded, whose chunks have other names) used to empty the whole page. The layout now stays, the screen says what
// happened, and Reload brings it once the network is back.

test('a screen whose chunk fails to load says so inside the layout, and Reload brings it back', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'lost-and-found', lang: 'en' });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  let cut = true;
  await page.route('**/assets/claim-search-screen-*.js', (route) =>
    cut ? route.abort('connectionreset') : route.continue(),
  );

  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await page.getByRole('link', { name: 'Claims', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(alert).toBeVisible();
  // the layout is still there: the agent can go elsewhere
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await page.getByRole('link', { name: 'Found bags' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Found bags' })).toBeVisible();

  cut = false;
  await page.getByRole('link', { name: 'Claims', exact: true }).click();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  expect(errors).toEqual([]);
});
