import { ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../../http/clientAddress.js';
import type { AppDeps } from '../../http/Handler.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import { findActiveSession, SESSION_COOKIE } from '../auth/index.js';
import { loadPrincipal, type Principal } from '../principal/index.js';
import { DEFAULT_FACE_IMAGE_SVG } from './faceImageContent.js';
import { createDatabaseFaceImageStore } from './FaceImageStore.js';

async function principalOf(c: Context, deps: AppDeps): Promise<Principal | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const session = await findActiveSession(deps.db, token, deps.clock(), deps.config.sessionIdleMinutes);
  const principal = session ? await loadPrincipal(deps.db, session) : null;
  if (!principal) return null;
  const address = clientAddress(c, deps.config.trustedProxyHops);
  return isAddressAllowed(address, principal.tenant.ip_allow_list) ? principal : null;
}

function refuse(c: Context, status: 401 | 404, code: string) {
  c.header(ERROR_CODE_HEADER, code);
  c.header('Cache-Control', 'no-store');
  return c.json({ code, message: status === 401 ? 'this image needs a session' : 'no such person' }, status);
}

/**
 * `/front/faceImage/...` (spec 001 §2): the signed-in user's thumbnail, and anyone's of the same
 * tenant by id. People without an image get a default one; other tenants' ids answer 404.
 */
export function registerFaceImageRoutes(app: Hono, deps: AppDeps): void {
  const store = createDatabaseFaceImageStore(deps.db);

  async function serve(c: Context, userIdText: string | null, kind: 'original' | 'thumbnail') {
    const principal = await principalOf(c, deps);
    if (!principal) return refuse(c, 401, 'UNAUTHORIZED');
    let userId = principal.user.id;
    if (userIdText !== null) {
      const id = parseNumericId(userIdText);
      if (id === undefined) return refuse(c, 404, 'NOT_FOUND');
      userId = id;
      const person = await deps.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', principal.tenant.id)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!person) return refuse(c, 404, 'NOT_FOUND');
    }
    // Private: the image belongs to a signed-in tenant; revalidated so a new upload shows at once.
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const image = await store.get(principal.tenant.id, userId, kind);
    if (!image) {
      c.header('Content-Type', 'image/svg+xml');
      return c.body(DEFAULT_FACE_IMAGE_SVG);
    }
    const etag = `"${userId}-${kind}-${image.updatedAt.getTime()}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.contentType);
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  }

  app.get('/front/faceImage/thumbnail', (c) => serve(c, null, 'thumbnail'));
  app.get('/front/faceImage/thumbnail/:userId', (c) => serve(c, c.req.param('userId'), 'thumbnail'));
  app.get('/front/faceImage/:userId', (c) => serve(c, c.req.param('userId'), 'original'));
}
