import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Who may import whom. A client feature is one room: it may use the shared rooms below and src/client's
// components/ and lib/, never another feature (a screen that needs another domain's data asks the server for
// it through its own api/). The server's services do the work and never reach back into the routers that
// call them.
//
// The shared client rooms, which every feature may import:
const SHARED_FEATURES = new Set([
  'auth', // the signed-in user: who they are, signing out, their own shifts
  'scanner', // the scan desk every scanning screen is built on
  'reference', // airports, zones and services: the reference data of every form
  'lost-and-found', // what claims and found bags both show: bag words and inputs, status badges, matching
  'audit', // a record's history, which the screens of flights, shipments, ULDs, claims and users offer
]);

const FEATURES = 'src/client/features';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** Relative module paths a source imports, statically, by re-export or by `import()`. */
export function importsOf(source: string): string[] {
  const found = [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

const featureOf = (file: string) => {
  const rel = path.relative(FEATURES, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0]!;
};

/** The imports of `file` (with this text) that cross from its feature into another one that is not shared. */
export function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  if (!own) return [];
  return importsOf(source).filter((spec) => {
    const target = featureOf(path.join(path.dirname(file), spec));
    return target !== null && target !== own && !SHARED_FEATURES.has(target);
  });
}

describe('room boundaries', () => {
  it('catches a feature importing another one (a deliberate crossing, written here once)', () => {
    const file = path.join(FEATURES, 'claims/screens/claim-search-screen.tsx');
    const source = [
      "import { useFoundBags } from '../../found-bags/api/found-bags';",
      "const Dialog = lazyPart(() => import('../../ulds/components/uld-form'), 'UldForm');",
      "import { useAirports } from '../../reference/api/reference';",
      "import { ClaimsTable } from '../components/claims-table';",
      "import { Screen } from '../../../components/screen';",
    ].join('\n');
    expect(crossFeatureImports(file, source)).toEqual([
      '../../found-bags/api/found-bags',
      '../../ulds/components/uld-form',
    ]);
  });

  it('no client feature imports another feature', () => {
    const crossings = sources(FEATURES).flatMap((file) =>
      crossFeatureImports(file, readFileSync(file, 'utf8')).map((spec) => `${file} imports ${spec}`),
    );
    expect(crossings).toEqual([]);
  });

  it('the shared rooms exist (a renamed one would silently allow nothing)', () => {
    const rooms = readdirSync(FEATURES);
    for (const shared of SHARED_FEATURES) expect(rooms, shared).toContain(shared);
  });

  it('no server service imports a router', () => {
    const services = 'src/server/services';
    const wrong = sources(services).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((spec) => path.join(path.dirname(file), spec))
        .filter((target) => target.startsWith('src/server/routers') || target === 'src/server/router')
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it('shared code imports neither the client nor the server', () => {
    const wrong = sources('src/shared').flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((spec) => path.join(path.dirname(file), spec))
        .filter((target) => target.startsWith('src/client') || target.startsWith('src/server'))
        .map((target) => `${file} imports ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});
