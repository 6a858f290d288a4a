import {
  AchievementHistoriesBodySchema,
  BriefHistoriesBodySchema,
  PROFILE_LIMITS,
} from '@kizuna/api-client/contract';
import { Button, TextField } from '@kizuna/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { achievementRow, briefRow, HistoryList, type HistoryListRow } from '../personalInfo';
import { EmptyValue, ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

export type HistoryKind = 'briefHistories' | 'achievementHistories';

/** A row being edited: `id` is the stored one, or a temporary negative one for a new row (002 §5). */
interface DraftRow {
  id: number;
  date: string;
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as the page shows dates, `YYYY/MM/DD` in the browser's time zone. */
export function todayText(now: Date = new Date()): string {
  return `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
}

/** `YYYY/MM/DD` (or with hyphens, one-digit month and day) as `YYYY-MM-DD`; anything else as typed. */
function toIsoDate(text: string): string {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text.trim());
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : text.trim();
}

/** The body of a save: rows with a date or a text (an emptied row is dropped); a new row has no id. */
function bodyOf(kind: HistoryKind, rows: readonly DraftRow[]) {
  const kept = rows.filter((row) => row.date.trim() !== '' || row.text.trim() !== '');
  const items = kept.map((row) => {
    const id = row.id > 0 ? row.id : null;
    const date = toIsoDate(row.date);
    return kind === 'briefHistories'
      ? { personalInfoBriefHistoryId: id, briefHistoryDate: date, briefHistoryText: row.text }
      : { personalInfoAchievementId: id, achievementDate: date, achievementText: row.text };
  });
  return { kept, body: { items } };
}

type HistoryBody = ReturnType<typeof bodyOf>['body'];

const FIELDS = {
  briefHistories: { date: 'briefHistoryDate', text: 'briefHistoryText' },
  achievementHistories: { date: 'achievementDate', text: 'achievementText' },
} as const;

function HistoryForm({
  kind,
  title,
  initial,
  edit,
}: {
  kind: HistoryKind;
  title: string;
  initial: readonly HistoryListRow[];
  edit: SectionEdit<HistoryBody>;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DraftRow[]>(() =>
    initial.map((row) => ({ id: row.id, date: row.date.replaceAll('-', '/'), text: row.text })),
  );
  const nextTemporaryId = useRef(-1);
  const { kept } = bodyOf(kind, rows);
  const full = rows.length >= PROFILE_LIMITS.historyRows;

  function change(id: number, part: Partial<DraftRow>) {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...part } : row)));
  }

  function addRow() {
    const id = nextTemporaryId.current;
    nextTemporaryId.current -= 1;
    setRows((current) => [...current, { id, date: todayText(), text: '' }]);
  }

  const errorOf = (row: DraftRow, field: 'date' | 'text') => {
    const index = kept.indexOf(row);
    return index < 0 ? undefined : edit.errorText(`items.${index}.${FIELDS[kind][field]}`);
  };

  return (
    <SectionForm label={title} onSubmit={() => void edit.submit(bodyOf(kind, rows).body)}>
      {rows.length === 0 && <EmptyValue />}
      <ol className="kz-profile-history">
        {rows.map((row, index) => (
          <li key={row.id} className="kz-profile-history__row">
            <TextField
              className="kz-profile-history__date"
              label={t('profile.history.date', { n: index + 1 })}
              value={row.date}
              onChange={(date) => change(row.id, { date })}
              placeholder="YYYY/MM/DD"
              validationBehavior="aria"
              isInvalid={errorOf(row, 'date') !== undefined}
              errorMessage={errorOf(row, 'date')}
            />
            <TextField
              className="kz-profile-history__text"
              label={t('profile.history.text', { n: index + 1 })}
              value={row.text}
              onChange={(text) => change(row.id, { text })}
              autoFocus={row.id < 0 && index === rows.length - 1}
              validationBehavior="aria"
              isInvalid={errorOf(row, 'text') !== undefined}
              errorMessage={errorOf(row, 'text')}
            />
            <Button
              variant="quiet"
              size="small"
              className="kz-profile-history__remove"
              aria-label={t('profile.history.remove', { n: index + 1 })}
              onPress={() => setRows((current) => current.filter((other) => other.id !== row.id))}
            >
              <Trash2 size={16} aria-hidden="true" focusable="false" />
            </Button>
          </li>
        ))}
      </ol>
      {edit.errorText('items') && (
        <p role="alert" className="kz-profile-section__error">
          {edit.errorText('items')}
        </p>
      )}
      <div className="kz-profile-history__add">
        <Button variant="secondary" size="small" onPress={addRow} isDisabled={full}>
          <Plus size={16} aria-hidden="true" focusable="false" />
          {t('profile.history.add')}
        </Button>
        <span className="kz-profile-section__hint">
          {t('profile.history.limit', { max: PROFILE_LIMITS.historyRows, count: rows.length })}
        </span>
      </div>
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

/** My career history or my achievements: dated rows, at most 30. */
export function HistorySection({ kind }: { kind: HistoryKind }) {
  const { t } = useTranslation();
  const client = useClient();
  const title = t(`profile.sections.${kind}`);
  const load = useSectionLoad((signal) =>
    kind === 'briefHistories'
      ? client.profile.briefHistories(undefined, { signal }).then((a) => a.items.map(briefRow))
      : client.profile.achievementHistories(undefined, { signal }).then((a) => a.items.map(achievementRow)),
  );
  const edit = useSectionEdit({
    editKey: kind,
    schema: kind === 'briefHistories' ? BriefHistoriesBodySchema : AchievementHistoriesBodySchema,
    save: (body: HistoryBody) =>
      kind === 'briefHistories'
        ? client.profile.saveBriefHistories({ body: body as never }).then((a) => a.items.map(briefRow))
        : client.profile
            .saveAchievementHistories({ body: body as never })
            .then((a) => a.items.map(achievementRow)),
    onSaved: load.setValue,
  });
  return (
    <ProfileSectionFrame
      id={`kz-profile-${kind}`}
      title={title}
      state={load.state}
      edit={edit}
      onRetry={load.reload}
      view={(rows) => (rows.length === 0 ? <EmptyValue /> : <HistoryList rows={rows} />)}
      form={(rows) => <HistoryForm kind={kind} title={title} initial={rows} edit={edit} />}
    />
  );
}
