import { API_PREFIX_BROWSER, API_PREFIX_KEY, contract, LIMITS } from '@kizuna/api-client/contract';
import { createOpenApiDocument } from '@kizuna/api-client/openapi';
import { Hono, type Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from './config.js';
import type { Db } from './db/createDatabase.js';
import { createAdmissionControl, type AdmissionControl } from './http/admissionControl.js';
import { embedCors, EMBED_CORS_PATHS, isEmbedOrigin } from './http/cors.js';
import { errorResponse } from './http/errorResponse.js';
import { errorStatus } from './http/errorStatus.js';
import type { AppDeps } from './http/Handler.js';
import { KizunaError, RequestError } from './http/KizunaError.js';
import { limitStreamedBody } from './http/multipartBody.js';
import { refusedByDatabase } from './http/refusedByDatabase.js';
import { createReadiness, type Readiness } from './http/readiness.js';
import { registerContractRoutes } from './http/registerContractRoutes.js';
import { registerPublicApiRoutes } from './http/registerPublicApiRoutes.js';
import { contentSecurityPolicy } from './http/contentSecurityPolicy.js';
import { serveApp } from './http/serveApp.js';
import { metricsHandler, type Metrics } from './http/metrics.js';
import { createLogger, requestIdOf, requestIds, type Logger } from './http/requestLog.js';
import { serverTiming } from './http/serverTiming.js';
import { xsrfCookie, xsrfTokensFor } from './http/xsrf.js';
import { ApiKeyResolver } from './modules/apiKeys/index.js';
import { registerBizcardImageRoutes } from './modules/businessCards/index.js';
import { createLocationSink, registerFloorImageRoutes, type LocationSink } from './modules/location/index.js';
import { contractHandlers } from './modules/contractHandlers.js';
import { registerContactImageRoutes } from './modules/externalContacts/index.js';
import { registerFaceImageRoutes } from './modules/faceImages/index.js';
import type { UploadSpool } from './modules/contactImport/index.js';
import { registerGroupCompanyImageRoutes } from './modules/groupCompanies/index.js';
import { registerLocationVendorRoutes } from './modules/locationVendors/index.js';
import { registerScimRoutes, SCIM_PREFIX, ScimError, scimErrorResponse } from './modules/scim/index.js';
import { registerOperatorConsoleRoutes } from './modules/operatorConsole/index.js';
import { registerTalkFileRoutes } from './modules/talk/index.js';
import { registerWebexCallEvents } from './modules/pbxApi/index.js';
import { registerTenantLogoRoute } from './modules/tenants/index.js';
import { registerStampIconRoute } from './modules/thanks/index.js';
import { serveWidgets } from './modules/widgetsDemo/index.js';
import { createOutboundClient, type OutboundClient } from './outbound/index.js';

export interface AppOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock?: () => Date;
  /** Fail with 500 when an answer does not match its response schema (tests). */
  readonly strictResponses?: boolean;
  /** One JSON line per request on stdout (`logger` otherwise): see http/requestLog.ts. */
  readonly accessLog?: boolean;
  /** Where the request log and notable events go (overrides `accessLog`). */
  readonly logger?: Logger;
  /** Counts requests for `/metrics` (served only with a token or an allow-list configured). */
  readonly metrics?: Metrics;
  /** Bounds the requests served at once and the line behind them (default limits otherwise). */
  readonly admission?: AdmissionControl;
  /** What `/readyz` answers from (probes on demand otherwise). */
  readonly readiness?: Readiness;
  /** Where accepted import files wait when the database does not keep them. */
  readonly uploadSpool?: UploadSpool | null;
  /** Where the vendors' position receivers hand what they hear. */
  readonly locationSink?: LocationSink;
  /** Calls out to configured servers (one made from the config otherwise). */
  readonly outbound?: OutboundClient;
}

/** JSON bodies of the API are small; uploads get their own limits on their endpoints. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** A file of the multipart maximum, with room for the other parts; the handler checks the file. */
const MULTIPART_BODY_LIMIT = LIMITS.multipartMaxFileSize + 1024 * 1024;

