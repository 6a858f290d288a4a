/** What other features use of thanks: import it from here, never from the files inside. */
export { PersonThanksSection } from './PersonThanksSection';
export type { FieldProblem } from './sendThanksForm';
export { StampChip, STAMP_COLORS, STAMP_ICONS } from './stampLook';
export { ThanksEventsEffect } from './ThanksEventsEffect';
export { ThanksPage } from './ThanksPage';
export { ThanksToastEffect } from './ThanksToastEffect';
