import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

export const UserIdParamsSchema = v.object({ userId: IdParamSchema });

/**
 * Multipart body of a face image upload. The server also checks the content (GIF, JPEG or PNG by
 * its signature), the extension (gif, jpeg, jpg, png) and the size (≤ the multipart maximum).
 */
export const FaceImageUploadBodySchema = v.object({ file: v.instance(Blob) });

export const FaceImageSchema = v.object({
  userId: IdSchema,
  hasFaceImage: v.boolean(),
  updatedAt: v.nullable(DateTimeSchema),
  /** Paths of the images under the app, e.g. `/front/faceImage/thumbnail/12`. */
  thumbnailPath: v.string(),
  originalPath: v.string(),
});

export type FaceImageUploadBody = v.InferOutput<typeof FaceImageUploadBodySchema>;
export type FaceImage = v.InferOutput<typeof FaceImageSchema>;
