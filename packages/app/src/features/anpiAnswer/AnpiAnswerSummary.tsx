import type { AnpiAnswer } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';

export interface AnpiAnswerSummaryProps {
  answer: AnpiAnswer;
}

/** What was recorded: the two answers, the comment, when, and who entered it for the person. */
export function AnpiAnswerSummary({ answer }: AnpiAnswerSummaryProps) {
  const { t } = useTranslation();
  return (
    <dl className="kz-anpi-summary">
      <div>
        <dt>{t('anpiAnswer.form.safety')}</dt>
        <dd data-tone={answer.safety}>{t(`anpiAnswer.safety.${answer.safety}`)}</dd>
      </div>
      <div>
        <dt>{t('anpiAnswer.form.canWork')}</dt>
        <dd>{t(answer.canWork ? 'anpiAnswer.canWork.yes' : 'anpiAnswer.canWork.no')}</dd>
      </div>
      <div>
        <dt>{t('anpiAnswer.form.comment')}</dt>
        <dd className="kz-anpi-summary__comment">{answer.comment || t('anpiAnswer.noComment')}</dd>
      </div>
      <div>
        <dt>{t('anpiAnswer.answeredAt')}</dt>
        <dd>{formatDisplayDate(answer.answeredAt, 'dateTime')}</dd>
      </div>
      {answer.enteredBy && (
        <div>
          <dt>{t('anpiAnswer.enteredBy')}</dt>
          <dd>{answer.enteredBy.fullname}</dd>
        </div>
      )}
    </dl>
  );
}
