import { API_PREFIX_BROWSER } from '@kizuna/api-client/contract';
import { CAPABILITY_RULES } from '@kizuna/api-client/rules';
import { parseNumericId } from '@kizuna/api-client/validation';
import type { Context, Hono } from 'hono';
import { cookieImageRoute } from '../../http/cookieImageRoute.js';
import type { AppDeps } from '../../http/Handler.js';
import { AuthError } from '../auth/index.js';
import { createDatabaseFaceImageStore, faceImageTag, sendFaceImage } from '../faceImages/index.js';
import type { Principal } from '../principal/index.js';
import { TalkError } from './TalkError.js';
import { findMembership, loadFile } from './talkStore.js';

const REFUSED = 'no such file in the user’s rooms';
const NO_FACE = 'no such participant in the user’s rooms';
const INLINE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** `filename*` of RFC 6266 (UTF-8, percent-encoded) with an ASCII fallback. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Refuses anyone but a participant of the room who may talk (404 for the room, 403 without talk). */
async function requireParticipant(deps: AppDeps, principal: Principal, roomId: number, refused: string) {
  if (!(await findMembership(deps.db, principal.tenant.id, roomId, principal.user.id)))
    throw new TalkError('TALK_ROOM_NOT_FOUND', refused);
  // Admins are in no room; one who was before becoming one is refused.
  if (!CAPABILITY_RULES.talk(principal.capability)) throw new AuthError('FORBIDDEN', refused);
}

/**
 * `GET /api/browser/gotalk/room/{roomId}/message/{messageId}/file` and `.../fileThumbnail` (002
 * §7): a message's file for the room's participants, with the session cookie like the other image
 * routes. Only an image (by its content) is shown inline; everything else downloads, and nothing
 * is sniffed into something the browser would run. And `.../participant/{userId}/faceImage`: a
 * participant's face thumbnail for the others of the room.
 */
export function registerTalkFileRoutes(app: Hono, deps: AppDeps): void {
  const route = (kind: 'file' | 'thumbnail') =>
    cookieImageRoute(
      deps,
      async (c: Context, principal) => {
        const roomId = parseNumericId(c.req.param('talkRoomId') ?? '');
        const messageId = parseNumericId(c.req.param('talkMessageId') ?? '');
        if (roomId === undefined || messageId === undefined)
          throw new TalkError('TALK_MESSAGE_NOT_FOUND', REFUSED);
        await requireParticipant(deps, principal, roomId, REFUSED);
        const file = await loadFile(deps.db, principal.tenant.id, roomId, messageId, kind);
        if (!file) throw new TalkError('TALK_MESSAGE_NOT_FOUND', REFUSED);
        const type = kind === 'thumbnail' ? 'image/jpeg' : file.mimeType;
        const inline = INLINE_TYPES.includes(type);
        // Read piece by piece as the client takes it (db/storedFiles.ts).
        return c.body(file.body.stream, 200, {
          'Content-Type': type,
          'Content-Length': String(file.body.byteSize),
          'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          // A file never changes; a removed one stops being served within the hour even from caches.
          'Cache-Control': 'private, max-age=3600',
        });
      },
      REFUSED,
    );
  const base = `${API_PREFIX_BROWSER}/gotalk/room/:talkRoomId/message/:talkMessageId`;
  app.get(`${base}/file`, route('file'));
  app.get(`${base}/fileThumbnail`, route('thumbnail'));

  // `GET .../participant/{userId}/faceImage`: a participant's face thumbnail, for the others of the
  // room only, cached and defaulted as the directory's face images are.
  const faces = createDatabaseFaceImageStore(deps.db);
  app.get(
    `${API_PREFIX_BROWSER}/gotalk/room/:talkRoomId/participant/:userId/faceImage`,
    cookieImageRoute(
      deps,
      async (c: Context, principal) => {
        const roomId = parseNumericId(c.req.param('talkRoomId') ?? '');
        const userId = parseNumericId(c.req.param('userId') ?? '');
        if (roomId === undefined || userId === undefined) throw new TalkError('TALK_ROOM_NOT_FOUND', NO_FACE);
        await requireParticipant(deps, principal, roomId, NO_FACE);
        const tenantId = principal.tenant.id;
        if (!(await findMembership(deps.db, tenantId, roomId, userId)))
          throw new TalkError('TALK_ROOM_NOT_FOUND', NO_FACE);
        const image = await faces.get(tenantId, userId, 'thumbnail');
        return sendFaceImage(c, image, faceImageTag(userId, 'thumbnail'));
      },
      NO_FACE,
    ),
  );
}