export function createApp(options: AppOptions): Hono {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? (() => new Date()),
    uploadSpool: options.uploadSpool ?? null,
    outbound: options.outbound ?? createOutboundClient({ config: options.config.outbound }),
  };
  const app = new Hono();

  app.use('/api/*', serverTiming());
  const { nodeName } = options.config;
  if (nodeName) {
    // Behind a load balancer, which node answered (every answer, errors included).
    app.use('*', async (c, next) => {
      await next();
      c.res.headers.set('X-Kizuna-Node', nodeName);
    });
  }
  const logger = options.logger ?? (options.accessLog ? createLogger() : undefined);
  const { metrics } = options;
  app.use(
    '*',
    requestIds({
      ...(logger ? { logger } : {}),
      ...(metrics ? { observe: (observation) => metrics.observeRequest(observation) } : {}),
    }),
  );
  app.use(
    '*',
    secureHeaders({
      // Widgets load the API and their bundle from intranet pages on other origins.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: 'SAMEORIGIN',
    }),
  );
  const { embedOrigins } = options.config;
  for (const path of EMBED_CORS_PATHS) app.use(path, embedCors(embedOrigins));
  const xsrfTokenPath = API_PREFIX_BROWSER + contract.auth.xsrf.path;
  const xsrf = xsrfCookie({
    tokens: xsrfTokensFor(options.config),
    secure: options.config.secureCookies,
    sameSite: options.config.cookieSameSite,
    // The token endpoint, and any answer that changes the token (sign-in, sign-out), tell it.
    revealToken: (c, changed) =>
      isEmbedOrigin(c, embedOrigins) && (changed || (c.req.method === 'GET' && c.req.path === xsrfTokenPath)),
  });
  // Key callers (`/api/v1`) send no cookie and get none; the operator console has its own.
  app.use('*', (c, next) =>
    c.req.path.startsWith(`${API_PREFIX_KEY}/`) || isOperatorPath(c.req.path) ? next() : xsrf(c, next),
  );
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${maxSize} bytes`);
      },
    });
  const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);
  app.use('/api/*', (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
      ? limitStreamedBody(c, next, MULTIPART_BODY_LIMIT)
      : jsonBodyLimit(c, next),
  );

  // Health endpoints come before admission control: a busy server still answers them at once.
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  const readiness = options.readiness ?? createReadiness(deps.db);
  const ready: Handler = async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready: isReady, reason } = await readiness.check();
    return isReady ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable', reason }, 503);
  };
  app.get('/readyz', ready);
  app.get('/api/health', ready);

  if (metrics) {
    app.get(
      '/metrics',
      metricsHandler(metrics, {
        token: options.config.metricsToken ?? null,
        allowList: options.config.metricsAllowList ?? [],
        trustedProxyHops: options.config.trustedProxyHops,
      }),
    );
  }

  const openApiDocument = createOpenApiDocument(contract, { serverUrl: options.config.publicUrl });
  app.get('/api/openapi.json', (c) => c.json(openApiDocument));

  const admission = options.admission ?? createAdmissionControl();
  app.use('*', (c, next) => (servesStaticFiles(c.req.path) ? next() : admission.middleware(c, next)));

  const routeOptions = { strictResponses: options.strictResponses ?? false };
  registerContractRoutes(app, contract, contractHandlers, deps, routeOptions);
  const apiKeys = new ApiKeyResolver();
  registerPublicApiRoutes(
    app,
    contract,
    contractHandlers,
    deps,
    (db, secret, now) => apiKeys.resolve(db, secret, now),
    routeOptions,
  );

  registerGroupCompanyImageRoutes(app, deps);
  registerTalkFileRoutes(app, deps);
  registerScimRoutes(app, deps);

  app.all('/api/*', () => {
    throw new RequestError('NOT_FOUND', 'no such endpoint');
  });

  registerOperatorConsoleRoutes(app, deps);

  app.get('/', (c) => c.redirect('/front/', 302));
  registerFaceImageRoutes(app, deps);
  registerWebexCallEvents(app, deps);
  registerLocationVendorRoutes(app, {
    ...deps,
    locationSink:
      options.locationSink ??
      createLocationSink({
        db: deps.db,
        clock: deps.clock,
        ...(deps.config.placesSimulate ? { simulate: deps.config.placesSimulate } : {}),
      }),
  });
  registerBizcardImageRoutes(app, deps);
  registerContactImageRoutes(app, deps);
  registerTenantLogoRoute(app, deps);
  registerStampIconRoute(app, deps);
  registerFloorImageRoutes(app, deps);
  const app$ = serveApp(options.config.appDir);
  for (const path of ['/front', '/front/*', '/widgets', '/widgets/*']) app.use(path, contentSecurityPolicy());
  app.get('/front', (c) => c.redirect('/front/', 301));
  app.on(['GET', 'HEAD'], '/front/*', app$);
  serveWidgets(app, options.config.widgetsDir);

  app.notFound((c) => c.text('Not Found', 404));

  app.onError((thrown, c) => {
    const refused = refusedByDatabase(thrown);
    if (refused) {
      // One line, no stack: the request was refused, the server is fine.
      (logger ?? createLogger()).log('warn', 'refusedByDatabase', {
        requestId: requestIdOf(c),
        method: c.req.method,
        status: 400,
        message: refused.message,
      });
    }
    const error = refused ?? thrown;
    if (c.req.path.startsWith(`${SCIM_PREFIX}/`)) return scimErrorResponse(c, asScimError(error));
    if (error instanceof KizunaError) return errorResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message }, status);
    }
    (logger ?? createLogger()).log('error', 'unhandledError', {
      requestId: requestIdOf(c),
      method: c.req.method,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ code: 'INTERNAL', message: 'internal server error' }, 500);
  });

  return app;
}

/** Identity providers read SCIM's own error schema, whatever went wrong. */
function asScimError(error: unknown): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof KizunaError) {
    const status = errorStatus(error.code);
    return new ScimError(status === 404 || status === 413 ? status : 400, error.message, 'invalidValue');
  }
  console.error('SCIM:', error);
  return new ScimError(500, 'internal server error');
}

function isOperatorPath(path: string): boolean {
  return path === '/operator' || path.startsWith('/operator/');
}

/** The app's and the widgets' files: read from disk, never from the database. */
function servesStaticFiles(path: string): boolean {
  if (path === '/' || path === '/front' || path.startsWith('/widgets')) return true;
  return (
    path.startsWith('/front/') &&
    !/^\/front\/((faceImage|bizcardImage|contactImage)\/|tenantLogo$)/.test(path)
  );
}
