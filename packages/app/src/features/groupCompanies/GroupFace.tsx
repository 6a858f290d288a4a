import { useState } from 'react';
import { Icon } from '@kizuna/ui';

export interface GroupFaceProps {
  /** The thumbnail path the server gave; null when the person has no face image. */
  src: string | null;
  /** @default 32 */
  size?: number;
}

/** A group-company person's face thumbnail beside their name (decorative), or a neutral silhouette. */
export function GroupFace({ src, size = 32 }: GroupFaceProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span className="kz-face kz-face--placeholder" style={{ width: size, height: size }} aria-hidden="true">
        <Icon name="user" size={Math.round(size * 0.6)} />
      </span>
    );
  }
  return (
    <img
      className="kz-face"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
