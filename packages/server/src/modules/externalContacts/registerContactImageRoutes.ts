import { parseNumericId } from '@kizuna/api-client/validation';
import type { Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { ExternalContactsError } from './ExternalContactsError.js';
import { readableContactOfAnyType } from './externalContactsHandlers.js';
import { readContactImage } from './externalContactsStore.js';

/**
 * `/front/contactImage/{thumbnail|original}/{contactId}`: an external contact's photo, for
 * `<img>` elements (a session cookie, no XSRF header). The folder rules of the contact apply: a
 * contact the user cannot read, one of another tenant, and one without a photo all answer 404
 * alike. The thumbnail is the square one made on upload or import.
 */
export function registerContactImageRoutes(app: Hono, deps: AppDeps): void {
  const serve = cookieImageRoute(deps, async (c, principal) => {
    const kind = c.req.param('kind');
    const contactId = parseNumericId(c.req.param('contactId') ?? '');
    if (contactId === undefined) {
      throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', 'no such photo');
    }
    try {
      await readableContactOfAnyType(deps.db, principal, contactId);
    } catch (error) {
      if (error instanceof ExternalContactsError) {
        throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', 'no such photo');
      }
      throw error;
    }
    const image = await readContactImage(
      deps.db,
      principal.tenant.id,
      contactId,
      'PHOTO',
      kind === 'thumbnail' ? 'thumbnail' : 'original',
    );
    if (!image) throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', 'no such photo');
    // Private: the photo belongs to a folder of a signed-in tenant; revalidated so a change shows at once.
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const etag = `"${contactId}-${kind}-${new Date(image.updated_at).getTime()}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', image.type);
    c.header('Content-Length', String(image.body.byteSize));
    return c.body(image.body.stream);
  });
  app.get('/front/contactImage/:kind/:contactId', (c) => {
    const kind = c.req.param('kind');
    if (kind !== 'thumbnail' && kind !== 'original') throw new RequestError('NOT_FOUND', 'no such photo');
    return serve(c);
  });
}
