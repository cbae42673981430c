import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../shared/project-root.js';
import type { PageDataRead } from './routes.js';

export const OPENAPI_FILE = path.join(PROJECT_ROOT, 'openapi.yaml');

/**
 * The contract as JSON: what /api-docs reads, so the browser needs no YAML parser (the file
 * itself stays downloadable at /openapi.yaml).
 */
export const OPENAPI_JSON_PATH = '/openapi.json';

/** openapi.yaml, parsed once: the file does not change while the server runs. */
export const openapiDocument: unknown = parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));

/** Pages rendered from the document, remembered per key (address and sign-in hint) up to this many. */
const MAX_PAGES = 1000;

/**
 * The read behind /api-docs as the server renders it (PAGE_DATA_READS): the document never
 * changes, so each rendered page is kept (docs/architecture/performance.md "Storefront").
 */
export function openapiPageData(): PageDataRead {
  const pages = new Map<string, unknown>();
  return {
    prefix: OPENAPI_JSON_PATH,
    read: async <T>(_pathAndQuery: string, key: string, render: (answer: unknown) => T) => {
      if (!pages.has(key)) {
        if (pages.size >= MAX_PAGES) pages.clear();
        pages.set(key, render(openapiDocument));
      }
      return pages.get(key) as T;
    },
  };
}
