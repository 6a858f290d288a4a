import { ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../../http/clientAddress.js';
import type { AppDeps } from '../../http/Handler.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import { findActiveSession, SESSION_COOKIE } from '../auth/index.js';
import { loadPrincipal, type Principal } from '../principal/index.js';
import { ExternalContactsError } from './ExternalContactsError.js';
import { readableContactOfAnyType } from './externalContactsHandlers.js';

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
  return c.json({ code, message: status === 401 ? 'this image needs a session' : 'no such photo' }, status);
}

/**
 * `/front/contactImage/{thumbnail|original}/{contactId}`: an external contact's photo, for
 * `<img>` elements (a session cookie, no XSRF header). The folder rules of the contact apply: a
 * contact the user cannot read, one of another tenant, and one without a photo all answer 404
 * alike. The thumbnail is the square one made on upload or import.
 */
export function registerContactImageRoutes(app: Hono, deps: AppDeps): void {
  app.get('/front/contactImage/:kind/:contactId', async (c) => {
    const kind = c.req.param('kind');
    const idText = c.req.param('contactId');
    if (kind !== 'thumbnail' && kind !== 'original') return refuse(c, 404, 'NOT_FOUND');
    const principal = await principalOf(c, deps);
    if (!principal) return refuse(c, 401, 'UNAUTHORIZED');
    const contactId = parseNumericId(idText);
    if (contactId === undefined) return refuse(c, 404, 'EXTERNAL_CONTACT_NOT_FOUND');
    try {
      await readableContactOfAnyType(deps.db, principal, contactId);
    } catch (error) {
      if (error instanceof ExternalContactsError) return refuse(c, 404, 'EXTERNAL_CONTACT_NOT_FOUND');
      throw error;
    }
    const photos = deps.db
      .selectFrom('external_contact_images')
      .where('tenant_id', '=', principal.tenant.id)
      .where('contact_id', '=', contactId)
      .where('kind', '=', 'PHOTO');
    // Only the bytes asked for are read: an original may be tens of megabytes.
    const image =
      kind === 'thumbnail'
        ? await photos
            .select(['thumbnail as bytes', 'thumbnail_type as type', 'updated_at'])
            .executeTakeFirst()
        : await photos
            .select(['original as bytes', 'original_type as type', 'updated_at'])
            .executeTakeFirst();
    if (!image) return refuse(c, 404, 'EXTERNAL_CONTACT_NOT_FOUND');
    // Private: the photo belongs to a folder of a signed-in tenant; revalidated so a change shows at once.
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const etag = `"${contactId}-${kind}-${new Date(image.updated_at).getTime()}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.type);
    return c.body(new Uint8Array(image.bytes) as Uint8Array<ArrayBuffer>);
  });
}
