import './anpiAnswer.css';
import { useState } from 'react';
import type { AnpiCounts, AnpiNonResponder, AnpiResults, FieldError } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Pagination, Skeleton, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { ContactPhones } from '../../shared/ContactPhones';
import { downloadFile } from '../../shared/downloadFile';
import { Page } from '../../shared/Page';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { AnpiBarChart } from './AnpiBarChart';
import type { AnpiAnswerValues } from './AnpiAnswerForm';
import { anpiRefusalOf } from './anpiErrors';
import { AnpiCheckHeading } from './MyAnpiPage';
import { ProxyAnswerDialog } from './ProxyAnswerDialog';

const TITLE = 'anpiAnswer.results.title';
const PAGE_SIZE = 50;

function SafetyCharts({ totals }: { totals: AnpiCounts }) {
  const { t } = useTranslation();
  return (
    <div className="kz-anpi-charts">
      <AnpiBarChart
        title={t('anpiAnswer.form.safety')}
        total={totals.targets}
        bars={[
          { key: 'SAFE', label: t('anpiAnswer.safety.SAFE'), count: totals.safe, tone: 'safe' },
          {
            key: 'MINOR',
            label: t('anpiAnswer.safety.MINOR_INJURY'),
            count: totals.minorInjury,
            tone: 'minor',
          },
          {
            key: 'SERIOUS',
            label: t('anpiAnswer.safety.SERIOUS_INJURY'),
            count: totals.seriousInjury,
            tone: 'serious',
          },
          { key: 'NONE', label: t('anpiAnswer.results.unanswered'), count: totals.unanswered, tone: 'none' },
        ]}
      />
      <AnpiBarChart
        title={t('anpiAnswer.form.canWork')}
        total={totals.targets}
        bars={[
          { key: 'YES', label: t('anpiAnswer.canWork.yes'), count: totals.canWork, tone: 'yes' },
          { key: 'NO', label: t('anpiAnswer.canWork.no'), count: totals.cannotWork, tone: 'no' },
          { key: 'NONE', label: t('anpiAnswer.results.unanswered'), count: totals.unanswered, tone: 'none' },
        ]}
      />
    </div>
  );
}

const COUNT_COLUMNS = [
  ['targets', 'anpiAnswer.results.targets'],
  ['answered', 'anpiAnswer.results.answered'],
  ['safe', 'anpiAnswer.safety.SAFE'],
  ['minorInjury', 'anpiAnswer.safety.MINOR_INJURY'],
  ['seriousInjury', 'anpiAnswer.safety.SERIOUS_INJURY'],
  ['cannotWork', 'anpiAnswer.canWork.no'],
  ['unanswered', 'anpiAnswer.results.unanswered'],
] as const satisfies readonly (readonly [keyof AnpiCounts, string])[];

