import { useState } from 'react';
import { Icon } from '@kizuna/ui';

export interface FaceImageProps {
  /** Where the image is; null when the person has none (nothing is requested then). */
  src: string | null;
  /** Accessible text; empty when the name is right beside the image. */
  alt: string;
  /** @default 32 */
  size?: number;
  /** The image keeps its own proportions within `size` instead of filling a square. @default false */
  fitWithin?: boolean;
  /** The class of the image; the silhouette adds `<className>--placeholder`. @default 'kz-face' */
  className?: string;
}

/**
 * A face or contact photo beside a name. Without an image, or when it cannot be loaded, a neutral
 * silhouette keeps the row's shape.
 */
export function FaceImage({ src, alt, size = 32, fitWithin = false, className = 'kz-face' }: FaceImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${className} ${className}--placeholder`}
        style={{ width: size, height: size }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <Icon name="user" size={Math.round(size * 0.6)} />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={fitWithin ? undefined : size}
      height={fitWithin ? undefined : size}
      style={fitWithin ? { maxWidth: size, maxHeight: size } : undefined}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
