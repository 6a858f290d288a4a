import { ANPI_SAFETY, type AnpiSafety } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';

export interface AnpiAnswerProps {
  /** The ANPI column of 001 §3: a safety code (or a text of an outside service), comment and time. */
  anpi: { answer: string | null; comment: string | null; answeredAt: string | null };
}

function isSafety(answer: string): answer is AnpiSafety {
  return (ANPI_SAFETY as readonly string[]).includes(answer);
}

/** A person's latest safety answer in words, its comment and when; "No answer" until they answer. */
export function AnpiAnswer({ anpi }: AnpiAnswerProps) {
  const { t } = useTranslation();
  if (anpi.answer === null) {
    return <span className="kz-contact-table__muted">{t('anpi.noAnswer')}</span>;
  }
  const answeredAt = anpi.answeredAt ? formatDisplayDate(anpi.answeredAt, 'dateTime') : null;
  return (
    <span className="kz-contact-table__stack" data-safety={anpi.answer}>
      <span>{isSafety(anpi.answer) ? t(`anpi.safety.${anpi.answer}`) : anpi.answer}</span>
      {anpi.comment && <span>{anpi.comment}</span>}
      {answeredAt && (
        <span className="kz-contact-table__muted">{t('anpi.answeredAt', { time: answeredAt })}</span>
      )}
    </span>
  );
}
