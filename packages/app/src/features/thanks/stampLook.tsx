import './thanks.css';
import type { ThanksStamp, ThanksStampIcon } from '@kizuna/api-client/contract';
import { STAMP_COLORS } from '@kizuna/ui';
import {
  Award,
  BicepsFlexed,
  Coffee,
  Crown,
  Flower2,
  Gift,
  Handshake,
  Heart,
  Lightbulb,
  PartyPopper,
  Rocket,
  Smile,
  Sparkle,
  Sparkles,
  Star,
  Sun,
  ThumbsUp,
  Trophy,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

// The colours are shared with the thanks card widget.
export { STAMP_COLORS, bandBackground } from '@kizuna/ui';

/** How each stamp icon is drawn. */
export const STAMP_ICONS: Record<ThanksStampIcon, LucideIcon> = {
  THUMBS_UP: ThumbsUp,
  BLINK: Sparkle,
  HEART: Heart,
  STAR: Star,
  SMILE: Smile,
  CLAP: PartyPopper,
  TROPHY: Trophy,
  FLOWER: Flower2,
  SUN: Sun,
  ROCKET: Rocket,
  LIGHT_BULB: Lightbulb,
  HANDSHAKE: Handshake,
  CROWN: Crown,
  GIFT: Gift,
  COFFEE: Coffee,
  SPARKLES: Sparkles,
  MUSCLE: BicepsFlexed,
};

/**
 * A stamp as a chip: its icon (or the tenant's own image for it, from Kizuna's origin) and heading
 * on its colour.
 */
export function StampChip({
  stamp,
}: {
  stamp: Pick<ThanksStamp, 'heading' | 'color' | 'icon'> & { iconUrl?: string | null };
}) {
  const StampIcon = STAMP_ICONS[stamp.icon] ?? Award;
  return (
    <span className="kz-thanks-stamp" style={{ backgroundColor: STAMP_COLORS[stamp.color] }}>
      {stamp.iconUrl ? (
        <img className="kz-thanks-stamp__image" src={stamp.iconUrl} alt="" width={16} height={16} />
      ) : (
        <StampIcon aria-hidden="true" size={14} />
      )}
      {stamp.heading}
    </span>
  );
}
