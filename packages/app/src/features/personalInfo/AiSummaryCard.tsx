import type { AiSummary } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';

export interface AiSummaryCardProps {
  /** The summary and its state, as the API answers it. */
  summary: AiSummary;
  /** On my own profile: whether I hid it from colleagues (shown as a note). */
  hidden?: boolean;
}

/**
 * A person's AI summary: the text when there is one, what its state means otherwise (for
 * NOT_ENOUGH, what is lacking), how it was made, and when.
 */
export function AiSummaryCard({ summary, hidden = false }: AiSummaryCardProps) {
  const { t } = useTranslation();
  const { state } = summary;
  const hasText = (state === 'SUCCESS' || state === 'INCOMPLETE') && !!summary.summary;
  let stateText: string | null = null;
  switch (state) {
    case 'SUCCESS':
      break;
    case 'NOT_ENOUGH':
      stateText = t(`aiSummary.notEnough.${summary.lacking ?? 'BOTH'}`);
      break;
    case 'INCOMPLETE':
    case 'SKIPPED':
    case 'FILTERED':
    case 'UNPROCESSED':
      stateText = t(`aiSummary.state.${state}`);
      break;
    default:
      state satisfies never;
  }
  return (
    <div className="kz-ai-summary" data-state={state} data-kind={summary.kind ?? undefined}>
      {hasText && <p className="kz-ai-summary__text">{summary.summary}</p>}
      {stateText && <p className="kz-ai-summary__state">{stateText}</p>}
      {hasText && summary.kind && (
        <p className="kz-ai-summary__note">{t(`aiSummary.kind.${summary.kind}`)}</p>
      )}
      {summary.updatedAt && (
        <p className="kz-ai-summary__meta">
          {t('aiSummary.madeAt', { date: formatDisplayDate(summary.updatedAt, 'dateTime') })}
        </p>
      )}
      {hidden && <p className="kz-ai-summary__hidden">{t('aiSummary.hiddenNote')}</p>}
    </div>
  );
}
