import { chromium } from '@playwright/test';
import { startServer } from './server';

// The wall screen left up for a day: the operations board in Chromium at 1024x768, its clock ticking every second and
// its flights turning a page every 10 seconds for 24 hours (on Playwright's clock, run forward an hour at a time),
// with boards pushed by the server between the hours (a bag's scans). The page's JavaScript heap after a garbage
// collection, and its DOM nodes and listeners, each hour: flat means nothing is kept from one board, tick or page to
// the next. `npx tsx bench/board-wall.ts` after `npm run build` runs it alone.
const PASSWORD = 'bench-admin-password';
const HOURS = Number(process.env.BENCH_WALL_HOURS ?? 24);
/** Boards pushed each hour: a scan, then long enough for the server to gather and push it (150 ms). */
const PUSHES_PER_HOUR = 20;
const PUSH_GAP_MS = 250;
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

export async function boardWallBench() {
  const app = await startServer({ DATA_DIR: 'memory://', ADMIN_PASSWORD: PASSWORD, DEMO: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await fetch(`${app.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // a desk agent of the demo's airport scans and watches
      body: JSON.stringify({ email: 'agent.passage@demo.tarmac.local', password: 'tarmac-demo' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${app.base}${path}`, { ...init, headers: { cookie, ...XHR, ...init.headers } });

    // a bag of a departure of the board's day, scanned loaded and checked in again in turn: each scan a new board
    const airports = (await (await api('/api/airports')).json()) as { id: number; code: string }[];
    const fih = airports.find((a) => a.code === 'FIH')!.id;
    const board = (await (await api(`/api/board?airport_id=${fih}`)).json()) as {
      airport: { id: number };
      flights: { id: number; direction: string; bags: { total: number } }[];
    };
    const flight = board.flights.find((f) => f.direction === 'departure' && f.bags.total > 0)!;
    const detail = (await (await api(`/api/flights/${flight.id}`)).json()) as {
      passengers: { data: { id: number }[] };
    };
    const tag = `8Z-2026-7${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const added = await api('/api/bags', {
      method: 'POST',
      body: JSON.stringify({ bag_tag_number: tag, weight: 15, passenger_id: detail.passengers.data[0]!.id }),
    });
    if (added.status !== 201) throw new Error(`bag: ${added.status} ${await added.text()}`);
    let scans = 0;
    const scan = async () => {
      const type = scans++ % 2 ? 'CHECKIN' : 'LOADED';
      const res = await api('/api/baggage-events', {
        method: 'POST',
        body: JSON.stringify({ bag_tag_number: tag, event_type: type, airport_id: board.airport.id }),
      });
      if (res.status !== 201) throw new Error(`scan: ${res.status} ${await res.text()}`);
    };

    const [name, value] = cookie.split('=') as [string, string];
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'en-GB' });
    await context.addCookies([{ name, value, url: app.base }]);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${app.base}/baggage/live-map`);
    await page.getByTestId('board-connection').and(page.locator('[data-state="live"]')).waitFor();
    await page.locator('button', { hasText: /Wall screen|Écran mural/ }).click();
    await page.getByTestId('board-clock').waitFor();
    const cdp = await context.newCDPSession(page);
    let pushed = 0;
    await page.exposeFunction('benchBoardSeen', () => pushed++);
    // each board the page renders changes the "updated" time's text node or the counts: count the pane's mutations
    await page.evaluate(() => {
      const pane = document.querySelector('[data-testid="board-wall-pane"]')!;
      new MutationObserver(() => (window as unknown as { benchBoardSeen: () => void }).benchBoardSeen()).observe(pane, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });

    const sample = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
      return { heapMb: heap.usedSize / 2 ** 20, nodes: dom.nodes, listeners: dom.jsEventListeners };
    };
    const rows: { hour: number; heapMb: number; nodes: number; listeners: number }[] = [];
    rows.push({ hour: 0, ...(await sample()) });
    const started = performance.now();
    for (let hour = 1; hour <= HOURS; hour++) {
      for (let i = 0; i < PUSHES_PER_HOUR; i++) {
        await scan();
        await new Promise((r) => setTimeout(r, PUSH_GAP_MS));
      }
      await page.clock.runFor(3_600_000);
      rows.push({ hour, ...(await sample()) });
    }
    const took = (performance.now() - started) / 1000;
    const first = rows[1]!;
    const last = rows.at(-1)!;
    const perHourKb = ((last.heapMb - first.heapMb) * 1024) / (last.hour - first.hour);
    const shown = rows.filter((r) => [0, 1, 2, 6, 12, 18, 24].includes(r.hour) || r === last);
    return `## The wall screen over a day (Chromium, 1024x768)

The operations board's wall screen for ${HOURS} hours on Playwright's clock (its clock ticking each second, a page
turned each 10 s), ${PUSHES_PER_HOUR} boards pushed by scans each hour (${scans} scans, ${pushed} changes seen in
the page), ${took.toFixed(0)} s of real time. After a garbage collection each hour:

| hour | JS heap | DOM nodes | listeners |
|---|---|---|---|
${shown.map((r) => `| ${r.hour} | ${r.heapMb.toFixed(2)} MB | ${r.nodes} | ${r.listeners} |`).join('\n')}

Heap growth from hour 1 to hour ${last.hour}: ${perHourKb.toFixed(1)} KB an hour.`;
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await boardWallBench());
