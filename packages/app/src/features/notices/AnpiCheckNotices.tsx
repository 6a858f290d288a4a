import type { MyAnpiCheck } from '@kizuna/api-client/contract';
import { Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../shared/formatDisplayDate';

export interface AnpiCheckNoticesProps {
  checks: readonly MyAnpiCheck[];
  /** Shows each check's message too (the home page); the bell's popover keeps to the title. @default false */
  withMessage?: boolean;
  /** Called when a link is followed (the popover closes). */
  onNavigate?: () => void;
}

/**
 * The open safety checks that ask the person, as the first of their notices: real or drill, when
 * it started, answered or not (in words), and the way to answer or change the answer. A check
 * leaves the list when it closes.
 */
export function AnpiCheckNotices({ checks, withMessage = false, onNavigate }: AnpiCheckNoticesProps) {
  const { t } = useTranslation();
  if (checks.length === 0) return null;
  return (
    <ul className="kz-anpi-notices" aria-label={t('anpi2.notices.label')}>
      {checks.map(({ check, answer }) => {
        const titleId = `kz-anpi-notice-${check.checkId}`;
        return (
          <li
            key={check.checkId}
            className="kz-anpi-notice"
            data-answered={answer ? true : undefined}
            aria-labelledby={titleId}
          >
            <span className="kz-anpi-notice__meta">
              <span className="kz-anpi-notice__kind">
                {!answer && <Icon name="alert" size={12} />}
                {t(check.kind === 'DRILL' ? 'anpi2.notices.drill' : 'anpi2.notices.real')}
              </span>
              <time dateTime={check.startedAt}>{formatDisplayDate(check.startedAt, 'dateTime')}</time>
              <span className="kz-anpi-notice__state">
                {answer
                  ? t('anpi2.notices.answered', { safety: t(`anpi.safety.${answer.safety}`) })
                  : t('anpi2.notices.waiting')}
              </span>
            </span>
            <span id={titleId} className="kz-anpi-notice__title">
              {check.title}
            </span>
            {withMessage && check.message && <span className="kz-anpi-notice__message">{check.message}</span>}
            <Link
              className="kz-anpi-notice__action"
              to="/anpi"
              onClick={onNavigate}
              aria-label={t(answer ? 'anpi2.notices.changeNamed' : 'anpi2.notices.answerNamed', {
                title: check.title,
              })}
            >
              {t(answer ? 'anpi2.notices.change' : 'anpi2.notices.answer')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
