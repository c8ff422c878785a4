import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { SERVICES, type Role, type ServiceSlug } from '../../src/shared/roles';

// Each test makes the users and records it needs through the API, and signs its own user in through
// POST /login rather than the login form: tests run side by side on one server, and a test that changed
// an account or a record someone else reads would race with it. Demo data may still be read.

/** A call that changes data with a session cookie must carry this header, or the server refuses it. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The password of every demo account (read-only use: a test never changes a demo account). */
export const DEMO_PASSWORD = 'tarmac-demo';
/** The administrator the e2e server starts with (playwright.config.ts). */
export const ADMIN = { username: 'admin@example.com', password: E2E_ADMIN_PASSWORD };

export type Credentials = { username: string; password: string };

/** What a test asks of its user; left out: the airport FIH, French and a password of its own, as the demo's users. */
export type UserSpec = {
  role: Role;
  service: ServiceSlug;
  airport?: string | null;
  lang?: 'fr' | 'en';
  /** Shown on screens; by default the demo's name for the role and service ("Agent Passage"). */
  name?: string;
  password?: string;
  mustChangePassword?: boolean;
};

export type TestUser = Credentials & { id: number; name: string; email: string };

/** Services and airports by their codes, as this server numbers them. */
type Reference = { services: Map<string, number>; airports: Map<string, number> };

/**
 * The administrator's session cookie, signed in once per worker and server (a sign-in hashes a password: a
 * third of a second of a core), kept for the worker's later tests.
 */
const adminStates = new Map<string, ReturnType<APIRequestContext['storageState']>>();
const references = new Map<string, Promise<Reference>>();

export const test = base.extend<{
  /** The administrator's API session, to make what a test needs (its own context: the page's cookies stay the page's). */
  admin: APIRequestContext;
  /** Makes a user of this test's own through the API. */
  newUser: (spec: UserSpec) => Promise<TestUser>;
  /** Makes a user of this test's own and signs it in to the page (no screen opened yet). */
  signInAs: (page: Page, spec: UserSpec) => Promise<TestUser>;
}>({
  page: async ({ page }, use) => {
    await waitsUntilLive(page);
    await use(page);
  },

  admin: async ({ playwright, baseURL }, use) => {
    const base = baseURL!;
    if (!adminStates.has(base)) {
      const signing = playwright.request.newContext({ baseURL: base, extraHTTPHeaders: XHR }).then(async (ctx) => {
        const res = await ctx.post('/login', { data: { email: ADMIN.username, password: ADMIN.password } });
        expect(res.status(), await res.text()).toBe(200);
        const state = await ctx.storageState();
        await ctx.dispose();
        return state;
      });
      adminStates.set(base, signing);
    }
    const admin = await playwright.request.newContext({
      baseURL: base,
      extraHTTPHeaders: XHR,
      storageState: await adminStates.get(base)!,
    });
    await use(admin);
    await admin.dispose();
  },

  newUser: async ({ admin, baseURL }, use) => {
    if (!references.has(baseURL!)) references.set(baseURL!, readReference(admin));
    await use(async (spec) => {
      // an airport the test has just added is read anew
      if (spec.airport && !(await references.get(baseURL!)!).airports.has(spec.airport))
        references.set(baseURL!, readReference(admin));
      const { services, airports } = await references.get(baseURL!)!;
      const username = `${spec.role}.${spec.service}.${Math.random().toString(36).slice(2, 8)}`;
      const user = {
        name: spec.name ?? demoName(spec.role, spec.service),
        email: `${username}@e2e.tarmac.local`,
        username,
        password: spec.password ?? `pass-${username}`,
      };
      const airport = spec.airport === undefined ? 'FIH' : spec.airport;
      const res = await admin.post('/api/users', {
        data: {
          ...user,
          role: spec.role,
          service_id: services.get(spec.service)!,
          airport_id: airport === null ? null : airports.get(airport)!,
          lang: spec.lang ?? 'fr',
          must_change_password: spec.mustChangePassword ?? false,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return { ...user, id: ((await res.json()) as { id: number }).id };
    });
  },

  signInAs: async ({ newUser }, use) => {
    await use(async (page, spec) => {
      const user = await newUser(spec);
      await signIn(page, user);
      return user;
    });
  },
});

export { expect };

/**
 * After `goto` and `reload`, waits until React has taken the page over: a page the server drew shows its screen
 * before its scripts run, and what a test does on it before then is lost (a click does nothing; an option chosen in a
 * select is put back to the screen's own value when React takes the select over). React's container mark on the
 * root is not enough: it is set when the taking over is scheduled, before it is done. React tells a developer-tools
 * hook, when the page has one, of every render it commits; the page gets one that notes the first. `waitUntil:
 * 'commit'` does not wait (a test that holds the scripts back on purpose).
 */
export async function waitsUntilLive(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object; __tarmacCommitted?: boolean };
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => (w.__tarmacCommitted = true),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
  });
  const live = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || (window as unknown as { __tarmacCommitted?: boolean }).__tarmacCommitted === true;
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if (options?.waitUntil !== 'commit') await live();
    return answer;
  };
  page.reload = async (options) => {
    const answer = await reload(options);
    if (options?.waitUntil !== 'commit') await live();
    return answer;
  };
}

