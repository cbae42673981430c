// Lint: typescript-eslint (syntax-only, so it stays fast) plus module boundaries.
// Boundaries use `boundaries/dependencies` (the v7 rule); the older `element-types`
// setup reported nothing in a trial here. test/unit/lint-boundaries.test.ts proves it fires.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';

const TS_FILES = ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'bench/**/*.ts', 'migrations/**/*.ts', 'web/src/**/*.{ts,tsx}', 'web/vite-plugins/**/*.ts', 'web/*.ts', '*.ts'];

const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture && { capture }) });
// Single files: mode "full" (deprecated in v7 but still the only way) matches the whole path.
const file = (type, pattern, capture) => ({ type, pattern, mode: 'full', ...(capture && { capture }) });

// First match wins, so the narrow descriptors come before the broad ones.
const elements = [
  element('generated', 'src/generated'),
  element('module-domain', 'src/modules/*/domain', ['module']),
  file('module-index', 'src/modules/*/index.ts', ['module']),
  // The seeding entry: repositories and bulk loaders for src/seed and tests only (docs/architecture/table-owners.md).
  file('module-seeding', 'src/modules/*/seeding.ts', ['module']),
  element('module', 'src/modules/*', ['module']),
  element('shared', 'src/shared'),
  element('http', 'src/http'),
  element('identity-dev', 'src/identity-dev'),
  element('seed', 'src/seed'),
  element('composition', 'src/scripts'),
  file('config', 'src/config.ts'),
  file('composition', 'src/{container,server,worker}.ts'),
  element('storefront-feature', 'web/src/storefront/features/*', ['feature']),
  element('storefront-routes', 'web/src/storefront/routes'),
  element('storefront', 'web/src/storefront'),
  element('admin', 'web/src/admin'),
  element('web-shared', 'web/src/shared'),
  element('web-api', 'web/src/api'),
  // main.tsx / App.tsx: the web entry, which mounts the storefront and lazy-loads admin.
  file('web-entry', 'web/src/*.{ts,tsx}'),
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameCaptured = (key, ...types) => ({
  to: { element: { types: { anyOf: types }, captured: { [key]: `{{ from.element.captured.${key} }}` } } },
});
const sameModule = (...types) => sameCaptured('module', ...types);
const from = (...types) => ({ element: { types: { anyOf: types } } });

// Impure corners of src/shared a domain file must not reach (database, job queues, logging).
const IMPURE_SHARED = ['src/shared/db/**', 'src/shared/jobs/**', 'src/shared/**/adapters/**', 'src/shared/logger.ts'];

// default: 'disallow', so each element lists what it may import. Imports inside one element
// (e.g. within a module folder) are not checked. Allow-only policies cannot carry a message:
// the plugin's default one names both sides and their captured module.
const policies = [
  { from: from('generated'), allow: [to('generated')] },
  { from: from('config'), allow: [to('shared', 'generated')] },
  { from: from('shared'), allow: [to('shared', 'config', 'generated')] },
  { from: from('http'), allow: [to('shared', 'config', 'generated', 'module-index')] },
  { from: from('identity-dev'), allow: [to('shared', 'config', 'generated', 'http')] },
  {
    from: from('module-domain'),
    allow: [sameModule('module-domain'), to('shared')],
  },
  {
    from: from('module-domain'),
    disallow: [{ to: { element: { type: 'shared', filePath: IMPURE_SHARED } } }],
    message: 'domain/ must stay pure: no database, job queue, logger or adapters from src/shared ({{ dependency.source }}).',
  },
  {
    from: from('module', 'module-index'),
    allow: [
      sameModule('module', 'module-index', 'module-domain'),
      to('module-index', 'shared', 'config', 'generated', 'http'),
    ],
  },
  { from: from('module-seeding'), allow: [sameModule('module', 'module-domain'), to('shared')] },
  // Demo logins are accounts at the embedded identity provider.
  { from: from('seed'), allow: [to('module-index', 'module-seeding', 'shared', 'config', 'generated', 'identity-dev')] },
  {
    from: from('composition'),
    allow: [to('composition', 'module-index', 'shared', 'config', 'generated', 'http', 'identity-dev', 'seed')],
  },
  // Features stay one-way (bulletproof-react): a feature never reaches another feature or
  // a page; pages compose features. A piece two features need moves to web/src/shared.
  {
    from: from('storefront-feature'),
    allow: [sameCaptured('feature', 'storefront-feature'), to('web-shared', 'web-api', 'generated')],
  },
  {
    from: from('storefront-routes'),
    allow: [to('storefront-feature', 'storefront-routes', 'web-shared', 'web-api', 'generated')],
  },
  {
    from: from('storefront'),
    allow: [to('storefront', 'storefront-feature', 'storefront-routes', 'web-shared', 'web-api', 'generated')],
  },
  { from: from('admin'), allow: [to('admin', 'web-shared', 'web-api', 'generated')] },
  { from: from('web-shared'), allow: [to('web-shared', 'web-api', 'generated')] },
  { from: from('web-api'), allow: [to('web-api', 'generated')] },
  {
    from: from('web-entry'),
    allow: [to('web-entry', 'storefront', 'storefront-feature', 'storefront-routes', 'admin', 'web-shared', 'web-api', 'generated')],
  },
];

// Domain code stays free of frameworks, databases and I/O.
const DOMAIN_FORBIDDEN = [
  'express', 'knex', 'pg', 'better-sqlite3', 'stripe', 'bullmq', 'ioredis', 'sharp', 'inversify',
  'multer', 'pino', 'pino-http', 'helmet', 'express-openapi-validator', 'oidc-provider',
  'node:fs', 'fs', 'node:http', 'http', 'node:net', 'net', 'node:child_process', 'child_process',
];

/** The whole config for a project rooted at `root` (the unit test lints a fixture tree with it). */
export function createConfig(root) {
  const tsProjects = ['tsconfig.json', 'web/tsconfig.json']
    .map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file));
  return defineConfig([
    globalIgnores([
      'dist/', 'web/dist/', 'web/dist-ssr/', 'node_modules/', 'src/generated/', 'data/', 'coverage/',
      'test-results/', 'screenshots/',
    ]),
    {
      files: ['**/*.{js,mjs,cjs}'],
      extends: [js.configs.recommended],
      languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    },
    {
      files: TS_FILES,
      extends: [js.configs.recommended, tseslint.configs.recommended],
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      },
    },
    {
      files: ['src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
      plugins: { boundaries },
      settings: {
        'import/resolver': { typescript: { alwaysTryTypes: true, project: tsProjects, noWarnOnMultipleProjects: true } },
        'boundaries/root-path': root,
        'boundaries/elements': elements,
        'boundaries/legacy-templates': false,
        'boundaries/legacy-warnings': false,
      },
      rules: {
        'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      },
    },
    {
      files: ['src/modules/*/domain/**/*.ts'],
      rules: {
        'no-restricted-imports': ['error', {
          paths: DOMAIN_FORBIDDEN.map((name) => ({ name, message: 'domain/ is pure: no frameworks, databases or I/O.' })),
          patterns: [{
            group: ['@aws-sdk/*', 'express/*', 'knex/*', 'pg/*', 'stripe/*', 'bullmq/*', 'ioredis/*', 'sharp/*', 'express-*'],
            message: 'domain/ is pure: no frameworks, databases or I/O.',
          }],
        }],
      },
    },
    {
      files: ['web/src/**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
      },
    },
  ]);
}

export default createConfig(import.meta.dirname);
