import './anpiAnswer.css';
import { useState } from 'react';
import type { AnpiAnswer, AnpiCheck, FieldError, MyAnpiCheck } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useBadgeStore } from '../session';
import { FeatureUnavailablePage } from '../../shared/FeatureUnavailablePage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { AnpiAnswerForm, type AnpiAnswerValues } from './AnpiAnswerForm';
import { AnpiAnswerSummary } from './AnpiAnswerSummary';
import { anpiRefusalOf } from './anpiErrors';
import { selectAnpiAnswerVersion, useAnpiAnswerVersionStore } from './anpiAnswerVersionStore';
import { useAnpiFeature } from './useAnpiFeature';

const TITLE = 'anpiAnswer.my.title';

/** The check's kind, title, start and message, as every card of a check begins. */
export function AnpiCheckHeading({ check, level = 3, id }: { check: AnpiCheck; level?: 2 | 3; id?: string }) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={id}>
        <span className="kz-anpi-kind" data-kind={check.kind}>
          {t(`anpiAnswer.kind.${check.kind}`)}
        </span>
        {check.title}
      </Heading>
      <p className="kz-anpi-meta">
        {t('anpiAnswer.startedAt', { date: formatDisplayDate(check.startedAt, 'dateTime') })}
        {check.closedAt &&
          ` · ${t('anpiAnswer.closedAt', { date: formatDisplayDate(check.closedAt, 'dateTime') })}`}
      </p>
    </>
  );
}

function MyCheckCard({ item, onAnswered }: { item: MyAnpiCheck; onAnswered: (answer: AnpiAnswer) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [editing, setEditing] = useState(item.answer === null);
  const { check, answer } = item;
  const formId = `kz-anpi-my-${check.checkId}`;

  async function submit(values: AnpiAnswerValues): Promise<FieldError[] | void> {
    try {
      const saved = await client.anpi.answer({ params: { checkId: check.checkId }, body: values });
      setEditing(false);
      onAnswered(saved);
      toast({ title: t('anpiAnswer.my.saved'), tone: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) return fieldErrors;
      toast({ title: t(`anpiAnswer.link.refused.${anpiRefusalOf(error)}`), tone: 'danger' });
    }
  }

  return (
    <article className="kz-anpi-card" aria-labelledby={`${formId}-heading`} data-answered={answer !== null}>
      <div id={`${formId}-heading`}>
        <AnpiCheckHeading check={check} id={`${formId}-check`} />
      </div>
      {check.message && <p className="kz-anpi-check-message">{check.message}</p>}
      {answer && !editing && (
        <>
          <p className="kz-anpi-meta">{t('anpiAnswer.my.yourAnswer')}</p>
          <AnpiAnswerSummary answer={answer} />
          <Button onPress={() => setEditing(true)}>{t('anpiAnswer.my.change')}</Button>
        </>
      )}
      {editing && (
        <AnpiAnswerForm
          id={formId}
          initial={answer}
          labelledBy={`${formId}-check`}
          onSubmit={submit}
          submitLabel={answer ? t('anpiAnswer.my.update') : undefined}
        />
      )}
    </article>
  );
}

function FollowedChecks() {
  const { t } = useTranslation();
  const client = useClient();
  const checks = useQuery((signal) => client.anpi.checks({ signal }), 'anpi:checks');
  if (!checks.data || checks.data.items.length === 0) return null;
  return (
    <section className="kz-anpi-section" aria-labelledby="kz-anpi-followed">
      <h2 id="kz-anpi-followed">{t('anpiAnswer.my.results')}</h2>
      <div className="kz-anpi-table-wrap">
        <table className="kz-anpi-table">
          <thead>
            <tr>
              <th scope="col">{t('anpiAnswer.my.check')}</th>
              <th scope="col">{t('anpiAnswer.my.state')}</th>
              <th scope="col">{t('anpiAnswer.results.answered')}</th>
            </tr>
          </thead>
          <tbody>
            {checks.data.items.map((check) => (
              <tr key={check.checkId}>
                <th scope="row">
                  <Link to={`/anpi/checks/${check.checkId}`}>{check.title}</Link>
                </th>
                <td>
                  {t(`anpiAnswer.kind.${check.kind}`)} ·{' '}
                  {t(check.closedAt ? 'anpiAnswer.state.closed' : 'anpiAnswer.state.open')}
                </td>
                <td data-numeric="">
                  {check.answeredCount} / {check.targetCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * `/front/anpi`: the open safety checks that ask the signed-in person, answered or changed here
 * (the app is where an answer is updated), and the checks whose results they may follow.
 */
export function MyAnpiPage() {
  const enabled = useAnpiFeature();
  if (!enabled)
    return (
      <FeatureUnavailablePage
        titleKey={TITLE}
        messageKey="anpiAnswer.unavailable"
        backTo="/home"
        backKey="anpiAnswer.backHome"
      />
    );
  return <MyAnpiChecks />;
}

function MyAnpiChecks() {
  const { t } = useTranslation();
  usePageTitle(TITLE);
  const client = useClient();
  const version = useAnpiAnswerVersionStore(selectAnpiAnswerVersion);
  const bump = useAnpiAnswerVersionStore((state) => state.answered);
  const mine = useQuery((signal) => client.anpi.myChecks({ signal }), `anpi:my:${version}`);
  const answered = () => {
    bump();
    // The bell counts the checks still waiting for the person: one fewer now.
    client.information
      .badge()
      .then((badge) => useBadgeStore.getState().setBadge(badge))
      .catch(() => {
        // The next poll brings the count.
      });
  };

  return (
    <Page title={t(TITLE)} className="kz-anpi-page">
      <section className="kz-anpi-section" aria-labelledby="kz-anpi-open">
        <h2 id="kz-anpi-open">{t('anpiAnswer.my.open')}</h2>
        {mine.error != null ? (
          <ErrorState title={t('anpiAnswer.loadFailed')} onRetry={mine.reload} />
        ) : !mine.data ? (
          <Skeleton lines={5} />
        ) : mine.data.items.length === 0 ? (
          <EmptyState
            icon="inbox"
            title={t('anpiAnswer.my.none')}
            description={t('anpiAnswer.my.noneHelp')}
          />
        ) : (
          mine.data.items.map((item) => (
            <MyCheckCard key={item.check.checkId} item={item} onAnswered={() => answered()} />
          ))
        )}
      </section>
      <FollowedChecks />
    </Page>
  );
}
