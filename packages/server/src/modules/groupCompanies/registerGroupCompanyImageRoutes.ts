import { API_PREFIX_BROWSER, ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import { CAPABILITY_RULES } from '@kizuna/api-client/rules';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../../http/clientAddress.js';
import type { AppDeps } from '../../http/Handler.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import { findActiveSession, SESSION_COOKIE } from '../auth/index.js';
import { DEFAULT_FACE_IMAGE_SVG, createDatabaseFaceImageStore } from '../faceImages/index.js';
import { loadPrincipal } from '../principal/index.js';
import { GROUP_VISIBLE_USER_TYPES, linkedTenants } from './groupAccess.js';

function refuse(c: Context, status: 401 | 403 | 404, code: string) {
  c.header(ERROR_CODE_HEADER, code);
  c.header('Cache-Control', 'no-store');
  return c.json({ code, message: 'no such face image for the user' }, status);
}

/**
 * `GET /api/browser/groupCompanies/{id}/faceImageThumbnail/{userId}` (001 §2): the face thumbnail
 * of a person of a linked tenant, under the same rules as the group directory (401, 403 without
 * the features, 404 for an unlinked tenant or someone the group directory does not show). People
 * without an image get the default picture.
 */
export function registerGroupCompanyImageRoutes(app: Hono, deps: AppDeps): void {
  const store = createDatabaseFaceImageStore(deps.db);
  app.get(`${API_PREFIX_BROWSER}/groupCompanies/:groupTenantId/faceImageThumbnail/:userId`, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token
      ? await findActiveSession(deps.db, token, deps.clock(), deps.config.sessionIdleMinutes)
      : null;
    const principal = session ? await loadPrincipal(deps.db, session) : null;
    if (
      !principal ||
      !isAddressAllowed(clientAddress(c, deps.config.trustedProxyHops), principal.tenant.ip_allow_list)
    ) {
      return refuse(c, 401, 'UNAUTHORIZED');
    }
    if (!CAPABILITY_RULES.groupCompanies(principal.capability)) return refuse(c, 403, 'FORBIDDEN');
    const groupText = c.req.param('groupTenantId');
    const userText = c.req.param('userId');
    const groupTenantId = parseNumericId(groupText);
    const userId = parseNumericId(userText);
    if (groupTenantId === undefined || userId === undefined) return refuse(c, 404, 'GROUP_COMPANY_NOT_FOUND');
    const [linked] = await linkedTenants(deps.db, principal.tenant.id, groupTenantId);
    if (!linked) return refuse(c, 404, 'GROUP_COMPANY_NOT_FOUND');
    const person = await deps.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', groupTenantId)
      .where('id', '=', userId)
      .where('enabled', '=', true)
      .where('user_type', 'in', [...GROUP_VISIBLE_USER_TYPES])
      .executeTakeFirst();
    if (!person) return refuse(c, 404, 'CONTACT_NOT_FOUND');
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const image = await store.get(groupTenantId, userId, 'thumbnail');
    if (!image) {
      c.header('Content-Type', 'image/svg+xml');
      return c.body(DEFAULT_FACE_IMAGE_SVG);
    }
    const etag = `"g${groupTenantId}-${userId}-${image.updatedAt.getTime()}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.contentType);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  });
}
