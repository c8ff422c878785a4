import { expect, test } from './fixtures';
import { firstLoads, measureFile, overBudget, readManifest } from '../../scripts/first-load';

// The build this suite runs against (npm run test:e2e builds it first): every screen's first load
// within its budget (login 150 KB, dashboard 200 KB, any other screen 200 KB, gzip).
test('every screen of the build loads within its gzip budget', () => {
  const dir = 'dist/client';
  const loads = firstLoads(readManifest(dir), measureFile(dir));
  expect(loads.length).toBeGreaterThanOrEqual(10); // the screens are lazy chunks: a build that inlined them fails here
  expect(overBudget(loads)).toEqual([]);
});
