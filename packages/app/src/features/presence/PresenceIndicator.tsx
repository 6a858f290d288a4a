import type { PresenceStatus } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';

type Shape = 'available' | 'busy' | 'away' | 'offline' | 'unknown';

const SHAPES: Record<PresenceStatus, Shape> = {
  AVAILABLE: 'available',
  BUSY: 'busy',
  DO_NOT_DISTURB: 'busy',
  IN_A_MEETING: 'busy',
  IN_A_CALL: 'busy',
  PRESENTING: 'busy',
  BE_RIGHT_BACK: 'away',
  AWAY: 'away',
  OUT_OF_OFFICE: 'away',
  OFFWORK: 'offline',
  OFFLINE: 'offline',
  UNKNOWN: 'unknown',
};

/** One glyph per kind of status, so the shape tells what the colour tells. */
const GLYPHS: Record<Shape, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  busy: 'M6 12h12',
  away: 'M12 6v6l4 2',
  offline: 'M7 7l10 10M17 7L7 17',
  unknown: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
};

export interface PresenceIndicatorProps {
  status: PresenceStatus;
  /** Only the icon, with the status as its accessible name (tight table cells). @default false */
  compact?: boolean;
}

/** A presence status as an icon in a shape of its own plus its name; never by colour alone. */
export function PresenceIndicator({ status, compact = false }: PresenceIndicatorProps) {
  const { t } = useTranslation();
  const shape = SHAPES[status];
  const text = t(`internalContacts.presence.${status}`);
  return (
    <span className="kz-presence" data-presence={shape}>
      <svg
        className="kz-presence__icon"
        viewBox="0 0 24 24"
        width={16}
        height={16}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(compact ? { role: 'img', 'aria-label': text } : { 'aria-hidden': true })}
      >
        <circle cx="12" cy="12" r="10" strokeWidth={1.5} />
        <path d={GLYPHS[shape]} />
      </svg>
      {!compact && <span className="kz-presence__text">{text}</span>}
    </span>
  );
}
