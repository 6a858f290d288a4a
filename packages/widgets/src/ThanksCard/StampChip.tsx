import type { ThanksStamp } from '@kizuna/api-client';
import { STAMP_COLORS } from '@kizuna/ui';

/** A stamp as a chip: its heading on its colour (the app adds the stamp's icon; the widget stays small). */
export function StampChip({ stamp }: { stamp: Pick<ThanksStamp, 'heading' | 'color'> }) {
  return (
    <span className="kz-ThanksCard-stamp" style={{ backgroundColor: STAMP_COLORS[stamp.color] }}>
      {stamp.heading}
    </span>
  );
}
