import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

export const UserIdParamsSchema = v.object({ userId: IdParamSchema });

/**
 * Multipart body of a face image upload. The server also checks the content (GIF, JPEG or PNG by
 * its signature), the extension (gif, jpeg, jpg, png) and the size (≤ the multipart maximum).
 */
export const FaceImageUploadBodySchema = v.object({ file: v.instance(Blob) });

/** A pixel offset or length in a multipart field (text) or a typed caller's number. */
const PixelSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^(0|[1-9][0-9]{0,5})$/),
  v.transform(Number),
);

/**
 * A face upload of one's own: the image and, optionally, the square to keep (in pixels of the
 * image as shown upright, left and top from its corner). Without a square the middle is kept.
 */
export const FaceImageCropUploadBodySchema = v.object({
  file: v.instance(Blob),
  cropLeft: v.optional(PixelSchema),
  cropTop: v.optional(PixelSchema),
  cropSize: v.optional(v.pipe(PixelSchema, v.minValue(1))),
});

export const FaceImageSchema = v.object({
  userId: IdSchema,
  hasFaceImage: v.boolean(),
  updatedAt: v.nullable(DateTimeSchema),
  /** Paths of the images under the app, e.g. `/front/faceImage/thumbnail/12`. */
  thumbnailPath: v.string(),
  originalPath: v.string(),
});

export type FaceImageUploadBody = v.InferOutput<typeof FaceImageUploadBodySchema>;
export type FaceImageCropUploadBody = v.InferOutput<typeof FaceImageCropUploadBodySchema>;
export type FaceImage = v.InferOutput<typeof FaceImageSchema>;
