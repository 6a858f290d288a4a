/**
 * Message keys of spec 000 §5 that a field error can carry. Screens translate them; the values
 * (`min`, `max`) fill the placeholders.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'pattern',
  'url',
  'length',
  'min',
  'max',
  'integer',
  'numeric',
  'invalid',
  'passwordPolicy',
  'passwordSameAsAccountId',
  'passwordConfirm',
  'passwordSameAsCurrent',
  /** The current password given with a password change is not the user's password. */
  'passwordCurrentWrong',
  'imageType',
  'fileSize',
  /** A range's start is after its end. */
  'dateOrder',
  /** A range is longer than allowed (the thanks logs' retention). */
  'dateRangeMax',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
