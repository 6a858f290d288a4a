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

/** A stamp as a chip: its icon and heading on its colour. */
export function StampChip({ stamp }: { stamp: Pick<ThanksStamp, 'heading' | 'color' | 'icon'> }) {
  const StampIcon = STAMP_ICONS[stamp.icon] ?? Award;
  return (
    <span className="kz-thanks-stamp" style={{ backgroundColor: STAMP_COLORS[stamp.color] }}>
      <StampIcon aria-hidden="true" size={14} />
      {stamp.heading}
    </span>
  );
}
