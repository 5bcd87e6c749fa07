import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { RequestContext } from '@mikro-orm/core';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { timeout } from 'hono/timeout';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import { runInRequestScope } from '../security-log/request-scope.ts';
import type { SecurityLog } from '../security-log/security-log.ts';
import { mountApiDocs } from './api-docs.ts';
import { authenticate, resolveBrand, sessionCookieName } from './authenticate.ts';
import type { Authenticator, BrandResolver } from './caller.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './env.ts';
import { handleError, sendError } from './errors.ts';
import { loggablePath } from './loggable-path.ts';
import { refuseNulCharacters } from './nul-guard.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { recordDenials } from './record-denials.ts';
import { checkOrigin, noStoreByDefault, requireJsonBodies } from './request-guards.ts';
import { createRouter } from './router.ts';
import { securityHeaders } from './security-headers.ts';

/** Paths with a raised body limit wait this many request timeouts for their body (uploads). */
const UPLOAD_TIMEOUT_FACTOR = 10;

export interface HttpDeps {
  config: Config;
  logger: Logger;
  /** Absent only for the OpenAPI generator, which never serves a request. */
  orm?: Orm;
  authenticator: Authenticator;
  brands: BrandResolver;
  /** Each module mounts its routes on the app it is given. */
  mounts: Array<(app: OpenAPIHono<AppEnv>) => void>;
  /** Where refusals (403) are recorded; absent in tests of the bare app. */
  securityLog?: SecurityLog;
  /** Paths whose bodies are not JSON (webhooks, uploads). */
  nonJsonPrefixes?: string[];
  /** Exact paths whose bodies may be larger than BODY_LIMIT_BYTES (e.g. a message with an attachment). */
  bodyLimits?: Record<string, number>;
}

export function createHttpApp(deps: HttpDeps) {
  const { config, logger } = deps;
  const app = createRouter();
  const cookieName = sessionCookieName(config.PUBLIC_URL);

  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('logger', logger.child({ requestId: c.get('requestId') }));
    await next();
    const caller = c.get('caller');
    c.get('logger').info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: caller?.kind === 'member' ? caller.userId : undefined,
      },
      'request',
    );
  });
  // Records written inside use cases (the security log) carry the request id and client address.
  app.use('*', (c, next) =>
    runInRequestScope(
      { requestId: c.get('requestId'), ip: clientIp(c, { trustProxy: config.TRUST_PROXY }) },
      next,
    ),
  );
  app.use('*', securityHeaders({ recaptcha: Boolean(config.RECAPTCHA_SITE_KEY) }));
  app.use('*', async (c, next) => {
    c.set('staffRequireMfa', config.STAFF_REQUIRE_MFA);
    await next();
  });
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.WIDGET_ORIGINS.includes(origin) ? origin : null),
      credentials: false,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    }),
  );
  const timeoutOf = (ms: number) =>
    timeout(ms, (c) => {
      return new HTTPException(504, {
        message: `Timeout of ${ms}ms exceeded calling ${c.req.method} ${c.req.path}`,
      });
    });
  const requestTimeout = timeoutOf(config.REQUEST_TIMEOUT_MS);
  // A path that takes large bodies (a CSV of listings, an attachment) gets time to receive them on a slow link.
  const uploadTimeout = timeoutOf(config.REQUEST_TIMEOUT_MS * UPLOAD_TIMEOUT_FACTOR);
  const largeBodyPaths = new Set(Object.keys(deps.bodyLimits ?? {}));
  // The live event stream is meant to stay open; everything else gets the request timeout.
  app.use('/api/*', (c, next) => {
    if (c.req.path === '/api/events') return next();
    return (largeBodyPaths.has(c.req.path) ? uploadTimeout : requestTimeout)(c, next);
  });
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        sendError(c, 413, `The request body is larger than ${maxSize} bytes.`, 'http.too_large'),
    });
  const defaultBodyLimit = limitBody(config.BODY_LIMIT_BYTES);
  const pathBodyLimits = new Map(
    Object.entries(deps.bodyLimits ?? {}).map(([path, maxSize]) => [path, limitBody(maxSize)]),
  );
  app.use('/api/*', (c, next) => (pathBodyLimits.get(c.req.path) ?? defaultBodyLimit)(c, next));
  app.use('/api/*', requireJsonBodies({ exemptPrefixes: deps.nonJsonPrefixes ?? [] }));
  app.use('/api/*', refuseNulCharacters({ exemptPrefixes: deps.nonJsonPrefixes ?? [] }));
  app.use('*', resolveBrand(deps.brands, { allowOverride: config.devTools }));
  if (deps.orm) {
    const orm = deps.orm;
    app.use('/api/*', (_c, next) => RequestContext.create(orm.em, next));
  }
  if (deps.securityLog) app.use('/api/*', recordDenials(deps.securityLog));
  app.use('/api/*', authenticate(deps.authenticator, cookieName));
  app.use('/api/*', checkOrigin({ sessionCookieName: cookieName, trustedOrigins: config.TRUSTED_ORIGINS }));
  app.use('/api/*', noStoreByDefault());

  for (const mount of deps.mounts) mount(app);

  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const openApiDocument = () => {
    document ??= buildOpenApiDocument(app);
    return document;
  };
  mountApiDocs(app, openApiDocument);

  app.all('/api/*', (c) => sendError(c, 404, `No route ${c.req.method} ${c.req.path}.`, 'http.no_route'));
  if (config.SERVE_WEB) mountWebApp(app, config.WEB_DIST_DIR);
  app.onError(handleError);
  app.notFound((c) => sendError(c, 404, 'Not found.', 'http.not_found'));

  return { app, openApiDocument };
}

/** Serves the built React app; every non-file path gets index.html so client routes survive a reload. */
function mountWebApp(app: OpenAPIHono<AppEnv>, distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', async (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build:web` (make run does it for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
