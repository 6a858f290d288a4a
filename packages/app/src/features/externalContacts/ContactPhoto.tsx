import { FaceImage } from '../../shared/FaceImage';

export interface ContactPhotoProps {
  contactId: number;
  /** When the photo last changed; null when the contact has none (nothing is requested then). */
  photoUpdatedAt: string | null;
  /** Accessible text; empty when the name is right beside the photo. */
  alt: string;
  /** @default 32 */
  size?: number;
  /** The photo as uploaded instead of the square thumbnail. @default false */
  original?: boolean;
}

/**
 * An external contact's photo from `/front/contactImage/{thumbnail|original}/{contactId}`, the
 * change time in the address so a new photo shows at once. Without a photo, or when it cannot be
 * loaded, a neutral silhouette keeps the place.
 */
export function ContactPhoto({
  contactId,
  photoUpdatedAt,
  alt,
  size = 32,
  original = false,
}: ContactPhotoProps) {
  const kind = original ? 'original' : 'thumbnail';
  const src = photoUpdatedAt
    ? `/front/contactImage/${kind}/${contactId}?v=${encodeURIComponent(photoUpdatedAt)}`
    : null;
  return <FaceImage src={src} alt={alt} size={size} fitWithin={original} className="kz-ext-photo" />;
}
