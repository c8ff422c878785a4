import { defineConfig } from '@playwright/test';

// Runs against the built app (the same artefact as the container), on a fresh embedded database.
// Browsers are never downloaded: Debian's Chromium (apt-get install chromium).
// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3077);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Limits, never speed targets: twice Playwright's own (60 s a test, 10 s an assertion). The machines CI runs on
  // differ: on the slower of them (2026-11-27, every figure 2.5–2.8× the other's) the longest flows took 40 s alone
  // and timed out at 30 s beside another worker, on this build and on the one before it alike. A flow that really
  // takes longer says why where it does (docs/e2e-tests.md).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1024, height: 768 }, // the kiosk
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // the first start seeds the demo's year of events, over a minute when the 2 cores are shared with other work
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DEMO: '1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      APP_TIMEZONE: 'Africa/Kinshasa',
      // every test signs its users in from 127.0.0.1, as the kiosks of a hall behind one address do
      LOGIN_LIMIT_PER_MINUTE: '1000',
      // and every passenger's phone from there too: the limits per address are the API tests' (passenger-claims)
      PUBLIC_CLAIMS_PER_HOUR: '1000',
      PUBLIC_CLAIM_CALLS_PER_MINUTE: '1000',
      // a host of its own for the passengers' tracker links (the real ones are the airport's configuration)
      TRACKER_LINK_HOSTS: 'share.tracker.test',
    },
  },
});
