import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { ExternalContactsError, readContactImage } from '../externalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { BusinessCardsError } from './BusinessCardsError.js';
import { readableCardContact } from './cardContact.js';

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
  async function serve(c: Context, principal: Principal, kind: Kind, idText: string) {
    const contactId = parseNumericId(idText);
    if (contactId === undefined) {
      throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', 'no such card');
    }
    try {
      await readableCardContact(deps.db, principal, contactId);
    } catch (error) {
      if (error instanceof ExternalContactsError) {
        throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', 'no such card');
      }
      throw error;
    }
    const image = await readContactImage(
      deps.db,
      principal.tenant.id,
      contactId,
      'BIZCARD',
      kind === 'thumbnail' ? 'thumbnail' : 'original',
    );
    if (!image) throw new BusinessCardsError('BIZCARD_IMAGE_MISSING', 'no such card');
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
    c.header('Content-Length', String(image.body.byteSize));
    return c.body(image.body.stream);
  }

  const route = (kind: Kind) =>
    cookieImageRoute(deps, (c, principal) => serve(c, principal, kind, c.req.param('contactId') ?? ''));
  app.get('/front/bizcardImage/thumbnail/:contactId', route('thumbnail'));
  app.get('/front/bizcardImage/original/:contactId', route('original'));
  app.get('/front/bizcardImage/:contactId', route('image'));
}
