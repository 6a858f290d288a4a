export { FaceImagesError, type FaceImagesErrorCode } from './FaceImagesError.js';
export {
  DEFAULT_FACE_IMAGE_SVG,
  detectImageKind,
  exceedsPixelLimit,
  IMAGE_MAX_PIXELS,
  prepareImages,
  readImageUpload,
  type ImageKind,
} from './faceImageContent.js';
export { faceImagesHandlers } from './faceImagesHandlers.js';
export { createDatabaseFaceImageStore } from './FaceImageStore.js';
export { registerFaceImageRoutes } from './registerFaceImageRoutes.js';
export { faceImageTag, sendFaceImage } from './sendFaceImage.js';
