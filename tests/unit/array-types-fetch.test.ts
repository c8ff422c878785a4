import { describe, expect, it } from 'vitest';
import { isArrayTypesFetch, letArrayTypesFetchFail } from '../../src/server/platform/db/array-types-fetch';

// The query postgres.js 3.4.9 sends first on each new connection (src/connection.js, fetchArrayTypes), as the
// error it rejects with carries it.
const TYPES_QUERY = `
      select b.oid, b.typarray
      from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem
      where a.typcategory = 'A'
      group by b.oid, b.typarray
      order by b.oid
    `;

describe('the unhandled rejection the server lets go', () => {
  it('is the array types query failing, and only that', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', query: TYPES_QUERY });
    expect(isArrayTypesFetch(reset)).toBe(true);
    expect(isArrayTypesFetch(Object.assign(new Error('x'), { query: 'select * from pg_catalog.pg_type' }))).toBe(false);
    expect(isArrayTypesFetch(new Error('read ECONNRESET'))).toBe(false);
    expect(isArrayTypesFetch(undefined)).toBe(false);
    expect(isArrayTypesFetch('typarray')).toBe(false);
  });

  it('is logged with its cause, and anything else is thrown again to end the process as Node would', () => {
    const warnings: string[] = [];
    const handler = letArrayTypesFetchFail((m) => warnings.push(m));
    handler(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', query: TYPES_QUERY }));
    expect(warnings).toEqual(['a new database connection failed while it learnt the array types (ECONNRESET)']);
    const other = new Error('a bug');
    expect(() => handler(other)).toThrow(other);
    expect(warnings).toHaveLength(1);
  });
});
