// ESLint: the checks a type-aware reader would make and the compiler does not (issue 25).
// Prettier owns the layout; eslint-config-prettier turns off every rule that would argue with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // .dependency-cruiser.cjs is the boundary checker's own configuration, in the CommonJS it reads
  {
    ignores: [
      'dist/',
      'data/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      'bench/tmp/',
      'locales/i18n-*',
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // `_` names a value taken apart on purpose (a field left out of a copy, an argument a signature requires)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify hooks and handlers are async functions by contract, whether or not they await anything
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      // These three prepare code for the React Compiler, which Tarmac does not use. What they flag here is on
      // purpose: the scanner keeps its latest handlers in a ref (so the keyboard and camera listeners are set up
      // once and never miss a key between renders), and a token's "expired" badge reads the clock as it renders.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    plugins: { drizzle },
    rules: {
      // an update or delete without a where clause changes every row of the table
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Tests read answers as the network gives them (JSON of any shape) and check their shape with assertions and
    // against the OpenAPI document: typing each one first would only restate the expectation.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
