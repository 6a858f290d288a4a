import {
  BUILT_IN_DESTINATION_COLORS,
  DESTINATION_COLORS,
  type DestinationKind,
} from '@kizuna/api-client/contract';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface DestinationBadgeProps {
  /** What the destination is; null is "not set". */
  kind: DestinationKind | null;
  /** The tenant's own destination's name, or the person's free text. */
  name?: string | null;
  /** `#rrggbb` of the destination. */
  color?: string | null;
  /**
   * A pin with the colour as a dot on it, the words as its accessible name (a phone's top bar): a
   * swatch alone would say nothing. @default false
   */
  compact?: boolean;
}

/** A destination in words, with its colour as a swatch beside them: the colour is never alone. */
export function DestinationBadge({ kind, name, color, compact = false }: DestinationBadgeProps) {
  const { t } = useTranslation();
  const words = destinationWords(t, kind, name);
  return (
    <span
      className="kz-destination"
      data-kind={kind ?? 'NOT_SET'}
      {...(compact ? { role: 'img', 'aria-label': words } : {})}
    >
      {compact ? (
        <span className="kz-destination__pin" aria-hidden="true">
          <MapPin size={20} focusable="false" />
          {kind && color && <span className="kz-destination__dot" style={{ backgroundColor: color }} />}
        </span>
      ) : (
        <>
          {kind ? (
            <span
              className="kz-destination__swatch"
              style={color ? { backgroundColor: color } : undefined}
              aria-hidden="true"
            />
          ) : (
            // Not set: a muted pin, not an empty swatch (which reads as an unticked checkbox).
            <MapPin className="kz-destination__unset" size={14} aria-hidden="true" focusable="false" />
          )}
          <span className="kz-destination__name">{words}</span>
        </>
      )}
    </span>
  );
}

/** The words for a destination in the reader's language: built-in states are translated. */
export function destinationWords(
  t: (key: string) => string,
  kind: DestinationKind | null,
  name?: string | null,
): string {
  if (kind === null) return t('whereabouts.kinds.NOT_SET');
  if (kind === 'OTHER' || kind === 'CUSTOM') return name ?? '';
  return t(`whereabouts.kinds.${kind}`);
}

/** The colour of a built-in state or of a free text. */
export function builtInSwatch(kind: Exclude<DestinationKind, 'CUSTOM'>): string {
  return DESTINATION_COLORS[BUILT_IN_DESTINATION_COLORS[kind]];
}
