import type { FloorType } from '@kizuna/api-client/contract';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { adminFloorTypes, readFloorImage, visibleFloorTypes } from './floorStore.js';
import { PlacesError } from './PlacesError.js';

/**
 * Floor images for `<img>` elements (session cookie, no XSRF header), kept as PNG:
 * `/front/floorImage/{floorId}` for any floor the person may see on the maps or set up as an
 * administrator, and `/front/exBeacon/floorImage/{floorId}` (001 §7 `GET /exBeacon/floorImage/{id}`)
 * for beacon floors. Revalidated by ETag (304 while unchanged). Another tenant's floor, one of a
 * type the person may not see and one without an image all answer 404 alike.
 */
export function registerFloorImageRoutes(app: Hono, deps: AppDeps): void {
  async function serve(c: Context, principal: Principal, types: readonly FloorType[]) {
    const floorId = parseNumericId(c.req.param('floorId'));
    const image =
      floorId === undefined ? undefined : await readFloorImage(deps.db, principal.tenant.id, floorId, types);
    if (!image) throw new PlacesError('FLOOR_IMAGE_NOT_FOUND', 'no such floor image');
    c.header('Cache-Control', 'private, no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    const etag = `"floor-${floorId}-${image.version}"`;
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'image/png');
    c.header('Content-Length', String(image.body.byteSize));
    return c.body(image.body.stream);
  }

  app.get(
    '/front/floorImage/:floorId',
    cookieImageRoute(deps, (c, principal) =>
      serve(c, principal, [
        ...new Set([...visibleFloorTypes(principal.capability), ...adminFloorTypes(principal.capability)]),
      ]),
    ),
  );
  app.get(
    '/front/exBeacon/floorImage/:floorId',
    cookieImageRoute(deps, (c, principal) =>
      serve(c, principal, principal.capability.tenantFeatures.includes('EX_BEACON') ? ['EX_BEACON'] : []),
    ),
  );
}
