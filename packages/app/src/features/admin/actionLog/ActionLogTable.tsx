import type { ActionLogEntry } from '@kizuna/api-client/contract';
import { ACTION_LOG_TIME_ZONE } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import {
  actionName,
  actorText,
  changeValueText,
  fieldName,
  fieldValueName,
  reasonLabelKey,
  shownChanges,
  shownTarget,
} from './actionLogText';
import type { KnownText } from './actionLogText';

/** An i18n text when the key exists, else null. */
export function useKnownText(): KnownText {
  const { t, i18n } = useTranslation();
  return (key, options) => (i18n.exists(key) ? t(key, options) : null);
}

function Changes({ entry }: { entry: ActionLogEntry }) {
  const { t } = useTranslation();
  const known = useKnownText();
  const labels = {
    yes: t('admin.actionLog.values.yes'),
    no: t('admin.actionLog.values.no'),
    none: t('admin.actionLog.values.none'),
  };
  const valueText = (field: string, value: unknown) =>
    fieldValueName(field, value, known) ??
    // A blank text (an address removed) reads as none, as a missing value does.
    (typeof value === 'string' && value !== ''
      ? (known(reasonLabelKey(value)) ?? value)
      : changeValueText(value, labels));
  const changes = shownChanges(entry);
  if (changes.length === 0) return <span className="kz-action-log__muted">—</span>;
  // A created row or a sign-in has no "before": its values alone are what happened.
  const created = entry.before === null;
  return (
    <ul className="kz-action-log__changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="kz-action-log__field">{fieldName(change.field, known)}</span>{' '}
          {!created && (
            <>
              <span className="kz-action-log__before">{valueText(change.field, change.before)}</span>
              <span aria-label={t('admin.actionLog.changedTo')}> → </span>
            </>
          )}
          <span className="kz-action-log__after">{valueText(change.field, change.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The entries of one page: when (in the company's time zone, as the day filter counts days), who,
 * what, to what, the change, and from where.
 */
export function ActionLogTable({ entries }: { entries: readonly ActionLogEntry[] }) {
  const { t } = useTranslation();
  const known = useKnownText();
  return (
    <table className="kz-action-log-table">
      <thead>
        <tr>
          <th scope="col">{t('admin.actionLog.columns.at')}</th>
          <th scope="col">{t('admin.actionLog.columns.actor')}</th>
          <th scope="col">{t('admin.actionLog.columns.action')}</th>
          <th scope="col">{t('admin.actionLog.columns.changes')}</th>
          <th scope="col">{t('admin.actionLog.columns.ip')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const actor = actorText(entry);
          return (
            <tr key={entry.id} data-action={entry.action}>
              <td className="kz-action-log__at">
                {formatDisplayDate(entry.at, 'dateTime', ACTION_LOG_TIME_ZONE)}
              </td>
              <td className="kz-action-log__actor">
                {actor.name && <span className="kz-action-log__name">{actor.name}</span>}
                <span className="kz-action-log__account">{actor.account || '—'}</span>
              </td>
              <td className="kz-action-log__action">
                <span>{actionName(entry.action, known)}</span>
                {shownTarget(entry) && <span className="kz-action-log__target">{shownTarget(entry)}</span>}
              </td>
              <td className="kz-action-log__diff">
                <Changes entry={entry} />
              </td>
              <td className="kz-action-log__ip">{entry.ip || '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
