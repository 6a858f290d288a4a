import { useWidgetMessages } from '../i18n/useWidgetMessages';
import type { PresenceStatus } from './presenceStatus';
import { presenceMessageKey, presenceTone } from './presenceStatus';
import type { PresenceTone } from './presenceStatus';

export interface PresenceIndicatorProps {
  /** The status to show. */
  status: PresenceStatus;
  /** Extra class name. */
  className?: string;
}

// Each tone has its own shape, so the status reads without colour (and the text says it anyway).
const GLYPHS: Record<PresenceTone, string> = {
  available: 'M4.5 8.2l2.3 2.3 4.7-4.8',
  busy: '',
  dnd: 'M4.5 8h7',
  away: 'M8 4.5V8l2.5 1.5',
  out: 'M11 8H5m2.5-2.5L5 8l2.5 2.5',
  offline: 'M5.5 5.5l5 5m0-5l-5 5',
  unknown: 'M6.2 6.3a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.3M8 11.4v.1',
};

const HOLLOW = new Set<PresenceTone>(['offline', 'unknown']);

/** A presence status as icon plus text: the shape and the words carry it, colour only adds to it. */
export function PresenceIndicator({ status, className }: PresenceIndicatorProps) {
  const t = useWidgetMessages();
  const tone = presenceTone(status);
  const glyph = GLYPHS[tone];
  return (
    <span
      className={className ? `kz-Presence ${className}` : 'kz-Presence'}
      data-status={status}
      data-tone={tone}
    >
      <svg
        className="kz-Presence-icon"
        viewBox="0 0 16 16"
        width={14}
        height={14}
        aria-hidden="true"
        focusable="false"
      >
        <circle
          cx="8"
          cy="8"
          r="6.5"
          className={HOLLOW.has(tone) ? 'kz-Presence-ring' : 'kz-Presence-disc'}
          strokeWidth="1.5"
        />
        {glyph && (
          <path
            d={glyph}
            className={HOLLOW.has(tone) ? 'kz-Presence-mark-hollow' : 'kz-Presence-mark'}
            fill="none"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span className="kz-Presence-text">{t(presenceMessageKey(status))}</span>
    </span>
  );
}
