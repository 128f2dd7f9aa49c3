import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

// Boundaries the code keeps (README, "Adding an area"): the shared domain module stays free of
// React and Node; server layers point one way (routes → services → db, http never from services);
// no import cycles between files. Promise rules are type-aware, so they see what a call returns.
const DOMAIN_FORBIDDEN = [
  { group: ['react', 'react-*', 'react/*', '@mui/*', 'ra-*'], message: 'src/domain has no React.' },
  {
    group: ['node:*', 'express', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
    message: 'src/domain has no Node.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'node_modules',
      '.e2e',
      'mock-server/db/migrations',
      'bench/out',
      'bench/.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { import: importPlugin },
    settings: {
      // TypeScript sources resolve as the bundler resolves them (extensionless relative imports).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      // Packages are not parsed for cycles: only the portal's own files are.
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // Express 5 and React event props accept async handlers; a promise passed where a
        // boolean or a value is expected is still an error.
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      // Folder layering, so that no two folders import each other.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: './src',
              except: ['./domain'],
              message: 'src/domain imports only itself.',
            },
            { target: './src/domain', from: './mock-server' },
            {
              target: './src/api',
              from: [
                './src/providers',
                './src/resources',
                './src/pages',
                './src/layout',
                './src/components',
              ],
            },
            {
              target: './src/providers',
              from: ['./src/resources', './src/pages', './src/layout', './src/components'],
            },
            {
              target: './src/components',
              from: ['./src/resources', './src/pages', './src/layout'],
              message: 'Shared components are used by pages and resources, never the reverse.',
            },
            {
              target: './src/resources',
              from: './src/pages',
              message: 'A part both use goes to src/components.',
            },
            {
              target: './src/pages',
              from: './src/resources',
              message: 'A part both use goes to src/components.',
            },
            {
              target: './src',
              from: './mock-server',
              message: 'The web app does not import the server.',
            },
            {
              target: './mock-server/services',
              from: ['./mock-server/http', './mock-server/routes'],
              message: 'Services know nothing of HTTP: throw domain errors.',
            },
            {
              target: './mock-server/db',
              from: ['./mock-server/http', './mock-server/routes', './mock-server/services'],
            },
            { target: './mock-server/http', from: './mock-server/routes' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '*.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests may reach across layers to build what they check (the server harness, a hash).
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // What the server and the web app load when they run comes from `dependencies`: development
    // tools (TypeScript, the schema generator, test libraries) are for tests and scripts only.
    files: ['mock-server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'mock-server/test/**',
      'src/test/**',
      // `npm run api:describe` and its test: the generator of the checked-in description.
      'mock-server/openapi/responseSchemas.ts',
      'mock-server/openapi/artifacts.ts',
      // The response checker of the API tests.
      'mock-server/openapi/validate.ts',
    ],
    rules: { 'import/no-extraneous-dependencies': ['error', { devDependencies: false }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_FORBIDDEN }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
