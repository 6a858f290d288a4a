import { PRESENCE_STATUSES } from '@kizuna/api-client';
import type { PresenceStatus } from '@kizuna/api-client';
import type { PresenceKind } from '@kizuna/ui';
import type { WidgetMessageKey } from '../i18n/messages';

export type { PresenceStatus };

/**
 * What a status means for someone about to call, as the ui's `PresenceIndicator` draws it (the
 * Kizuna app groups statuses the same way).
 */
export function presenceKind(status: PresenceStatus): PresenceKind {
  switch (status) {
    case 'AVAILABLE':
      return 'available';
    case 'BUSY':
    case 'DO_NOT_DISTURB':
    case 'IN_A_MEETING':
    case 'IN_A_CALL':
    case 'PRESENTING':
      return 'busy';
    case 'BE_RIGHT_BACK':
    case 'AWAY':
    case 'OUT_OF_OFFICE':
      return 'away';
    case 'OFFLINE':
    case 'OFFWORK':
      return 'offline';
    case 'UNKNOWN':
      return 'unknown';
    default:
      return status satisfies never;
  }
}

/** A status from the server, or UNKNOWN for anything the widgets do not know (spec 001 §8). */
export function toPresenceStatus(value: unknown): PresenceStatus {
  return typeof value === 'string' && (PRESENCE_STATUSES as readonly string[]).includes(value)
    ? (value as PresenceStatus)
    : 'UNKNOWN';
}

export function presenceMessageKey(status: PresenceStatus): WidgetMessageKey {
  return `widgets.presence.${status}`;
}
