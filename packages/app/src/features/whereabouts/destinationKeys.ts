import type { Destination } from '@kizuna/api-client/contract';

/** The keys of `MyDestinationMenu`'s choices. */
export const NOT_SET = 'NOT_SET';
export const OTHER = 'OTHER';
export const customKey = (destId: number) => `custom:${destId}`;

/** The choice that stands for a destination. */
export function keyOf(destination: Destination | null): string {
  if (!destination) return NOT_SET;
  return destination.kind === 'CUSTOM' && destination.destId !== null
    ? customKey(destination.destId)
    : destination.kind;
}