function DivisionTable({ results }: { results: AnpiResults }) {
  const { t } = useTranslation();
  return (
    <div className="kz-anpi-table-wrap">
      <table className="kz-anpi-table">
        <caption className="kz-VisuallyHidden">{t('anpiAnswer.results.byDivision')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('anpiAnswer.results.division')}</th>
            {COUNT_COLUMNS.map(([key, label]) => (
              <th key={key} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.divisions.map((division) => (
            <tr key={division.divisionId ?? 'none'}>
              <th scope="row">{division.name ?? t('anpiAnswer.results.noDivision')}</th>
              {COUNT_COLUMNS.map(([key]) => (
                <td key={key} data-numeric="">
                  {division.counts[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NonResponderRows({
  people,
  phoneSettings,
  onEnter,
  canEnter,
}: {
  people: readonly AnpiNonResponder[];
  phoneSettings: PhoneLinkSettings;
  onEnter: (person: AnpiNonResponder) => void;
  canEnter: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="kz-anpi-table-wrap">
      <table className="kz-anpi-table">
        <caption className="kz-VisuallyHidden">{t('anpiAnswer.results.nonResponders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('anpiAnswer.results.name')}</th>
            <th scope="col">{t('anpiAnswer.results.division')}</th>
            <th scope="col">{t('anpiAnswer.results.phones')}</th>
            {canEnter && <th scope="col">{t('anpiAnswer.results.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.userId}>
              <th scope="row">{person.fullname}</th>
              <td>{person.divisionName ?? t('anpiAnswer.results.noDivision')}</td>
              <td>
                <ContactPhones
                  phones={{
                    extensionNum: person.extensionNum,
                    phoneNum: person.phoneNum,
                    mobileNum: person.mobileNum,
                  }}
                  settings={phoneSettings}
                  limit={3}
                  name={person.fullname}
                />
              </td>
              {canEnter && (
                <td>
                  <Button
                    size="small"
                    onPress={() => onEnter(person)}
                    aria-label={t('anpiAnswer.proxy.openNamed', { name: person.fullname })}
                  >
                    {t('anpiAnswer.proxy.open')}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Asking the non-responders again, the TSV, and an answer entered for someone reached by phone. */
function useResultActions(checkId: number, refresh: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const [notifying, setNotifying] = useState(false);

  async function notifyAgain(unanswered: number) {
    const confirmed = await dialogs
      .okCancel({
        title: t('anpiAnswer.results.notifyTitle'),
        message: t('anpiAnswer.results.notifyMessage', { count: unanswered }),
      })
      .catch(() => false);
    if (!confirmed) return;
    setNotifying(true);
    try {
      const { count } = await client.anpi.notifyNonResponders({ params: { checkId } });
      toast({ title: t('anpiAnswer.results.notified', { count }), tone: 'success' });
    } catch (error) {
      toast({ title: t(`anpiAnswer.link.refused.${anpiRefusalOf(error)}`), tone: 'danger' });
    } finally {
      setNotifying(false);
    }
  }

  async function exportTsv() {
    try {
      downloadFile(await client.anpi.exportResults({ params: { checkId }, query: { charset: 'UTF-8' } }));
    } catch {
      toast({ title: t('anpiAnswer.results.exportFailed'), tone: 'danger' });
    }
  }

  /** Answers field errors for the form, or true once the answer is recorded. */
  async function enterFor(person: AnpiNonResponder, values: AnpiAnswerValues): Promise<FieldError[] | true> {
    try {
      await client.anpi.answerFor({ params: { checkId }, body: { ...values, userId: person.userId } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length === 0) {
        toast({ title: t(`anpiAnswer.link.refused.${anpiRefusalOf(error)}`), tone: 'danger' });
      }
      return fieldErrors;
    }
    toast({ title: t('anpiAnswer.proxy.saved', { name: person.fullname }), tone: 'success' });
    refresh();
    return true;
  }

  return { notifying, notifyAgain, exportTsv, enterFor };
}

export interface AnpiResultsPageProps {
  phoneSettings: PhoneLinkSettings;
}

/**
 * `/front/anpi/checks/:checkId`: the results of a check as far as the person may see them
 * (company-level: everyone; a division manager: their divisions): counts per answer and per
 * division with charts, the people who have not answered with their numbers to call, entering an
 * answer for someone reached by phone, asking the non-responders again, and the TSV.
 */
export function AnpiResultsPage({ phoneSettings }: AnpiResultsPageProps) {
  const { t } = useTranslation();
  usePageTitle(TITLE);
  const client = useClient();
  const checkId = Number(useParams().checkId);
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [entering, setEntering] = useState<AnpiNonResponder | null>(null);
  const results = useQuery(
    (signal) => client.anpi.results({ params: { checkId } }, { signal }),
    `anpi:results:${checkId}:${round}`,
  );
  const waiting = useQuery(
    (signal) =>
      client.anpi.nonResponders({ params: { checkId }, query: { page, size: PAGE_SIZE } }, { signal }),
    `anpi:nonResponders:${checkId}:${page}:${round}`,
  );
  const refresh = () => setRound((n) => n + 1);
  const { notifying, notifyAgain, exportTsv, enterFor } = useResultActions(checkId, refresh);

  if (results.error != null) {
    const refusal = anpiRefusalOf(results.error);
    return (
      <Page title={t(TITLE)} back={<Link to="/anpi">{t('anpiAnswer.results.back')}</Link>}>
        {refusal === 'NO_PERMISSION' || refusal === 'NOT_FOUND' ? (
          <EmptyState
            icon="info"
            title={t(`anpiAnswer.results.refused.${refusal}`)}
            description={t('anpiAnswer.results.ownAnswerOnly')}
            action={<Link to="/anpi">{t('anpiAnswer.my.title')}</Link>}
          />
        ) : (
          <ErrorState title={t('anpiAnswer.loadFailed')} onRetry={results.reload} />
        )}
      </Page>
    );
  }
  const data = results.data;
  const open = data != null && data.check.closedAt === null;

  return (
    <Page
      title={t(TITLE)}
      className="kz-anpi-page"
      back={<Link to="/anpi">{t('anpiAnswer.results.back')}</Link>}
    >
      {!data ? (
        <Skeleton lines={8} />
      ) : (
        <>
          <AnpiCheckHeading check={data.check} level={2} />
          <p>
            {t(
              data.scope === 'COMPANY'
                ? 'anpiAnswer.results.scopeCompany'
                : 'anpiAnswer.results.scopeDivisions',
            )}{' '}
            <strong>
              {t('anpiAnswer.results.answeredOf', {
                answered: data.totals.answered,
                targets: data.totals.targets,
              })}
            </strong>
          </p>
          <div className="kz-anpi-actions">
            <Button onPress={() => void exportTsv()}>{t('anpiAnswer.results.export')}</Button>
            <Button
              variant="primary"
              isDisabled={!open || notifying || data.totals.unanswered === 0}
              onPress={() => void notifyAgain(data.totals.unanswered)}
            >
              {t('anpiAnswer.results.notifyAgain')}
            </Button>
            {!open && <span className="kz-anpi-meta">{t('anpiAnswer.results.closedNoNotify')}</span>}
          </div>
          <section className="kz-anpi-section" aria-labelledby="kz-anpi-totals">
            <h2 id="kz-anpi-totals">{t('anpiAnswer.results.totals')}</h2>
            <SafetyCharts totals={data.totals} />
          </section>
          <section className="kz-anpi-section" aria-labelledby="kz-anpi-divisions">
            <h2 id="kz-anpi-divisions">{t('anpiAnswer.results.byDivision')}</h2>
            <DivisionTable results={data} />
          </section>
          <section className="kz-anpi-section" aria-labelledby="kz-anpi-waiting">
            <h2 id="kz-anpi-waiting">
              {t('anpiAnswer.results.nonResponders')} ({data.totals.unanswered})
            </h2>
            {waiting.error != null ? (
              <ErrorState title={t('anpiAnswer.loadFailed')} onRetry={waiting.reload} />
            ) : !waiting.data ? (
              <Skeleton lines={4} />
            ) : waiting.data.totalCount === 0 ? (
              <EmptyState icon="inbox" title={t('anpiAnswer.results.everyoneAnswered')} />
            ) : (
              <>
                <NonResponderRows
                  people={waiting.data.items}
                  phoneSettings={phoneSettings}
                  onEnter={setEntering}
                  canEnter={open}
                />
                <Pagination
                  page={page}
                  pageSize={PAGE_SIZE}
                  totalCount={waiting.data.totalCount}
                  onPageChange={setPage}
                />
              </>
            )}
          </section>
        </>
      )}
      {entering && (
        <ProxyAnswerDialog
          person={entering}
          onSubmit={async (values) => {
            const result = await enterFor(entering, values);
            if (result === true) setEntering(null);
            else return result;
          }}
          onClose={() => setEntering(null)}
        />
      )}
    </Page>
  );
}
