import { describe, expect, it } from 'vitest';
import { api, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createUser, serviceId, signedIn } from '../helpers/factories';
import { expectCurrentUser, expectError, expectJson } from '../helpers/expect';

const ENVELOPE = ['current_page', 'data', 'last_page', 'links', 'next_page_url', 'per_page', 'prev_page_url', 'total'];

/** Follows next_page_url from `url` to the last page; returns every page. */
async function allPages(t: TestApp, auth: Auth, url: string) {
  const pages = [];
  let next: string | null = url;
  while (next) {
    const page = expectJson(await api(t, auth).get(next), 200);
    pages.push(page);
    next = page.next_page_url;
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

describe.each(databases())('GET /api/services/users on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the page envelope with 20 users a page and the current-user shape', async () => {
    const admin = await adminAuth(t);
    const body = expectJson(await api(t, admin).get('/api/services/users'), 200);
    expect(Object.keys(body).sort()).toEqual(ENVELOPE);
    expect(body.current_page).toBe(1);
    expect(body.per_page).toBe(20);
    expect(body.last_page).toBe(Math.max(1, Math.ceil(body.total / 20)));
    expect(body.prev_page_url).toBeNull();
    expect(body.data.length).toBe(Math.min(20, body.total));
    for (const user of body.data) expectCurrentUser(user);
  });

  it('pages through a service’s users: next_page_url is a path a GET follows to page 2, and links describe the pages', async () => {
    const admin = await adminAuth(t);
    const surete = await serviceId(t, 'surete');
    const created = [];
    for (let i = 0; i < 25; i++) created.push(await createUser(t, { service: 'surete' }));

    const first = expectJson(await api(t, admin).get(`/api/services/users?service_id=${surete}`), 200);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.last_page).toBe(Math.ceil(first.total / 20));
    expect(first.data).toHaveLength(20);
    expect(first.next_page_url).toMatch(
      new RegExp(`^/api/services/users\\?service_id=${surete}&page=2&after=[A-Za-z0-9_-]+$`),
    );
    expect(first.links[0]).toEqual({ url: null, label: 'previous', active: false });
    expect(first.links.at(-1)).toEqual({ url: first.next_page_url, label: 'next', active: false });
    expect(first.links.filter((l: { active: boolean }) => l.active)).toEqual([
      { url: `/api/services/users?service_id=${surete}&page=1`, label: '1', active: true },
    ]);
    expect(first.links.slice(1, -1).map((l: { label: string }) => l.label)).toEqual(
      Array.from({ length: Math.min(first.last_page, 6) }, (_, i) => String(i + 1)),
    );

    const second = expectJson(await api(t, admin).get(first.next_page_url), 200);
    expect(second.current_page).toBe(2);
    // the way back names the first row of page 2 (a cursor), so a user added meanwhile shifts nothing
    expect(second.prev_page_url).toMatch(
      new RegExp(`^/api/services/users\\?service_id=${surete}&page=1&before=[A-Za-z0-9_-]+$`),
    );
    expect(second.data.length).toBe(Math.min(20, second.total - 20));
    const firstIds = new Set(first.data.map((u: { id: number }) => u.id));
    for (const user of second.data) expect(firstIds.has(user.id)).toBe(false);

    const pages = await allPages(t, admin, `/api/services/users?service_id=${surete}`);
    const ids = pages.flatMap((p) =>
      p.data.map((u: { id: number; service: { slug: string } }) => (expect(u.service.slug).toBe('surete'), u.id)),
    );
    expect(new Set(ids).size).toBe(first.total);
    for (const user of created) expect(ids).toContain(user.id);
    expect(pages.at(-1).next_page_url).toBeNull();
  });

  it('lets an admin read every service when no service_id is given', async () => {
    const admin = await adminAuth(t);
    const cargo = await createUser(t, { service: 'cargo' });
    const passage = await createUser(t, { service: 'passage' });
    const ids = (await allPages(t, admin, '/api/services/users')).flatMap((p) =>
      p.data.map((u: { id: number }) => u.id),
    );
    expect(ids).toContain(cargo.id);
    expect(ids).toContain(passage.id);
  });

  it.each(['agent', 'supervisor'] as const)(
    'shows a %s only the users of their own service, themselves included',
    async (role) => {
      const { user, auth } = await signedIn(t, { role, service: 'anti-fraude' });
      const colleague = await createUser(t, { service: 'anti-fraude' });
      const outsider = await createUser(t, { service: 'passenger' });
      const pages = await allPages(t, auth, '/api/services/users');
      const users = pages.flatMap((p) => p.data);
      for (const u of users) expect(u.service.slug).toBe('anti-fraude');
      const ids = users.map((u: { id: number }) => u.id);
      expect(ids).toContain(user.id);
      expect(ids).toContain(colleague.id);
      expect(ids).not.toContain(outsider.id);
      // their own service_id is fine too
      const own = expectJson(await api(t, auth).get(`/api/services/users?service_id=${user.service_id}`), 200);
      expect(own.total).toBe(pages[0].total);
    },
  );

  it('refuses a non-admin asking for another service with 403', async () => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'passage' });
    const cargo = await serviceId(t, 'cargo');
    const body = expectError(await api(t, auth).get(`/api/services/users?service_id=${cargo}`), 403);
    expect(body.message).toBe('Vous n’êtes pas autorisé à faire cela.');
  });

  it('accepts and ignores the role and user_id that the screens send along', async () => {
    const { user, auth } = await signedIn(t, { role: 'agent', service: 'bagagiste' });
    const body = expectJson(await api(t, auth).get(`/api/services/users?role=agent&user_id=${user.id}`), 200);
    expect(body.data.map((u: { id: number }) => u.id)).toContain(user.id);
  });

  it.each([
    ['page=0', ['page']],
    ['page=abc', ['page']],
    ['page=1.5', ['page']],
    ['service_id=abc', ['service_id']],
    ['service_id=2147483648', ['service_id']],
    ['service_id=99999999999', ['service_id']],
    ['role=pilot', ['role']],
  ])('answers 422 for the query %s', async (query, fields) => {
    const admin = await adminAuth(t);
    expectError(await api(t, admin).get(`/api/services/users?${query}`), 422, fields);
  });

  it('answers an empty page past the last one', async () => {
    const admin = await adminAuth(t);
    const body = expectJson(await api(t, admin).get('/api/services/users?page=999'), 200);
    expect(body).toMatchObject({ data: [], current_page: 999, next_page_url: null });
  });

  it('answers 401 without authentication', async () => {
    expectError(await api(t).get('/api/services/users'), 401);
  });
});
