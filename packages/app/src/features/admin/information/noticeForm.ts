import type { AdminNotice, FieldError, NoticeImportance, SaveNoticeBody } from '@kizuna/api-client/contract';
import { SaveNoticeBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';

/** The notice form as typed: days as `YYYY-MM-DD` (null while not a valid day). */
export interface NoticeFormValues {
  title: string;
  memo: string;
  important: NoticeImportance;
  startDate: string | null;
  endDate: string | null;
  indefinitePeriod: boolean;
  enabled: boolean;
  mustRead: boolean;
}

export type NoticeField = 'title' | 'memo' | 'important' | 'startDate' | 'endDate';

/** A message key of `validation.*` and its values. */
export interface NoticeProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type NoticeProblems = Partial<Record<NoticeField, NoticeProblem>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of a time, `YYYY-MM-DD`. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The local time at the start (00:00:00) or the end (23:59:59.999) of a day. */
function dayBound(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = end ? new Date(y!, m! - 1, d!, 23, 59, 59, 999) : new Date(y!, m! - 1, d!);
  return at.toISOString();
}

/** A new notice shows from today, indefinitely, to everyone; an existing one as it is. */
export function noticeFormValues(notice: AdminNotice | null, today: Date = new Date()): NoticeFormValues {
  if (!notice) {
    return {
      title: '',
      memo: '',
      important: 0,
      startDate: localDay(today),
      endDate: null,
      indefinitePeriod: true,
      enabled: true,
      mustRead: false,
    };
  }
  return {
    title: notice.title,
    memo: notice.memo,
    important: notice.important,
    startDate: localDay(new Date(notice.startDatetime)),
    endDate: notice.endDatetime ? localDay(new Date(notice.endDatetime)) : null,
    indefinitePeriod: notice.indefinitePeriod,
    enabled: notice.enabled,
    mustRead: notice.mustRead,
  };
}

/** What `POST /admin/information` takes: the period from the start of its first day to the end of its last. */
export function noticeBody(values: NoticeFormValues, informationId?: number): SaveNoticeBody {
  return {
    ...(informationId === undefined ? {} : { informationId }),
    title: values.title,
    memo: values.memo,
    important: values.important,
    startDatetime: values.startDate ? dayBound(values.startDate, false) : '',
    endDatetime: values.indefinitePeriod || !values.endDate ? null : dayBound(values.endDate, true),
    indefinitePeriod: values.indefinitePeriod,
    enabled: values.enabled,
    mustRead: values.mustRead,
  };
}

const FIELD_OF_PATH: Record<string, NoticeField> = {
  'body.title': 'title',
  'body.memo': 'memo',
  'body.important': 'important',
  'body.startDatetime': 'startDate',
  'body.endDatetime': 'endDate',
};

/** Field errors (the form's own check, or a 400 answer) on the fields they belong to. */
export function problemsOf(fieldErrors: readonly FieldError[]): NoticeProblems {
  const problems: NoticeProblems = {};
  for (const error of fieldErrors) {
    const field = FIELD_OF_PATH[error.path];
    if (field && !problems[field]) {
      problems[field] = {
        key: `validation.${error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key}`,
        ...(error.values ? { values: error.values } : {}),
      };
    }
  }
  return problems;
}

/**
 * What is wrong with the form, by the contract's own rules (002 §5): title and memo required and
 * not too long, a start day, and an end day not before it unless the period is indefinite.
 */
export function noticeFormProblems(values: NoticeFormValues): NoticeProblems {
  const problems = problemsOf(checkBody(SaveNoticeBodySchema, noticeBody(values)));
  if (!values.startDate) problems.startDate = { key: 'validation.required' };
  return problems;
}
