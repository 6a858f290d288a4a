import { FaceImage } from './FaceImage';
import { selectFaceVersion, useFaceImageVersionStore } from './faceImageVersionStore';

export interface FaceThumbnailProps {
  userId: number;
  /** Accessible text; empty when the name is right beside the image. */
  alt: string;
  /** @default 32 */
  size?: number;
  /** The full-size image instead of the thumbnail. @default false */
  original?: boolean;
}

/**
 * A person's face image. The server answers a default image for people without one; should even
 * that fail, a neutral silhouette keeps the row's shape.
 */
export function FaceThumbnail({ userId, alt, size = 32, original = false }: FaceThumbnailProps) {
  const version = useFaceImageVersionStore(selectFaceVersion(userId));
  const path = original ? `/front/faceImage/${userId}` : `/front/faceImage/thumbnail/${userId}`;
  const src = version === undefined ? path : `${path}?v=${version}`;
  return <FaceImage src={src} alt={alt} size={size} />;
}
