import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A domain's folder is not enough on its own: the registry (domains/index.ts) and drizzle's schema
// (domains/schema.ts) must name it, or its procedures are never served and its tables never migrated.
// Forgetting either line fails here, naming the folder.

const DOMAINS_DIR = path.resolve('src/server/domains');
const folders = readdirSync(DOMAINS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const registry = readFileSync(path.join(DOMAINS_DIR, 'index.ts'), 'utf8');
const schema = readFileSync(path.join(DOMAINS_DIR, 'schema.ts'), 'utf8');

describe('the domain registry', () => {
  it('finds the domain folders', () => {
    expect(folders).toEqual(expect.arrayContaining(['ulds', 'flights', 'lost-and-found']));
  });

  it.each(folders)('registers %s by its descriptor', (folder) => {
    expect(existsSync(path.join(DOMAINS_DIR, folder, 'descriptor.ts'))).toBe(true);
    expect(registry).toContain(`from './${folder}/descriptor'`);
  });

  it.each(folders.filter((f) => existsSync(path.join(DOMAINS_DIR, f, 'tables.ts'))))(
    "gives drizzle's schema the tables of %s",
    (folder) => {
      expect(schema).toContain(`export * from './${folder}/tables'`);
    },
  );

  it('registers the auth room and its tables too', () => {
    expect(registry).toContain("from '../auth/descriptor'");
    expect(schema).toContain("export * from '../auth/tables'");
  });
});
