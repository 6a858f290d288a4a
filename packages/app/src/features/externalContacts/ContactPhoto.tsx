import { useState } from 'react';
import { Icon } from '@kizuna/ui';

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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const kind = original ? 'original' : 'thumbnail';
  const src = photoUpdatedAt
    ? `/front/contactImage/${kind}/${contactId}?v=${encodeURIComponent(photoUpdatedAt)}`
    : null;
  if (!src || failedSrc === src) {
    return (
      <span
        className="kz-ext-photo kz-ext-photo--placeholder"
        style={{ width: size, height: size }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="user" size={Math.round(size * 0.6)} />
      </span>
    );
  }
  return (
    <img
      className="kz-ext-photo"
      src={src}
      alt={alt}
      width={original ? undefined : size}
      height={original ? undefined : size}
      style={original ? { maxWidth: size, maxHeight: size } : undefined}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
