// Proves the module-boundary lint rules fire. It lints synthetic code against a small fixture
// tree (the imported files must exist for the resolver to classify them) using the very
// config exported by eslint.config.js, so the real project's files can change freely.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const FIXTURE_FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', jsx: 'react-jsx', strict: true },
    include: ['src', 'web/src'],
  }),
  'src/config.ts': 'export const config = {};\n',
  'src/generated/api.d.ts': 'export interface paths { x: string }\n',
  'src/shared/money.ts': 'export const pence = (n: number) => n;\n',
  'src/shared/db/database.ts': 'export const db = {};\n',
  'src/shared/jobs/bullmq-job-queue.ts': 'export const queue = {};\n',
  'src/http/auth.ts': 'export const auth = {};\n',
  'src/modules/catalogue/index.ts': 'export const catalogue = {};\n',
  'src/modules/catalogue/seeding.ts': "export * from './adapters/knex-menu.js';\n",
  'src/modules/catalogue/catalogue-service.ts': 'export class CatalogueService {}\n',
  'src/modules/catalogue/adapters/knex-menu.ts': 'export const knexMenu = {};\n',
  'src/modules/catalogue/domain/menu.ts': 'export const menu = {};\n',
  'src/modules/ordering/ports.ts': 'export const ports = {};\n',
  'src/modules/ordering/domain/order.ts': 'export const order = {};\n',
  'web/src/storefront/Home.tsx': 'export const Home = 1;\n',
  'web/src/storefront/features/cart/cart.ts': 'export const cart = 1;\n',
  'web/src/storefront/features/checkout/components/CheckoutButton.tsx': 'export const CheckoutButton = 1;\n',
  'web/src/storefront/routes/DetailPage.tsx': 'export const DetailPage = 1;\n',
  'web/src/admin/Orders.tsx': 'export const Orders = 1;\n',
  'web/src/shared/Layout.tsx': 'export const Layout = 1;\n',
  'web/src/api/client.ts': 'export const client = 1;\n',
};

let fixtureRoot: string;
let eslint: ESLint;

beforeAll(async () => {
  fixtureRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(fixtureRoot, file), content);
  }
  const configUrl = pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href;
  const { createConfig } = (await import(configUrl)) as { createConfig: (root: string) => Linter.Config[] };
  eslint = new ESLint({ cwd: fixtureRoot, overrideConfigFile: true, overrideConfig: createConfig(fixtureRoot) });
});

afterAll(() => {
  if (fixtureRoot) fs.rmSync(fixtureRoot, { recursive: true, force: true });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtureRoot, file) });
  const messages = result?.messages ?? [];
  // A fatal message (parse error, missing config) would make every "no error" check pass vacuously.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => m.ruleId ?? 'fatal');
}

const BOUNDARY = 'boundaries/dependencies';

describe('module boundaries (eslint-plugin-boundaries)', () => {
  it('domain may not import another module, an adapter, its own module shell or impure shared code', async () => {
    const file = 'src/modules/ordering/domain/bad.ts';
    expect(await ruleIds(file, "export * from '../../catalogue/adapters/knex-menu.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../../catalogue/index.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../ports.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../../../shared/db/database.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../../../shared/jobs/bullmq-job-queue.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../../../config.js';\n")).toEqual([BOUNDARY]);
  });

  it('domain may not import framework or database packages', async () => {
    const code = "import knex from 'knex';\nimport { S3Client } from '@aws-sdk/client-s3';\nexport const x = [knex, S3Client];\n";
    expect(await ruleIds('src/modules/ordering/domain/bad.ts', code)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('domain may import its own domain and pure shared helpers', async () => {
    const code = "export * from './order.js';\nexport * from '../../../shared/money.js';\n";
    expect(await ruleIds('src/modules/ordering/domain/good.ts', code)).toEqual([]);
  });

  it('a module reaches another module only through its index.ts', async () => {
    const file = 'src/modules/ordering/ordering-service.ts';
    expect(await ruleIds(file, "export * from '../catalogue/catalogue-service.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../catalogue/domain/menu.js';\n")).toEqual([BOUNDARY]);
    const legal = [
      "export * from '../catalogue/index.js';",
      "export * from './domain/order.js';",
      "export * from './ports.js';",
      "export * from '../../shared/db/database.js';",
      "export * from '../../config.js';",
      "export * from '../../http/auth.js';",
      "export type * from '../../generated/api.js';",
    ].join('\n');
    expect(await ruleIds(file, `${legal}\n`)).toEqual([]);
  });

  it('only seeds reach a module seeding entry', async () => {
    expect(await ruleIds('src/modules/ordering/ordering-service.ts', "export * from '../catalogue/seeding.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds('src/modules/ordering/index.ts', "export * from '../catalogue/seeding.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds('src/seed/seed-demo-data.ts', "export * from '../modules/catalogue/seeding.js';\n")).toEqual([]);
    expect(await ruleIds('src/modules/catalogue/seeding.ts', "export * from './adapters/knex-menu.js';\n")).toEqual([]);
  });

  it('shared never imports a module', async () => {
    expect(await ruleIds('src/shared/clock.ts', "export * from '../modules/catalogue/index.js';\n")).toEqual([BOUNDARY]);
  });

  it('storefront and admin stay apart; web never imports server code except src/generated', async () => {
    expect(await ruleIds('web/src/storefront/App.tsx', "export * from '../admin/Orders.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds('web/src/admin/App.tsx', "export * from '../storefront/Home.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds('web/src/api/x.ts', "export * from '../../../src/shared/money.js';\n")).toEqual([BOUNDARY]);
    const legal = "export * from '../shared/Layout.js';\nexport * from '../api/client.js';\nexport type * from '../../../src/generated/api.js';\n";
    expect(await ruleIds('web/src/storefront/App.tsx', legal)).toEqual([]);
  });

  it('a storefront feature imports neither another feature nor a page', async () => {
    const file = 'web/src/storefront/features/checkout/components/Bad.tsx';
    expect(await ruleIds(file, "export * from '../../cart/cart.js';\n")).toEqual([BOUNDARY]);
    expect(await ruleIds(file, "export * from '../../../routes/DetailPage.js';\n")).toEqual([BOUNDARY]);
    const legal = [
      "export * from './CheckoutButton.js';",
      "export * from '../../../../shared/Layout.js';",
      "export * from '../../../../api/client.js';",
      "export type * from '../../../../../../src/generated/api.js';",
    ].join('\n');
    expect(await ruleIds(file, `${legal}\n`)).toEqual([]);
  });

  it('storefront pages compose features and other pages, never the admin area', async () => {
    const legal = [
      "export * from '../features/cart/cart.js';",
      "export * from '../features/checkout/components/CheckoutButton.js';",
      "export * from './DetailPage.js';",
      "export * from '../../shared/Layout.js';",
    ].join('\n');
    expect(await ruleIds('web/src/storefront/routes/SearchPage.tsx', `${legal}\n`)).toEqual([]);
    expect(await ruleIds('web/src/storefront/routes/x.tsx', "export * from '../../admin/Orders.js';\n")).toEqual([BOUNDARY]);
  });
});
