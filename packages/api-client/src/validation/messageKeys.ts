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
  /** More items than a list takes (`max`): tags of a kind, history rows. */
  'maxItems',
  /** The same name twice, compared after width and kana folding and lower-casing. */
  'duplicate',
  /** An account id another person of the tenant already has. */
  'accountIdTaken',
  /** Divisions given without exactly one main one, or one division twice. */
  'mainDivision',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
