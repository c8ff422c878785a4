import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs (run on src/ by `npm run boundaries`) run here, as that command does, on a
// small tree built to break each of them once, so a rule that stopped catching what it names fails this test
// instead of passing in silence.

const FIXTURE = path.resolve('tests/fixtures/boundaries');

function violations() {
  const run = spawnSync(
    path.resolve('node_modules/.bin/depcruise'),
    ['src', '--config', path.resolve('.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd: FIXTURE, encoding: 'utf8' },
  );
  const output = JSON.parse(run.stdout) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the boundary rules', () => {
  it('catch a platform file importing a domain, a value cycle, a domain past another one’s index, a service calling its procedures, a feature importing another and a shared client part importing a feature', () => {
    expect(violations()).toEqual(
      [
        'domain-through-public-index: src/server/domains/freight/uld-weights.ts → src/server/domains/ulds/load-a.ts',
        'feature-imports-no-feature: src/client/features/claims/claim-table.ts → src/client/features/shifts/shift-table.ts',
        'no-value-cycle: src/server/domains/ulds/load-a.ts → src/server/domains/ulds/load-b.ts',
        'platform-imports-no-domain: src/server/platform/paginate.ts → src/server/domains/ulds/service.ts',
        'services-call-no-router: src/server/domains/shifts/rota.ts → src/server/domains/shifts/procedures.ts',
        'shared-client-rooms-import-no-feature: src/client/components/claim-badge.ts → src/client/features/claims/claim-table.ts',
      ].sort(),
    );
  });
});
