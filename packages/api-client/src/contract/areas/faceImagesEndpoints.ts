import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  FaceImageCropUploadBodySchema,
  FaceImageSchema,
  UserIdParamsSchema,
} from '../schemas/faceImageSchemas';

/**
 * Face images (002 §7 settings). The images themselves are served under `/front/faceImage/...`.
 * A user may replace or remove their own; admins of users or internal contacts anyone's of the tenant.
 */
export const faceImagesEndpoints = withErrors(errorCodesOf('internalContacts'), {
  show: defineEndpoint({
    method: 'GET',
    path: '/settings/user/faceImage/:userId',
    summary: 'Whether the person has a face image, and since when; for the face image section of a profile',
    params: UserIdParamsSchema,
    response: FaceImageSchema,
    capability: { kind: 'session' },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/settings/user/faceImage/:userId',
    summary:
      'Upload a face image (GIF, JPEG or PNG, ≤ 30 MB, checked by content); a square thumbnail is made from the chosen square',
    params: UserIdParamsSchema,
    body: FaceImageCropUploadBodySchema,
    response: FaceImageSchema,
    capability: { kind: 'session' },
    multipart: true,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/settings/user/faceImage/:userId',
    summary: 'Remove the face image; the default silhouette shows again',
    params: UserIdParamsSchema,
    response: FaceImageSchema,
    capability: { kind: 'session' },
  }),
});
