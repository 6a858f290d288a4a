import { Icon } from '@kizuna/ui';
import { useState } from 'react';

export interface ContactFaceProps {
  /** Origin of the Kizuna server; empty for the page's own origin. */
  baseUrl: string;
  userId: number;
}

/** The person's face thumbnail; decorative, since the name is always next to it. */
export function ContactFace({ baseUrl, userId }: ContactFaceProps) {
  const [failedFor, setFailedFor] = useState<number | undefined>(undefined);
  if (failedFor === userId) {
    return (
      <span className="kz-ContactSearch-face" data-fallback="">
        <Icon name="user" size={20} />
      </span>
    );
  }
  return (
    <img
      className="kz-ContactSearch-face"
      src={`${baseUrl.replace(/\/+$/, '')}/front/faceImage/thumbnail/${userId}`}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      onError={() => setFailedFor(userId)}
    />
  );
}
