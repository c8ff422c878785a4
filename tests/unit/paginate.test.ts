import { describe, expect, it } from 'vitest';
import { paginate } from '../../src/server/platform/paginate';
import { LIST_PATHS } from '../../src/shared/list-paths';
import { restRoutes } from '../../src/server/rest/routes';

const PATH = '/api/services/users';
const page = (n: number, total: number, query?: Record<string, string | number | undefined>) =>
  paginate(
    Array.from({ length: Math.max(0, Math.min(20, total - (n - 1) * 20)) }, (_, i) => i),
    { page: n, perPage: 20, total, path: LIST_PATHS.serviceUsers, query },
  );

describe('paginate()', () => {
  it('builds the page envelope (data, pages, total, links a GET can follow) for the first of three pages', () => {
    expect(page(1, 45)).toEqual({
      data: Array.from({ length: 20 }, (_, i) => i),
      current_page: 1,
      last_page: 3,
      per_page: 20,
      total: 45,
      next_page_url: `${PATH}?page=2`,
      prev_page_url: null,
      links: [
        { url: null, label: 'previous', active: false },
        { url: `${PATH}?page=1`, label: '1', active: true },
        { url: `${PATH}?page=2`, label: '2', active: false },
        { url: `${PATH}?page=3`, label: '3', active: false },
        { url: `${PATH}?page=2`, label: 'next', active: false },
      ],
    });
  });

  it('points back and not forward from the last page', () => {
    const last = page(3, 45);
    expect(last.next_page_url).toBeNull();
    expect(last.prev_page_url).toBe(`${PATH}?page=2`);
    expect(last.links.at(-1)).toEqual({ url: null, label: 'next', active: false });
    expect(last.links.filter((l) => l.active).map((l) => l.label)).toEqual(['3']);
  });

  it('has one page, and no links forward or back, when there is nothing', () => {
    const empty = page(1, 0);
    expect(empty).toMatchObject({
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
      next_page_url: null,
      prev_page_url: null,
    });
    expect(empty.links).toEqual([
      { url: null, label: 'previous', active: false },
      { url: `${PATH}?page=1`, label: '1', active: true },
      { url: null, label: 'next', active: false },
    ]);
  });

  it('fills exactly one page when the total is a multiple of the page size', () => {
    expect(page(1, 20)).toMatchObject({ last_page: 1, next_page_url: null });
    expect(page(1, 21)).toMatchObject({ last_page: 2, next_page_url: `${PATH}?page=2` });
  });

  it('shows a window of pages around the current one, not thousands of links', () => {
    const middle = page(50, 20 * 1000);
    const numbers = middle.links.slice(1, -1).map((l) => Number(l.label));
    expect(numbers).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    expect(middle.last_page).toBe(1000);
  });

  it('carries the filters along in every URL, skipping empty ones, with page last', () => {
    const p = page(2, 60, { service_id: 3, role: undefined, q: '' });
    expect(p.next_page_url).toBe(`${PATH}?service_id=3&page=3`);
    expect(p.prev_page_url).toBe(`${PATH}?service_id=3&page=1`);
    for (const link of p.links)
      if (link.url) expect(link.url).toMatch(/^\/api\/services\/users\?service_id=3&page=\d+$/);
  });

  it('encodes filter values safely in the query string', () => {
    const p = page(1, 40, { q: 'a&b=c d' });
    expect(p.next_page_url).toBe(`${PATH}?q=a%26b%3Dc+d&page=2`);
    expect(new URL(p.next_page_url!, 'http://x').searchParams.get('q')).toBe('a&b=c d');
  });

  it("fills the list path's params in its links", () => {
    const p = paginate([], { page: 1, perPage: 20, total: 45, path: LIST_PATHS.flight, pathParams: { id: 7 } });
    expect(p.next_page_url).toBe('/api/flights/7?page=2');
    expect(p.links[1]).toEqual({ url: '/api/flights/7?page=1', label: '1', active: true });
  });

  it('refuses a path param left out', () => {
    expect(() => paginate([], { page: 1, perPage: 20, total: 0, path: LIST_PATHS.flight })).toThrow(':id');
  });

  // the links are only as good as the paths: each list path is a documented GET, declared once
  it.each(Object.entries(LIST_PATHS))('links %s to the path of exactly one GET of the REST table', (_, path) => {
    expect(restRoutes().filter((r) => r.method === 'GET' && r.path === path)).toHaveLength(1);
  });
});
