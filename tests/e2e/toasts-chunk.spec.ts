import { expect, test } from './fixtures';

// The toasts' container comes in a chunk of its own, fetched after the first screen. A network cut at that instant
// (seen when the operations board's connection was cut just after it opened) failed the chunk, and the whole page went
// blank; the app now fetches it again a little later, and the screen stays.

/** A string only the toasts' chunk holds: the display name @mantine/notifications gives its container. */
const TOASTS_CHUNK = '@mantine/notifications/Notifications';

test('a network cut while the toasts chunk loads leaves the screen on, and the chunk is fetched again', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, { role: 'agent', service: 'passage', lang: 'en' });
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  let fetches = 0;
  await page.route('**/assets/*.js', async (route) => {
    const res = await route.fetch();
    const body = await res.text();
    if (!body.includes(TOASTS_CHUNK)) return route.fulfill({ response: res, body });
    fetches += 1;
    return fetches === 1 ? route.abort('connectionreset') : route.fulfill({ response: res, body });
  });

  await page.goto('/');
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  await expect.poll(() => fetches, { timeout: 15_000 }).toBe(2);
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
  expect(errors).toEqual([]);
});
