import { describe, expect, it } from 'vitest';
import { BUDGETS, firstLoadFiles, firstLoads, overBudget, type Manifest, type Sizes } from '../../scripts/first-load';

// A build manifest as Vite writes it, small enough to follow by hand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-1.js'],
    css: ['assets/index-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js', name: 'vendor' },
  '_Table-1.js': { file: 'assets/Table-1.js', name: 'Table' },
  '../../locales/fr/index.ts': { file: 'assets/fr-1.js', src: '../../locales/fr/index.ts', isDynamicEntry: true },
  'components/app-layout.tsx': {
    file: 'assets/app-layout-1.js',
    src: 'components/app-layout.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-1.js'],
  },
  'features/auth/screens/login-screen.tsx': {
    file: 'assets/login-1.js',
    src: 'features/auth/screens/login-screen.tsx',
    isDynamicEntry: true,
  },
  'features/baggage/screens/dashboard-screen.tsx': {
    file: 'assets/dashboard-1.js',
    src: 'features/baggage/screens/dashboard-screen.tsx',
    isDynamicEntry: true,
    imports: ['_Table-1.js'],
    css: ['assets/dashboard-1.css'],
  },
  'features/flights/screens/flight-list-screen.tsx': {
    file: 'assets/flights-1.js',
    src: 'features/flights/screens/flight-list-screen.tsx',
    isDynamicEntry: true,
    imports: ['_Table-1.js'],
  },
};

const KB = 1024;
/** Every file weighs 10 KB gzip unless named here. */
const sizes =
  (gzip: Record<string, number>) =>
  (file: string): Sizes => ({
    raw: 3 * (gzip[file] ?? 10 * KB),
    gzip: gzip[file] ?? 10 * KB,
    br: 0.9 * (gzip[file] ?? 10 * KB),
  });

describe('first-load sizes from the build manifest', () => {
  it('counts the entry, the dictionary, the layout and the screen with their static imports and CSS, each file once', () => {
    const files = firstLoadFiles(manifest, 'features/baggage/screens/dashboard-screen.tsx').map((f) => f.file);
    expect(files.sort()).toEqual(
      [
        'index.html',
        'assets/index-1.js',
        'assets/index-1.css',
        'assets/vendor-1.js',
        'assets/fr-1.js',
        'assets/app-layout-1.js',
        'assets/dashboard-1.js',
        'assets/dashboard-1.css',
        'assets/Table-1.js',
      ].sort(),
    );
  });

  it('leaves the layout out of the login page, which has none', () => {
    const files = firstLoadFiles(manifest, 'features/auth/screens/login-screen.tsx').map((f) => f.file);
    expect(files).not.toContain('assets/app-layout-1.js');
    expect(files).toContain('assets/login-1.js');
  });

  it('passes a build within budget', () => {
    expect(overBudget(firstLoads(manifest, sizes({})))).toEqual([]);
  });

  it('fails a screen whose shared chunk grew past the budget, naming the chunk', () => {
    const loads = firstLoads(manifest, sizes({ 'assets/Table-1.js': BUDGETS.other }));
    const problems = overBudget(loads);
    expect(problems).toHaveLength(2); // the dashboard and the flight list both load the table chunk
    expect(problems[0]).toMatch(
      /^features\/baggage\/screens\/dashboard-screen\.tsx: \d+\.\d KB gzip, budget 200\.0 KB; heaviest: Table → assets\/Table-1\.js 200\.0 KB/,
    );
    expect(problems[1]).toMatch(
      /^features\/flights\/screens\/flight-list-screen\.tsx: .*heaviest: Table → assets\/Table-1\.js/,
    );
  });

  it('holds the login page to its smaller budget', () => {
    const loads = firstLoads(manifest, sizes({ 'assets/login-1.js': 120 * KB }));
    expect(overBudget(loads)).toEqual([
      expect.stringMatching(
        /^features\/auth\/screens\/login-screen\.tsx: 170\.0 KB gzip, budget 150\.0 KB; heaviest: features\/auth\/screens\/login-screen\.tsx → assets\/login-1\.js 120\.0 KB/,
      ),
    ]);
  });
});
