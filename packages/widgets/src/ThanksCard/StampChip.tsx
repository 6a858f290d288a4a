import type { ThanksStamp } from '@kizuna/api-client';
import { STAMP_COLORS } from '@kizuna/ui';
import { useState } from 'react';
import { useKizunaBaseUrl } from '../client/KizunaClientProvider';

/**
 * A stamp as a chip: its heading on its colour, after the tenant's own image for it when it has one
 * (the app also draws the built-in icons; the widget stays small). An image that cannot be loaded
 * (no session on Kizuna's origin) leaves the heading alone.
 */
export function StampChip({
  stamp,
}: {
  stamp: Pick<ThanksStamp, 'heading' | 'color'> & { iconUrl?: string | null };
}) {
  const baseUrl = useKizunaBaseUrl();
  const [failed, setFailed] = useState(false);
  return (
    <span className="kz-ThanksCard-stamp" style={{ backgroundColor: STAMP_COLORS[stamp.color] }}>
      {stamp.iconUrl && !failed && (
        <img
          className="kz-ThanksCard-stampImage"
          src={stamp.iconUrl.startsWith('/') ? `${baseUrl}${stamp.iconUrl}` : stamp.iconUrl}
          alt=""
          width={16}
          height={16}
          onError={() => setFailed(true)}
        />
      )}
      {stamp.heading}
    </span>
  );
}
