import { clsx } from 'clsx';

/** What a presence status means for someone about to call; each kind has a glyph of its own. */
export type PresenceKind = 'available' | 'busy' | 'away' | 'offline' | 'unknown';

/** One glyph per kind, so the shape tells what the colour tells. */
const GLYPHS: Record<PresenceKind, string> = {
  available: 'M5 12.5l4.5 4.5L19 7.5',
  busy: 'M6 12h12',
  away: 'M12 6v6l4 2',
  offline: 'M7 7l10 10M17 7L7 17',
  unknown: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
};

export interface PresenceIndicatorProps {
  /** The kind of status: chooses the glyph and its colour. */
  kind: PresenceKind;
  /** The status in words: shown beside the icon, or the icon's accessible name when compact. */
  label: string;
  /** Only the icon, with the label as its accessible name (tight table cells). @default false */
  compact?: boolean;
  /** Extra class name. */
  className?: string;
}

/**
 * A presence status as an icon in a shape of its own plus its name; never by colour alone.
 * State: `data-presence` (the kind).
 */
export function PresenceIndicator({ kind, label, compact = false, className }: PresenceIndicatorProps) {
  return (
    <span className={clsx('kz-PresenceIndicator', className)} data-presence={kind}>
      <svg
        className="kz-PresenceIndicator-icon"
        viewBox="0 0 24 24"
        width={16}
        height={16}
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(compact ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        <circle cx="12" cy="12" r="10" strokeWidth={1.5} />
        <path d={GLYPHS[kind]} />
      </svg>
      {!compact && <span className="kz-PresenceIndicator-text">{label}</span>}
    </span>
  );
}
