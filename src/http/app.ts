import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Express, type Request, type Router } from 'express';
import helmet from 'helmet';
import * as OpenApiValidator from 'express-openapi-validator';
import { publicAppConfig, type Config } from '../config.js';
import type { Logger } from '../shared/logger.js';
import type { HealthCheck } from '../shared/health.js';
import { s3PublicBaseUrl } from '../shared/s3-public-url.js';
import type { AccessTokenVerifier } from './access-token.js';
import { apiNotFound, errorHandler } from './error-handler.js';
import { headAsGet } from './head-requests.js';
import { inSequence } from './in-sequence.js';
import { healthRoutes } from './health-routes.js';
import { createRateLimiterStore, type RateLimiterStore } from './rate-limiter-store.js';
import { rateLimits } from './rate-limits.js';
import { operatorCheck, operatorGate } from './operator-access.js';
import { voucherGuesses } from './voucher-guesses.js';
import { bearerToken } from './request-context.js';
import { requestLog } from './request-log.js';
import { refuseControlCharacters } from './text-guard.js';
import { cappedMemoryStorage, filesOnlyIn, formCalls, refuseDeclaredOversize } from './upload-storage.js';
import { hashedAssets } from './static-files.js';
import { rememberValidatorRoutes } from './validator-route-cache.js';
import { rememberOperation } from './current-operation.js';
import type { ServerRenderedPages } from './server-rendered-pages.js';
import { webAppRoutes } from './web-app.js';
import { OPENAPI_FILE, OPENAPI_JSON_PATH, openapiDocument } from './openapi-document.js';
import { PROJECT_ROOT } from '../shared/project-root.js';

export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'web/dist');
const FORM_CALLS = formCalls(openapiDocument as never);
/** Where the web build's hashed files are served (static-files.ts). */
const ASSETS_PATH = '/assets';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  verifyAccessToken: AccessTokenVerifier;
  /** Module routers; each declares full paths. */
  routers: Router[];
  /** Paths whose exact request bytes handlers read through `rawBodyOf` (webhooks). */
  rawBodyPaths: string[];
  /** What GET /health/checks runs: every check the modules declare. */
  healthChecks?: HealthCheck[];
  webDir?: string;
  /** The pages the server renders with their data (server-rendered-pages.ts); none when absent. */
  renderPage?: ServerRenderedPages;
  /** Checks every response against the contract too (tests). */
  validateResponses?: boolean;
  /** Where rate limits count (Redis shared by all instances, when configured); in memory if absent. */
  rateLimitStore?: RateLimiterStore;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
// Enough text fields for the largest form (100 menu items of 8 fields, 26 cuisines, the
// sections); a field holds a dish's option groups as JSON text (openapi.yaml RestaurantForm).
// How many files, and in which fields, is filesOnlyIn's to say.
const UPLOAD_LIMITS = {
  fields: 1000,
  parts: 1001,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  fieldNestingDepth: 2,
  fieldArrayIndexLimit: 100,
};

/** Keeps the bytes only where a signature is checked: elsewhere they would be memory for nothing. */
function keepRawBodyOn(paths: string[]) {
  const declared = new Set(paths);
  return (req: IncomingMessage, _res: ServerResponse, body: Buffer) => {
    const request = req as Request;
    if (declared.has(request.path)) request.rawBody = body;
  };
}

export function createApp(deps: AppDependencies): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const webDir = deps.webDir ?? WEB_DIST_DIR;
  // A page load asks for twenty hashed files: a line each would bury the page's own. One
  // that is missing (a page of an older build) is still logged.
  // No Origin-Agent-Cluster: on a visit from another site Chromium starts the page's renderer
  // with the request, then sees the header, discards that renderer and starts another (~50 ms
  // before the first paint at 1x CPU). It only stops document.domain, which no page here sets.
  // One Express layer for both (in-sequence.ts).
  app.use(
    inSequence([
      requestLog(deps.logger, (req, res) => req.originalUrl.startsWith(`${ASSETS_PATH}/`) && res.statusCode < 400),
      helmet({ contentSecurityPolicy: { directives: cspDirectives(config) }, originAgentCluster: false }),
    ]),
  );
  app.use(ASSETS_PATH, hashedAssets(path.join(webDir, 'assets')));
  app.use(express.json({ limit: '100kb', verify: keepRawBodyOn(deps.rawBodyPaths) }));

  app.get('/openapi.yaml', (_req, res) => res.type('application/yaml').sendFile(OPENAPI_FILE));
  app.get(OPENAPI_JSON_PATH, (_req, res) => res.set('Cache-Control', 'no-cache').json(openapiDocument));
  app.get('/app-config.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(publicAppConfig(config)));

  const authenticate = async (req: Request) => deps.verifyAccessToken(bearerToken(req));
  const operatorsOnly = operatorGate(operatorCheck(config.auth, config.operators));
  const limitStore = deps.rateLimitStore ?? createRateLimiterStore({ keyPrefix: config.rateLimits.keyPrefix, logger: deps.logger });
  // Before the validator, so an upload over its limit is refused before it is read.
  app.use(rateLimits(limitStore, config.rateLimits, authenticate, FORM_CALLS));
  rememberValidatorRoutes();
  // The validator's steps, then the text guard, as one Express layer (in-sequence.ts).
  app.use(inSequence([
    headAsGet(OpenApiValidator.middleware({
      apiSpec: OPENAPI_FILE,
      validateRequests: { allErrors: true },
      validateResponses: deps.validateResponses ? { allErrors: true } : false,
      validateSecurity: {
        handlers: {
          bearerAuth: async (req) => {
            req.auth = await authenticate(req);
            await operatorsOnly(req);
            // The last step before the uploader reads a body: an oversized one is refused unread.
            refuseDeclaredOversize(req, MAX_UPLOAD_BYTES);
            return true;
          },
        },
      },
      ignorePaths: (p: string) => !/^\/(api|health)(\/|$)/.test(p),
      // Runs after the security handler: an unauthenticated upload is refused unread.
      fileUploader: { storage: cappedMemoryStorage(MAX_UPLOAD_BYTES), limits: UPLOAD_LIMITS, fileFilter: filesOnlyIn(FORM_CALLS) },
    })),
    refuseControlCharacters,
    voucherGuesses(limitStore, config.rateLimits.voucherCodes, authenticate),
    // The policy table is keyed by the operation (docs/architecture/team-access.md).
    rememberOperation,
  ]));
  app.use(healthRoutes(deps.healthChecks ?? []));
  for (const router of deps.routers) app.use(router);
  app.use('/api', apiNotFound);
  app.use(webAppRoutes(webDir, deps.renderPage));
  app.use(errorHandler);
  return app;
}

/** Where browsers load S3-stored images from: the public URL, the endpoint, or AWS's bucket host. */
function imageOrigin(storage: Extract<Config['storage'], { kind: 's3' }>): string {
  return new URL(s3PublicBaseUrl(storage)).origin;
}

function cspDirectives(config: Config) {
  const idp = config.auth.domain;
  const storage = config.storage.kind === 's3' ? [imageOrigin(config.storage)] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Toast and component libraries inject style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...storage],
    connectSrc: ["'self'", idp],
    // The login SDK's silent session check runs in a hidden iframe at the provider.
    frameSrc: [idp],
    formAction: ["'self'", idp],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}
