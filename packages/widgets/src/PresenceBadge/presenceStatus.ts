import { PRESENCE_STATUSES } from '@kizuna/api-client';
import type { PresenceStatus } from '@kizuna/api-client';
import type { WidgetMessageKey } from '../i18n/messages';

export type { PresenceStatus };

/** Statuses grouped by what they mean for someone about to call. */
export type PresenceTone = 'available' | 'busy' | 'dnd' | 'away' | 'out' | 'offline' | 'unknown';

export function presenceTone(status: PresenceStatus): PresenceTone {
  switch (status) {
    case 'AVAILABLE':
      return 'available';
    case 'BUSY':
    case 'IN_A_MEETING':
    case 'IN_A_CALL':
    case 'PRESENTING':
      return 'busy';
    case 'DO_NOT_DISTURB':
      return 'dnd';
    case 'BE_RIGHT_BACK':
    case 'AWAY':
      return 'away';
    case 'OUT_OF_OFFICE':
      return 'out';
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
