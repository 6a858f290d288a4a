import './anpiAnswer.css';
import { useState } from 'react';
import type { AnpiAnswer, FieldError } from '@kizuna/api-client/contract';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useQuery } from '../../shared/useQuery';
import { AuthCardPage } from '../auth';
import { AnpiAnswerForm, type AnpiAnswerValues } from './AnpiAnswerForm';
import { AnpiAnswerSummary } from './AnpiAnswerSummary';
import { anpiRefusalOf, type AnpiRefusal } from './anpiErrors';

const TITLE = 'anpiAnswer.link.title';

/**
 * `/front/anpi/answer/:token` (no layout, no sign-in): where a person's mailed link lands, made
 * for a phone. It shows the check's message and takes the answer once; the link is then used up
 * (a second answer is made in the app, signed in). A forged, used or closed-check link says so,
 * and nothing changes.
 */
export function AnpiLinkAnswerPage() {
  const { t } = useTranslation();
  usePageTitle(TITLE);
  const client = useClient();
  const token = useParams().token ?? '';
  const view = useQuery(
    (signal) => client.anpiLink.target({ body: { token } }, { signal }),
    `anpiLink:${token}`,
  );
  const [recorded, setRecorded] = useState<AnpiAnswer | null>(null);
  const [refusal, setRefusal] = useState<AnpiRefusal | null>(null);

  async function answer(values: AnpiAnswerValues): Promise<FieldError[] | void> {
    setRefusal(null);
    try {
      setRecorded(await client.anpiLink.answer({ body: { token, ...values } }));
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter((e) => e.path !== 'body.token');
      if (fieldErrors.length > 0) return fieldErrors;
      setRefusal(anpiRefusalOf(error));
    }
  }

  const data = view.data;
  const closed = data?.check.closedAt != null;
  const shownRefusal: AnpiRefusal | null =
    refusal ?? (view.error != null ? anpiRefusalOf(view.error) : closed && !recorded ? 'CHECK_CLOSED' : null);
  const canAnswer = data != null && !recorded && shownRefusal === null;

  return (
    <AuthCardPage title={t(TITLE)} titleId="kz-anpi-link-title" className="kz-anpi-link">
      {shownRefusal !== null && (
        <>
          <p className="kz-form-error" role="alert" data-reason={shownRefusal}>
            {t(`anpiAnswer.link.refused.${shownRefusal}`)}
          </p>
          {shownRefusal !== 'FAILED' && (
            <p>
              <Link to="/anpi">{t('anpiAnswer.link.openApp')}</Link>
            </p>
          )}
        </>
      )}
      {data == null && view.error == null && <Skeleton lines={6} />}
      {data != null && (
        <>
          <p className="kz-anpi-link__who">{t('anpiAnswer.link.intro', { name: data.fullname })}</p>
          <h2 className="kz-anpi-link__check">
            <span className="kz-anpi-kind" data-kind={data.check.kind}>
              {t(`anpiAnswer.kind.${data.check.kind}`)}
            </span>
            {data.check.title}
          </h2>
          <p className="kz-anpi-meta">
            {t('anpiAnswer.startedAt', { date: formatDisplayDate(data.check.startedAt, 'dateTime') })}
          </p>
          {data.check.message && <p className="kz-anpi-check-message">{data.check.message}</p>}
        </>
      )}
      {recorded && (
        <section aria-labelledby="kz-anpi-recorded">
          <h2 id="kz-anpi-recorded" role="status" className="kz-anpi-form__title">
            {t('anpiAnswer.link.recorded')}
          </h2>
          <AnpiAnswerSummary answer={recorded} />
          <p>{t('anpiAnswer.link.changeInApp')}</p>
          <p>
            <Link to="/anpi">{t('anpiAnswer.link.openApp')}</Link>
          </p>
        </section>
      )}
      {canAnswer && <AnpiAnswerForm id="kz-anpi-link-form" initial={data.answer} onSubmit={answer} />}
    </AuthCardPage>
  );
}
