import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/Icon';

/** The states a phone line is shown in; the phone systems' own names map onto these. */
export type CallStatusState = 'DISCONNECTED' | 'IDLE' | 'CALLING' | 'RINGING' | 'TALKING' | 'HELD';

const ICONS: Record<CallStatusState, IconName> = {
  DISCONNECTED: 'phoneOff',
  IDLE: 'phone',
  CALLING: 'phoneOutgoing',
  RINGING: 'phoneIncoming',
  TALKING: 'phone',
  HELD: 'pause',
};

export interface CallStatusProps {
  /** The line's state: chosen icon and the `data-state` styling hook. */
  state: CallStatusState;
  /** The state in words, in the user's language (呼出中, 通話中, 保留中 …); never colour alone. */
  label: string;
  /**
   * When the line entered this state (ms since the epoch): a running timer counts from it.
   * Without it, no timer is shown. @default null
   */
  since?: number | null;
  /** Size of the text and icon; `compact` for the small line-idle indicator. @default 'regular' */
  size?: 'regular' | 'compact';
  /** Extra class name. */
  className?: string;
}

/** Elapsed time as a phone shows it: `0:07`, `12:34`, `1:02:03`. */
export function formatCallDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function useElapsedSeconds(since: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : (now - since) / 1000;
}

/**
 * A phone line's state as an icon and words, with a running timer since the state began. The
 * timer is a `timer` region (not announced every second); the words carry the meaning.
 * State: `data-state`.
 */
export function CallStatus({ state, label, since = null, size = 'regular', className }: CallStatusProps) {
  const elapsed = useElapsedSeconds(since);
  return (
    <span className={clsx('kz-CallStatus', className)} data-state={state} data-size={size}>
      <Icon name={ICONS[state]} size={size === 'compact' ? 14 : 18} className="kz-CallStatus-icon" />
      <span className="kz-CallStatus-label">{label}</span>
      {elapsed !== null && (
        <span className="kz-CallStatus-timer" role="timer">
          {formatCallDuration(elapsed)}
        </span>
      )}
    </span>
  );
}
