import { ERROR_CODE_HEADER } from '@kizuna/api-client/contract';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { clientAddress } from '../../http/clientAddress.js';
import type { AppDeps } from '../../http/Handler.js';
import { isAddressAllowed } from '../../http/ipAllowList.js';
import { findActiveSession, SESSION_COOKIE } from '../auth/index.js';
import { ExternalContactsError } from '../externalContacts/index.js';
import { loadPrincipal, type Principal } from '../principal/index.js';
import { readableCardContact } from './cardContact.js';

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
  return c.json({ code, message: status === 401 ? 'this image needs a session' : 'no such card' }, status);
}

type Kind = 'thumbnail' | 'image' | 'original';

/**
 * `/front/bizcardImage/thumbnail/{id}`, `/front/bizcardImage/{id}` and
 * `/front/bizcardImage/original/{id}` (001 §2): a contact's business card for `<img>` elements (a
 * session cookie, no XSRF header). The thumbnail fits 320 px; the image is the stored card
 * (upright, cropped) shown in the page; original is the same file as a download. The contact's
 * folder rules apply: another tenant's contact, one the user cannot read and one without a card
 * all answer 404 alike.
 */
export function registerBizcardImageRoutes(app: Hono, deps: AppDeps): void {
  async function serve(c: Context, kind: Kind, idText: string) {
    const principal = await principalOf(c, deps);
    if (!principal) return refuse(c, 401, 'UNAUTHORIZED');
    const contactId = parseNumericId(idText);
    if (contactId === undefined) return refuse(c, 404, 'EXTERNAL_CONTACT_NOT_FOUND');
    try {
      await readableCardContact(deps.db, principal, contactId);
    } catch (error) {
      if (error instanceof ExternalContactsError) return refuse(c, 404, 'EXTERNAL_CONTACT_NOT_FOUND');
      throw error;
    }
    const cards = deps.db
      .selectFrom('external_contact_images')
      .where('tenant_id', '=', principal.tenant.id)
      .where('contact_id', '=', contactId)
      .where('kind', '=', 'BIZCARD');
    // Only the bytes asked for are read: a card photo may be tens of megabytes.
    const image =
      kind === 'thumbnail'
        ? await cards
            .select(['thumbnail as bytes', 'thumbnail_type as type', 'updated_at'])
            .executeTakeFirst()
        : await cards.select(['original as bytes', 'original_type as type', 'updated_at']).executeTakeFirst();
    if (!image) return refuse(c, 404, 'BIZCARD_IMAGE_MISSING');
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const etag = `"bizcard-${contactId}-${kind}-${new Date(image.updated_at).getTime()}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.type);
    if (kind === 'original') {
      const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
      c.header('Content-Disposition', `attachment; filename="bizcard-${contactId}.${extension}"`);
    }
    return c.body(new Uint8Array(image.bytes) as Uint8Array<ArrayBuffer>);
  }

  app.get('/front/bizcardImage/thumbnail/:contactId', (c) => serve(c, 'thumbnail', c.req.param('contactId')));
  app.get('/front/bizcardImage/original/:contactId', (c) => serve(c, 'original', c.req.param('contactId')));
  app.get('/front/bizcardImage/:contactId', (c) => serve(c, 'image', c.req.param('contactId')));
}
