import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import type { Principal } from '../principal/index.js';
import { createDatabaseFaceImageStore, isPersonOfTenant } from './FaceImageStore.js';
import { faceImageTag, sendFaceImage } from './sendFaceImage.js';

/**
 * `/front/faceImage/...` (spec 001 §2) and `/front/thanks/faceImage/thumbnail/{id}` (002 §2): the
 * signed-in user's thumbnail, and anyone's of the same tenant by id. People without an image get
 * a default one; other tenants' ids answer 404.
 */
export function registerFaceImageRoutes(app: Hono, deps: AppDeps): void {
  const store = createDatabaseFaceImageStore(deps.db);

  async function serve(
    c: Context,
    principal: Principal,
    userIdText: string | null,
    kind: 'original' | 'thumbnail',
  ) {
    let userId = principal.user.id;
    if (userIdText !== null) {
      const id = parseNumericId(userIdText);
      if (id === undefined) throw new RequestError('NOT_FOUND', 'no such person');
      userId = id;
      const person = await isPersonOfTenant(deps.db, principal.tenant.id, userId);
      if (!person) throw new RequestError('NOT_FOUND', 'no such person');
    }
    const image = await store.get(principal.tenant.id, userId, kind);
    return sendFaceImage(c, image, faceImageTag(userId, kind));
  }

  const route = (byId: boolean, kind: 'original' | 'thumbnail') =>
    cookieImageRoute(deps, (c, principal) =>
      serve(c, principal, byId ? (c.req.param('userId') ?? '') : null, kind),
    );
  app.get('/front/faceImage/thumbnail', route(false, 'thumbnail'));
  app.get('/front/faceImage/thumbnail/:userId', route(true, 'thumbnail'));
  // The thanks pages' path for the same thumbnails (spec 002 §2).
  app.get('/front/thanks/faceImage/thumbnail/:userId', route(true, 'thumbnail'));
  app.get('/front/faceImage/:userId', route(true, 'original'));
}