/**
 * Signs in through POST /login with the page's own request context, whose cookies are the browser's: the
 * page then opens screens as that user. The login form is exercised by the tests of the form itself.
 */
export async function signIn(page: Page, user: Credentials) {
  const res = await page
    .context()
    .request.post('/login', { headers: XHR, data: { email: user.username, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login page, as a person does, and waits for the shell: for the tests of the form. */
export async function signInWithForm(page: Page, user: Credentials) {
  await page.goto('/login');
  await page.getByLabel(/E-mail ou identifiant|Email or username/).fill(user.username);
  await page.getByLabel(/^(Mot de passe|Password)/).fill(user.password);
  await page.getByRole('button', { name: /^(Se connecter|Sign in)$/ }).click();
  await expect(page.getByTestId('sidebar-header')).toBeVisible();
}

/** The name the demo gives an account of this role and service ("Supervisor Cargo"). */
function demoName(role: Role, service: ServiceSlug) {
  return `${role[0]!.toUpperCase()}${role.slice(1)} ${SERVICES.find((s) => s.slug === service)!.name}`;
}

async function readReference(admin: APIRequestContext): Promise<Reference> {
  const services = (await (await admin.get('/api/services')).json()) as { id: number; slug: string }[];
  const airports = (await (await admin.get('/api/airports')).json()) as { id: number; code: string }[];
  return {
    services: new Map(services.map((s) => [s.slug, s.id])),
    airports: new Map(airports.map((a) => [a.code, a.id])),
  };
}

/** Every request the page makes stays on this machine (kiosks may have no internet). */
export function assertLocalOnly(page: Page) {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return () => expect(foreign).toEqual([]);
}

/** Bags with these tags on a passenger of one of today's demo flights, added through the API as a desk agent's session. */
export async function addBags(request: APIRequestContext, tags: string[], flight = '8Z201') {
  const detail = await (await request.get(`/api/flights/${(await demoFlight(request, flight)).id}`)).json();
  const passengerId = (detail.passengers.data as { id: number }[])[0]!.id;
  for (const tag of tags) {
    const res = await request.post('/api/bags', {
      headers: XHR,
      data: { bag_tag_number: tag, weight: 15, passenger_id: passengerId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return tags;
}

/**
 * One of the demo's flights of today or tomorrow (the demo plans both days), with its local departure day. Read from
 * that day's flights in departure order, page after page: other tests add and edit flights, so the demo's are not
 * always on the first page of the list, which shows the last edited first.
 */
export async function demoFlight(request: APIRequestContext, flight: string, when: 'today' | 'tomorrow' = 'today') {
  // the airport's day: playwright.config.ts runs the server in APP_TIMEZONE Africa/Kinshasa
  const at = Date.now() + (when === 'tomorrow' ? 86_400_000 : 0);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(at);
  let url: string | null = `/api/flights?date=${day}&page=1`;
  while (url) {
    const page = (await (await request.get(url)).json()) as {
      data: { id: number; flight_number: string; departure_time: string }[];
      next_page_url: string | null;
    };
    // a flight landing that day is listed too: the one leaving that day is the one asked for
    const found = page.data.find((f) => f.flight_number === flight && f.departure_time.startsWith(day));
    if (found) return { id: found.id, day, departure_time: found.departure_time };
    url = page.next_page_url;
  }
  throw new Error(`flight ${flight} is not among the flights leaving ${when}, ${day}`);
}

/** A generated tag nobody else uses: 8Z-2026- and 8 random digits from the 7 million range. */
export const randomBagTag = () => `8Z-2026-7${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
