import type { Page } from '../../shared/schemas/common';

/**
 * Builds the envelope of CONTRACT §6. Page links are /api paths a client follows with GET
 * (SPEC §7), so the caller names the documented path and the filters to carry along.
 */
export function paginate<T>(
  data: T[],
  opts: {
    page: number;
    perPage: number;
    total: number;
    path: string;
    query?: Record<string, string | number | undefined>;
  },
): Page<T> {
  const last = Math.max(1, Math.ceil(opts.total / opts.perPage));
  const url = (page: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
    params.set('page', String(page));
    return `${opts.path}?${params}`;
  };
  const links = [
    { url: opts.page > 1 ? url(opts.page - 1) : null, label: 'previous', active: false },
    // a window of ten pages around the current one: lists of events run to thousands of pages
    ...range(Math.max(1, opts.page - 5), Math.min(last, opts.page + 5)).map((n) => ({
      url: url(n),
      label: String(n),
      active: n === opts.page,
    })),
    { url: opts.page < last ? url(opts.page + 1) : null, label: 'next', active: false },
  ];
  return {
    data,
    current_page: opts.page,
    last_page: last,
    per_page: opts.perPage,
    total: opts.total,
    next_page_url: opts.page < last ? url(opts.page + 1) : null,
    prev_page_url: opts.page > 1 ? url(opts.page - 1) : null,
    links,
  };
}

/**
 * The rows of one page, read only when the page is not past the last one: OFFSET reads and drops every row it
 * skips, so `?page=999999` of a long list would scan all of it to answer nothing. The list's total, counted first,
 * says where the last page is. (Keyset pages for deep pages within the list: issue 28.)
 */
export async function pageRows<T>(
  opts: { page: number; perPage: number; total: number },
  rows: (offset: number) => PromiseLike<T[]>,
): Promise<T[]> {
  const last = Math.max(1, Math.ceil(opts.total / opts.perPage));
  return opts.page > last ? [] : rows((opts.page - 1) * opts.perPage);
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
