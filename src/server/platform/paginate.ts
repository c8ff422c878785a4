import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { invalidField } from './errors';
import { encodeCursor, type CursorValue, type Page } from '../../shared/schemas/common';
import type { ListPath } from '../../shared/list-paths';

/**
 * The cursors of a page's next and previous links: a string is the cursor to carry (`after` for next, `before` for
 * previous), null means there is no such page, undefined falls back to the bare page number.
 */
export type PageEdges = { next?: string | null; prev?: string | null };

/**
 * Builds the envelope of a page: its rows, where it stands, and links to the others. Page links are /api paths a
 * client follows with GET whichever door it called through, so the caller names the list's documented path (one of
 * LIST_PATHS, which the REST table declares too, its `:params` filled from `pathParams`) and the filters to carry
 * along.
 */
export function paginate<T>(
  data: T[],
  opts: {
    page: number;
    perPage: number;
    total: number;
    path: ListPath;
    pathParams?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    edges?: PageEdges;
  },
): Page<T> {
  const last = lastPage(opts);
  const path = opts.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = opts.pathParams?.[name];
    if (value === undefined) throw new Error(`${opts.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const url = (page: number, cursor?: { after: string } | { before: string }) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
    params.set('page', String(page));
    for (const [k, v] of Object.entries(cursor ?? {})) params.set(k, v);
    return `${path}?${params}`;
  };
  const { next, prev } = opts.edges ?? {};
  const nextUrl =
    next === undefined ? (opts.page < last ? url(opts.page + 1) : null) : next && url(opts.page + 1, { after: next });
  const prevUrl =
    prev === undefined ? (opts.page > 1 ? url(opts.page - 1) : null) : prev && url(opts.page - 1, { before: prev });
  const links = [
    { url: prevUrl, label: 'previous', active: false },
    // a window of ten pages around the current one: lists of events run to thousands of pages
    ...range(Math.max(1, opts.page - 5), Math.min(last, opts.page + 5)).map((n) => ({
      url: url(n),
      label: String(n),
      active: n === opts.page,
    })),
    { url: nextUrl, label: 'next', active: false },
  ];
  return {
    data,
    current_page: opts.page,
    last_page: last,
    per_page: opts.perPage,
    total: opts.total,
    next_page_url: nextUrl,
    prev_page_url: prevUrl,
    links,
  };
}

/** The order a list can be read in from any row on: one key, then the id breaking its ties, both the same way. */
export type Keyset = { key: PgColumn; id: PgColumn; order: 'asc' | 'desc' };

/** How a list reads one page: its extra condition (the cursor's), its order, how many rows, from where. */
export type PageQuery = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

export type PageAsk = {
  page: number;
  perPage: number;
  total: number;
  /** The list's order; null for an order a cursor cannot follow (read by page number only). */
  keyset: Keyset | null;
  after?: CursorValue;
  before?: CursorValue;
};

/**
 * The rows of one page. After or before a cursor, the page is read from the row it names with `(key, id) < (…)`
 * through the index on (key, id): the same cost at page 5 and at page 5,000, and a row added meanwhile shifts
 * nothing. By page number alone it is read with OFFSET, and only when the page is not past the last one: OFFSET
 * reads and drops every row it skips, so `?page=999999` of a long list would scan all of it to answer nothing.
 */
export async function pageRows<T>(
  db: Db,
  ask: PageAsk,
  rows: (q: PageQuery) => PromiseLike<T[]>,
  /** A row's id, where the row nests it (`{ claim: { id } }`). */
  rowId: (row: T) => number = (row) => (row as { id: number }).id,
): Promise<{ rows: T[]; edges: PageEdges }> {
  const ks = ask.keyset;
  const last = lastPage(ask);
  if (ask.after && ask.before) throw invalidField('before', 'cursorAfterAndBefore');
  const from = ask.after ?? ask.before;
  if (!ks || !from) {
    if (ask.page > last) return { rows: [], edges: {} };
    const read = await rows({
      where: undefined,
      orderBy: ks ? orderOf(ks, false) : [],
      limit: ask.perPage,
      offset: (ask.page - 1) * ask.perPage,
    });
    return { rows: read, edges: ks ? await edgesOf(db, ks, read.map(rowId), ask.page < last, ask.page > 1) : {} };
  }
  const backwards = !ask.after;
  // one row more than the page says whether another page follows it (or, backwards, comes before it)
  const read = await rows({
    where: seek(ks, from, backwards),
    orderBy: orderOf(ks, backwards),
    limit: ask.perPage + 1,
    offset: 0,
  });
  const more = read.length > ask.perPage;
  const page = read.slice(0, ask.perPage);
  if (backwards) page.reverse();
  const next = backwards || more;
  const prev = ask.page > 1 && (!backwards || more);
  return { rows: page, edges: await edgesOf(db, ks, page.map(rowId), next, prev) };
}

const isTime = (ks: Keyset) => ks.key.dataType === 'date';

function seek(ks: Keyset, from: CursorValue, backwards: boolean): SQL {
  const value = isTime(ks) && 't' in from ? sql`${from.t}::timestamptz` : !isTime(ks) && 's' in from ? from.s : null;
  // a cursor of another list (a timestamp where names are compared): refused as the damaged link it is
  if (value === null) throw invalidField(backwards ? 'before' : 'after', 'invalidCursor');
  const op = (ks.order === 'desc') !== backwards ? sql`<` : sql`>`;
  return sql`(${ks.key}, ${ks.id}) ${op} (${value}, ${from.id})`;
}

function orderOf(ks: Keyset, backwards: boolean): SQL[] {
  const dir = (ks.order === 'desc') !== backwards ? desc : asc;
  return [dir(ks.key), dir(ks.id)];
}

/**
 * The cursors naming the page's first and last rows. Their keys are read as text from the database: a timestamp
 * keeps microseconds there, which a JavaScript Date would round to milliseconds and so skip or repeat rows.
 */
async function edgesOf(db: Db, ks: Keyset, ids: number[], next: boolean, prev: boolean): Promise<PageEdges> {
  const first = ids[0];
  const final = ids.at(-1);
  // no row to name, or no link to make: nothing to read (the links, if any, are page numbers)
  if (first === undefined || final === undefined || (!next && !prev))
    return { next: next ? undefined : null, prev: prev ? undefined : null };
  const key = isTime(ks)
    ? sql<string>`to_char(${ks.key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`${ks.key}`;
  const keys = await db
    .select({ id: sql<number>`${ks.id}`.mapWith(Number), key })
    .from(ks.key.table)
    .where(inArray(ks.id, [first, final]));
  const cursor = (id: number) => {
    const k = keys.find((r) => r.id === id)?.key;
    // a row deleted since it was read: the link falls back to its page number
    if (k === undefined) return undefined;
    return encodeCursor(isTime(ks) ? { t: k, id } : { s: k, id });
  };
  return { next: next ? cursor(final) : null, prev: prev ? cursor(first) : null };
}

const lastPage = (o: { perPage: number; total: number }) => Math.max(1, Math.ceil(o.total / o.perPage));

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
