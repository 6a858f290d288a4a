import { useState } from 'react';
import { Icon } from '@kizuna/ui';

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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = original ? `/front/faceImage/${userId}` : `/front/faceImage/thumbnail/${userId}`;
  if (failedSrc === src) {
    return (
      <span
        className="kz-face kz-face--placeholder"
        style={{ width: size, height: size }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="user" size={Math.round(size * 0.6)} />
      </span>
    );
  }
  return (
    <img
      className="kz-face"
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
