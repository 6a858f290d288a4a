import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { FaceImageSchema, FaceImageUploadBodySchema, UserIdParamsSchema } from '../schemas/faceImageSchemas';

/**
 * Face images (002 §7 settings). The images themselves are served under `/front/faceImage/...`.
 * A user may replace their own; admins of users or internal contacts anyone's of the tenant.
 */
export const faceImagesEndpoints = withErrors(errorCodesOf('internalContacts'), {
  upload: defineEndpoint({
    method: 'POST',
    path: '/settings/user/faceImage/:userId',
    summary: 'Upload a face image (GIF, JPEG or PNG, ≤ 30 MB); a thumbnail is made from it',
    params: UserIdParamsSchema,
    body: FaceImageUploadBodySchema,
    response: FaceImageSchema,
    capability: { kind: 'session' },
    multipart: true,
  }),
});
