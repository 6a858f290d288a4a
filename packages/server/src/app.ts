import { API_PREFIX_BROWSER, contract, ERROR_CODE_HEADER, LIMITS } from '@kizuna/api-client/contract';
import { createOpenApiDocument } from '@kizuna/api-client/openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { sql } from 'kysely';
import type { ServerConfig } from './config.js';
import { embedCors, EMBED_CORS_PATHS, isEmbedOrigin } from './http/cors.js';
import type { Db } from './db/createDatabase.js';
import { errorStatus } from './http/errorStatus.js';
import type { AppDeps } from './http/Handler.js';
import { KizunaError, RequestError } from './http/KizunaError.js';
import { registerContractRoutes } from './http/registerContractRoutes.js';
import { serveApp } from './http/serveApp.js';
import { serverTiming } from './http/serverTiming.js';
import { xsrfCookie, xsrfTokensFor } from './http/xsrf.js';
import { registerBizcardImageRoutes } from './modules/businessCards/registerBizcardImageRoutes.js';
import { contractHandlers } from './modules/contractHandlers.js';
import { registerContactImageRoutes } from './modules/externalContacts/registerContactImageRoutes.js';
import { registerFaceImageRoutes } from './modules/faceImages/registerFaceImageRoutes.js';
import { registerGroupCompanyImageRoutes } from './modules/groupCompanies/registerGroupCompanyImageRoutes.js';
import { registerWebexCallEvents } from './modules/pbxApi/webexCallEvents.js';
import { serveWidgets } from './modules/widgetsDemo/serveWidgets.js';

export interface AppOptions {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly clock?: () => Date;
  /** Fail with 500 when an answer does not match its response schema (tests). */
  readonly strictResponses?: boolean;
  /** One line per request on stdout: method, path, status, milliseconds. */
  readonly accessLog?: boolean;
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
  };
  const app = new Hono();

  app.use('/api/*', serverTiming());
  if (options.accessLog) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      console.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
      );
    });
  }
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
  app.use(
    '*',
    xsrfCookie({
      tokens: xsrfTokensFor(options.config),
      secure: options.config.secureCookies,
      sameSite: options.config.cookieSameSite,
      // The token endpoint, and any answer that changes the token (sign-in, sign-out), tell it.
      revealToken: (c, changed) =>
        isEmbedOrigin(c, embedOrigins) &&
        (changed || (c.req.method === 'GET' && c.req.path === xsrfTokenPath)),
    }),
  );
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new RequestError('PAYLOAD_TOO_LARGE', `the body exceeds ${maxSize} bytes`);
      },
    });
  const jsonBodyLimit = limitBody(JSON_BODY_LIMIT);
  const multipartBodyLimit = limitBody(MULTIPART_BODY_LIMIT);
  app.use('/api/*', (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
      ? multipartBodyLimit(c, next)
      : jsonBodyLimit(c, next),
  );

  app.get('/api/health', async (c) => {
    await sql`select 1`.execute(deps.db);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  const openApiDocument = createOpenApiDocument(contract);
  app.get('/api/openapi.json', (c) => c.json(openApiDocument));

  registerContractRoutes(app, contract, contractHandlers, deps, {
    strictResponses: options.strictResponses ?? false,
  });

  registerGroupCompanyImageRoutes(app, deps);

  app.all('/api/*', () => {
    throw new RequestError('NOT_FOUND', 'no such endpoint');
  });

  app.get('/', (c) => c.redirect('/front/', 302));
  registerFaceImageRoutes(app, deps);
  registerWebexCallEvents(app, deps);
  registerBizcardImageRoutes(app, deps);
  registerContactImageRoutes(app, deps);
  const app$ = serveApp(options.config.appDir);
  app.get('/front', (c) => c.redirect('/front/', 301));
  app.on(['GET', 'HEAD'], '/front/*', app$);
  serveWidgets(app, options.config.widgetsDir);

  app.notFound((c) => c.text('Not Found', 404));

  app.onError((error, c) => {
    if (error instanceof KizunaError) {
      c.header(ERROR_CODE_HEADER, error.code);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          code: error.code,
          message: error.message,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        },
        errorStatus(error.code),
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json({ code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message }, status);
    }
    console.error(`[${c.req.method}] ${c.req.path}:`, error);
    return c.json({ code: 'INTERNAL', message: 'internal server error' }, 500);
  });

  return app;
}
