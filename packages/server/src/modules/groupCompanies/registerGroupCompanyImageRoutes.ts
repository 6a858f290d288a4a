import { API_PREFIX_BROWSER } from '@kizuna/api-client/contract';
import { CAPABILITY_RULES } from '@kizuna/api-client/rules';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { AuthError } from '../auth/index.js';
import { createDatabaseFaceImageStore, sendFaceImage } from '../faceImages/index.js';
import { InternalContactsError } from '../internalContacts/index.js';
import { linkedTenants } from './groupAccess.js';
import { GroupCompaniesError } from './GroupCompaniesError.js';
import { isVisibleGroupPerson } from './groupCompaniesStore.js';
import { groupVisibilityOf } from './groupVisibility.js';

const REFUSED = 'no such face image for the user';

/**
 * `GET /api/browser/groupCompanies/{id}/faceImageThumbnail/{userId}` (001 §2): the face thumbnail
 * of a person of a linked tenant, under the same rules as the group directory (401, 403 without
 * the features, 404 for an unlinked tenant or someone the group directory does not show). People
 * without an image get the default picture.
 */
export function registerGroupCompanyImageRoutes(app: Hono, deps: AppDeps): void {
  const store = createDatabaseFaceImageStore(deps.db);
  const serve = cookieImageRoute(
    deps,
    async (c, principal) => {
      if (!CAPABILITY_RULES.groupCompanies(principal.capability)) throw new AuthError('FORBIDDEN', REFUSED);
      const groupTenantId = parseNumericId(c.req.param('groupTenantId') ?? '');
      const userId = parseNumericId(c.req.param('userId') ?? '');
      if (groupTenantId === undefined || userId === undefined) {
        throw new GroupCompaniesError('GROUP_COMPANY_NOT_FOUND', REFUSED);
      }
      const [linked] = await linkedTenants(deps.db, principal.tenant.id, groupTenantId);
      if (!linked) throw new GroupCompaniesError('GROUP_COMPANY_NOT_FOUND', REFUSED);
      const visibility = await groupVisibilityOf(deps.db, groupTenantId);
      const person = await isVisibleGroupPerson(deps.db, groupTenantId, userId, visibility);
      if (!person) throw new InternalContactsError('CONTACT_NOT_FOUND', REFUSED);
      const image = await store.get(groupTenantId, userId, 'thumbnail');
      return sendFaceImage(c, image, (updatedAt) => `"g${groupTenantId}-${userId}-${updatedAt.getTime()}"`);
    },
    REFUSED,
  );
  app.get(`${API_PREFIX_BROWSER}/groupCompanies/:groupTenantId/faceImageThumbnail/:userId`, serve);
}
