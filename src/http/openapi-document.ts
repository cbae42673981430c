import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../shared/project-root.js';

export const OPENAPI_FILE = path.join(PROJECT_ROOT, 'openapi.yaml');

/**
 * The contract as JSON: what /api-docs reads, so the browser needs no YAML parser (the file
 * itself stays downloadable at /openapi.yaml).
 */
export const OPENAPI_JSON_PATH = '/openapi.json';

/** openapi.yaml, parsed once: the file does not change while the server runs. */
export const openapiDocument: unknown = parse(fs.readFileSync(OPENAPI_FILE, 'utf8'));

