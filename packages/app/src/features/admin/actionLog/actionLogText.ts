import type { ActionLogEntry } from '@kizuna/api-client/contract';

/** A value of a change as a person reads it: text as it is, lists by line, anything else as JSON. */
export function changeValueText(value: unknown, labels: { yes: string; no: string; none: string }): string {
  if (value === null || value === undefined || value === '') return labels.none;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? labels.none : value.map((item) => String(item)).join(', ');
  return JSON.stringify(value);
}

/** The message key of an action's name; an action the app does not know shows as its code. */
export function actionLabelKey(action: string): string {
  return `admin.actionLog.actions.${action.replace(/\./g, '_')}`;
}

/** Translates a key, or answers null where the catalogue has none. */
export type KnownText = (key: string, options?: Record<string, string>) => string | null;

/**
 * An action by its name in the reader's language: its own name, else its area and verb
 * (`floor.update` → 「フロアの変更」), else its code.
 */
export function actionName(action: string, known: KnownText): string {
  const own = known(actionLabelKey(action));
  if (own !== null) return own;
  const parts = action.split('.');
  const area = known(`admin.actionLog.areas.${parts[0]}`);
  const verb = parts.length > 1 ? known(`admin.actionLog.verbs.${parts.at(-1)}`) : null;
  if (area === null || verb === null) return action;
  return known('admin.actionLog.actionOf', { area, verb }) ?? action;
}

/** A changed field by its name in the reader's language, else its code. */
export function fieldName(field: string, known: KnownText): string {
  return known(fieldLabelKey(field)) ?? field;
}

/** A coded value by its name (a notice's importance 2 → 「高」), where the field has such names. */
export function fieldValueName(field: string, value: unknown, known: KnownText): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return known(`admin.actionLog.fieldValues.${field}.${value}`);
}

/** The message key of a changed field's name, for the fields the app knows. */
export function fieldLabelKey(field: string): string {
  return `admin.actionLog.fields.${field}`;
}

/** Who acted as one line: their name and account, or the account a sign-in tried. */
export function actorText(entry: ActionLogEntry): { name: string; account: string } {
  if (entry.actor) return { name: entry.actor.fullName, account: entry.actor.accountId };
  if (entry.actorLabel) return { name: entry.actorLabel, account: '' };
  const tried = /^account:(.*)$/.exec(entry.target)?.[1];
  return { name: '', account: tried ?? '' };
}

/** The message key of why a sign-in failed (`WRONG_PASSWORD`), for the values the app knows. */
export function reasonLabelKey(value: string): string {
  return `admin.actionLog.reasons.${value}`;
}

/** A sign-in names its account under "who" already; every other change shows all it moved. */
export function shownChanges(entry: ActionLogEntry): ActionLogEntry['changes'] {
  return entry.action.startsWith('auth.')
    ? entry.changes.filter((change) => change.field !== 'accountId')
    : entry.changes;
}

/** The target where it says more than the action: a notice's id, not the tenant or the account. */
export function shownTarget(entry: ActionLogEntry): string | null {
  return /^(account|tenant):/.test(entry.target) ? null : entry.target;
}
