import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { PROJECT_ROOT } from '../shared/project-root.js';

export const OPENAPI_FILE = path.join(PROJECT_ROOT, 'openapi.yaml');
export const API_TYPES_FILE = path.join(PROJECT_ROOT, 'src/generated/api.d.ts');

const HEADER = `/**
 * Generated from openapi.yaml by \`npm run generate\` (openapi-typescript). Do not edit:
 * change the contract and regenerate. The contract test fails when this file is stale.
 */

`;

/** The types of the contract, exactly as they should be committed. */
export async function renderApiTypes(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(OPENAPI_FILE), {
    // Fields with a `default` (query parameters) stay optional for callers.
    defaultNonNullable: false,
    silent: true,
  });
  return HEADER + astToString(ast);
}

async function main(): Promise<void> {
  fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
  fs.writeFileSync(API_TYPES_FILE, await renderApiTypes());
  console.log(`wrote ${path.relative(PROJECT_ROOT, API_TYPES_FILE)}`);
}

// Importing this file (the contract test does) must not rewrite the committed output.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
