import type { Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { getTenantLogo } from './tenantLogo.js';

/** How long an address that names the current version may be kept: a year, the usual "for good". */
const VERSIONED_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * `/front/tenantLogo?v={version}` (spec 002 §2): the signed-in tenant's logo, 404 when it has
 * none. An address with the current version never changes, so the browser keeps it; any other
 * address (no `v`, an old one) is revalidated by its ETag.
 */
export function registerTenantLogoRoute(app: Hono, deps: AppDeps): void {
  app.get(
    '/front/tenantLogo',
    cookieImageRoute(deps, async (c, principal) => {
      const logo = await getTenantLogo(deps.db, principal.tenant.id);
      if (!logo) throw new RequestError('NOT_FOUND', 'the tenant has no logo');
      const current = c.req.query('v') === String(logo.version);
      const tag = `"logo-${logo.version}"`;
      c.header(
        'Cache-Control',
        current ? `private, max-age=${VERSIONED_MAX_AGE_S}, immutable` : 'private, no-cache',
      );
      c.header('ETag', tag);
      c.header('X-Content-Type-Options', 'nosniff');
      if (c.req.header('if-none-match') === tag) return c.body(null, 304);
      c.header('Content-Type', logo.contentType);
      return c.body(logo.image as Uint8Array<ArrayBuffer>);
    }),
  );
}
