import { localDay } from '../../src/shared/time';
import { tcpProxy } from '../helpers/tcp-proxy';
import { expect, randomBagTag, test, XHR } from './fixtures';

// The operations board through a real network cut: the page is opened through a TCP proxy in front of the server,
// and the proxy drops its connections and refuses new ones, as a cable pulled or a Wi-Fi lost. The badge says so, the
// browser's EventSource connects again by itself once the proxy lets it through, and the board catches up with a scan
// made during the cut, without a reload. Playwright's offline mode would not do: in Chromium it leaves a stream already
// open as it is (tried: the badge stayed live through 8 s offline).

test('the board says a cut connection, reconnects by itself and catches up with a scan made meanwhile', async ({
  page,
  signInAs,
  baseURL,
}) => {
  // signed in on the server's address: the cookie belongs to the host whatever the port, so the page opened through
  // the proxy carries it (the board would be refused otherwise)
  await signInAs(page, { role: 'admin', service: 'admin-and-it', lang: 'en' });
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await page.request.post(path, { headers: XHR, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };

  // a flight of this test's own leaving the board's airport (FIH) today, with one bag: its counts are this test's only
  const airports = (await (await page.request.get('/api/airports')).json()) as { id: number; code: string }[];
  const [fih, gom] = ['FIH', 'GOM'].map((code) => airports.find((a) => a.code === code)!.id);
  const today = localDay(new Date(), 'Africa/Kinshasa'); // the e2e server's APP_TIMEZONE
  const flight = await post('/api/flights', {
    flight_number: `8Z${Math.floor(1000 + Math.random() * 8999)}`,
    departure_airport: fih,
    arrival_airport: gom,
    departure_time: `${today}T00:10`,
    arrival_time: `${today}T02:00`,
  });
  const passenger = await post('/api/passengers', {
    name: 'BOARD/CUT MR',
    pnr: `BC${Math.floor(1000 + Math.random() * 8999)}`,
    seat: '3C',
    flight_id: flight.id,
  });
  const tag = randomBagTag();
  await post('/api/bags', { bag_tag_number: tag, weight: 15, passenger_id: passenger.id });
  const scan = (event_type: string) =>
    post('/api/baggage-events', { bag_tag_number: tag, event_type, airport_id: fih });
  // a scan tells the open boards to read again; a new flight does not (their 30 s reading brings it), and a screen
  // that opens beside others is sent the board they have: checked in, the flight is on it at once
  await scan('CHECKIN');

  const proxy = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(baseURL!).port) });
  try {
    await page.goto(`http://127.0.0.1:${proxy.port}/baggage/live-map`);
    const badge = page.getByTestId('board-connection');
    const bags = page.getByTestId(`board-flight-${flight.id}`).getByTestId('board-bags');
    await expect(badge).toHaveAttribute('data-state', 'live');
    await expect(bags).toContainText('· 1 checked in · 0 loaded ·');
    // a mark on the page that a reload would lose
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await proxy.cut();
    await expect(badge).toHaveAttribute('data-state', 'lost');
    await expect(badge).toHaveText('Connection lost: reconnecting…');

    // the scan reaches the server straight (the page's API calls go to baseURL), not through the cut proxy
    await scan('LOADED');
    // the browser tries again every few seconds while cut: one attempt at least fails, and the board stays as it was
    await page.waitForTimeout(4_000);
    await expect(badge).toHaveAttribute('data-state', 'lost');
    await expect(bags).toContainText('· 1 checked in · 0 loaded ·');

    await proxy.restore();
    // Chromium's EventSource waits about 3 s between attempts
    await expect(badge).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
    await expect(bags).toContainText('· 0 checked in · 1 loaded ·');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await proxy.close();
  }
});
