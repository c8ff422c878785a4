import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from './server';
import { dashboardFloor, scanFloor, SKETCH_FLOOR } from './cold-paint-floors';
import { median } from './stats';

// A kiosk opens Tarmac. The largest contentful paint of the dashboard and of the scan screen in Chromium
// at 4× CPU slowdown, empty cache, signed in, 1024x768, beside its floor: a static page of the same look, written by
// hand and served by a bare node:http in the same run (bench/cold-paint-floors.ts, decision 065). Target: at most 2×.
const PASSWORD = 'bench-admin-password';
// 21 loads a page: even at 25–40 a page's median moves about ±25 ms from run to run here (bench/HISTORY.md, session 30)
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const SLOWDOWN = 4;

/**
 * The static pages by name: `/floor/<screen>` and `/floor/sketch`, the floors; `/copy/<screen>`, a static copy of a
 * drawn screen (its scripts taken out), whose stylesheet the app serves through this server: what the screen's own
 * look costs, without the app's code or the server's drawing.
 */
function floorServer(app: string, pages: Map<string, string>): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/assets/')) {
      void fetch(`${app}${req.url}`).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
      return;
    }
    const page = pages.get(req.url ?? '');
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

/** One cold load: a new context (empty cache), the session's cookie when given, the CPU slowed down. */
async function lcp(browser: Browser, url: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

export async function coldPaintBench() {
  const app = await startServer({ DATA_DIR: 'memory://', ADMIN_PASSWORD: PASSWORD, DEMO: '1' });
  const statics = new Map<string, string>([['/floor/sketch', SKETCH_FLOOR]]);
  const floor = await floorServer(app.base, statics);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const login = await fetch(`${app.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
    });
    const [name, value] = login.headers.get('set-cookie')!.split(';')[0]!.split('=') as [string, string];
    for (const [copy, path] of [
      ['dashboard', '/'],
      ['scan', '/luggage-scan'],
    ] as const) {
      // the server's first drawing may run out of time (its code compiled as it first runs) and send the page
      // undrawn: the copy and the floor are made from a drawn one
      let drawn = '';
      for (let tries = 0; !drawn.includes('<main') && tries < 10; tries++)
        drawn = await (
          await fetch(`${app.base}${path}`, { headers: { cookie: `${name}=${value}`, accept: 'text/html' } })
        ).text();
      if (!drawn.includes('<main')) throw new Error(`the server never drew ${path}`);
      statics.set(`/copy/${copy}`, drawn.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
      statics.set(`/floor/${copy}`, (copy === 'dashboard' ? dashboardFloor : scanFloor)(drawn));
    }
    // one load of each first, not counted: the browser's own start-up and the server's first pages (its code
    // compiled as it first runs) are not what a kiosk meets on a server that has been up
    const urls = {
      sketch: `${floor.base}/floor/sketch`,
      dashboardFloor: `${floor.base}/floor/dashboard`,
      dashboard: `${app.base}/`,
      dashboardCopy: `${floor.base}/copy/dashboard`,
      scanFloor: `${floor.base}/floor/scan`,
      scan: `${app.base}/luggage-scan`,
      scanCopy: `${floor.base}/copy/scan`,
    };
    for (const url of Object.values(urls)) await lcp(browser, url, { name, value });
    const pages = Object.fromEntries(Object.keys(urls).map((k) => [k, [] as number[]])) as Record<
      keyof typeof urls,
      number[]
    >;
    // alternated, so that the machine's moods fall on each
    for (let r = 0; r < RUNS; r++) {
      for (const [page, url] of Object.entries(urls))
        pages[page as keyof typeof urls].push(
          await lcp(browser, url, url.startsWith(floor.base) ? undefined : { name, value }),
        );
    }
    // the server's side: the page of each screen as a browser asks for it (drawn) and as a script does (not drawn)
    const answerMs = async (path: string, accept: string) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const started = performance.now();
        await (await fetch(`${app.base}${path}`, { headers: { cookie: `${name}=${value}`, accept } })).text();
        times.push(performance.now() - started);
      }
      return median(times).toFixed(1);
    };
    const served = [];
    for (const path of ['/', '/luggage-scan'])
      served.push(`| ${path} | ${await answerMs(path, 'text/html')} ms | ${await answerMs(path, '*/*')} ms |`);
    const sketch = median(pages.sketch);
    const row = (label: string, xs: number[], floorOf?: number[]) =>
      `| ${label} | ${median(xs).toFixed(0)} ms | ${floorOf ? `${(median(xs) / median(floorOf)).toFixed(2)}×` : ''} | ${(median(xs) / sketch).toFixed(2)}× | ${xs.map((x) => x.toFixed(0)).join(', ')} |`;
    return `## Kiosk cold load: largest contentful paint (Chromium, ${SLOWDOWN}× CPU slowdown, empty cache, signed in, 1024x768)

Median of ${RUNS} loads each, alternated; target ≤ 2× the screen's floor, a static page of its look written by hand
and served by a bare node:http (bench/cold-paint-floors.ts). The sketch is the first floor (decision 042): a
dashboard of six links and four cards, kept to compare with earlier runs.

| page | LCP | × its floor | × sketch | loads |
|---|---|---|---|---|
${row('sketch floor (static HTML)', pages.sketch)}
${row('dashboard floor (static HTML)', pages.dashboardFloor)}
${row('dashboard /', pages.dashboard, pages.dashboardFloor)}
${row('dashboard, static copy', pages.dashboardCopy, pages.dashboardFloor)}
${row('scan screen floor (static HTML)', pages.scanFloor)}
${row('scan screen /luggage-scan', pages.scan, pages.scanFloor)}
${row('scan screen, static copy', pages.scanCopy, pages.scanFloor)}

A static copy is the screen as the server drew it, its scripts taken out, served with its stylesheet by the floor's
server: what the screen's own look costs a kiosk, without the app's code or the server's drawing.

The server draws the first screen (decision 044); the page's answer time, median of 15, drawn for a browser and
undrawn for a script:

| page | drawn | not drawn |
|---|---|---|
${served.join('\n')}`;
  } finally {
    await browser.close();
    floor.server.close();
    await app.stop();
  }
}
