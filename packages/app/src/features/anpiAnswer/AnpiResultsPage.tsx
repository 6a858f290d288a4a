import './anpiAnswer.css';
import { useEffect, useRef, useState } from 'react';
import type { AnpiCounts, AnpiPerson, AnpiResults, FieldError } from '@kizuna/api-client/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  useDialogService,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { downloadFile } from '../../shared/downloadFile';
import { Page } from '../../shared/Page';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { listenToEvents } from '../session';
import type { AnpiAnswerValues } from './AnpiAnswerForm';
import { anpiRefusalOf } from './anpiErrors';
import { filtersOf, isFiltered, paramsOf, queryOf, type AnpiPeopleFilters } from './anpiPeopleFilters';
import { AnpiPeopleTable } from './AnpiPeopleTable';
import { AnpiResultsSummary } from './AnpiResultsSummary';
import { AnpiCheckHeading } from './MyAnpiPage';
import { ProxyAnswerDialog } from './ProxyAnswerDialog';

const TITLE = 'anpiAnswer.results.title';
const PAGE_SIZE = 50;
/** Answers arriving together (the first minutes of a check) load the page again once. */
const LIVE_SETTLE_MS = 300;

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
    // A narrow screen scrolls the table sideways inside this box, which the keyboard can reach; the
    // section around it is already the landmark named by division.
    <div className="kz-anpi-table-wrap" tabIndex={0}>
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

/** Asking the non-responders again, the TSV, and an answer entered or corrected for someone. */
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

  /** The file holds what the list shows: the same filters and order, every page. */
  async function exportTsv(filters: AnpiPeopleFilters) {
    try {
      downloadFile(
        await client.anpi.exportResults({
          params: { checkId },
          query: { charset: 'UTF-8', ...queryOf(filters) },
        }),
      );
    } catch {
      toast({ title: t('anpiAnswer.results.exportFailed'), tone: 'danger' });
    }
  }

  /** Answers field errors for the form, or true once the answer is recorded. */
  async function enterFor(person: AnpiPerson, values: AnpiAnswerValues): Promise<FieldError[] | true> {
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

/**
 * Loads the results again when someone of the check answers, or an answer is entered for them:
 * the events socket says so (ids only), a moment after the answer is written. Each time the socket
 * opens (first, or again after it dropped) the page loads again too, so an answer given while it
 * was not connected still shows. Says whether the page is live.
 */
function useLiveResults(checkId: number, refresh: () => void): boolean {
  const latest = useRef(refresh);
  latest.current = refresh;
  const [live, setLive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), LIVE_SETTLE_MS);
    };
    const stop = listenToEvents({
      onMessage: (message) => {
        if (message.type === 'anpiAnswered' && message.checkId === checkId) settle();
      },
      onLiveChange: (open) => {
        setLive(open);
        if (open) settle();
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [checkId]);
  return live;
}

const STATES = [
  'ALL',
  'SERIOUS_INJURY',
  'MINOR_INJURY',
  'INJURED',
  'SAFE',
  'ANSWERED',
  'UNANSWERED',
] as const;
const ALL_DIVISIONS = 'all';

function PeopleFilters({
  results,
  filters,
  onChange,
}: {
  results: AnpiResults;
  filters: AnpiPeopleFilters;
  onChange: (change: Partial<AnpiPeopleFilters>) => void;
}) {
  const { t } = useTranslation();
  const divisions = results.divisions.filter((division) => division.divisionId !== null);
  return (
    <div className="kz-anpi-filters">
      <Select
        label={t('anpiAnswer.results.filterState')}
        selectedKey={filters.state}
        onSelectionChange={(key) => onChange({ state: String(key) as AnpiPeopleFilters['state'] })}
      >
        {STATES.map((state) => (
          <SelectItem key={state} id={state}>
            {t(`anpiAnswer.results.states.${state}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('anpiAnswer.results.work')}
        selectedKey={filters.canWork}
        onSelectionChange={(key) => onChange({ canWork: String(key) as AnpiPeopleFilters['canWork'] })}
      >
        <SelectItem id="ALL">{t('anpiAnswer.results.states.ALL')}</SelectItem>
        <SelectItem id="YES">{t('anpiAnswer.canWork.yes')}</SelectItem>
        <SelectItem id="NO">{t('anpiAnswer.canWork.no')}</SelectItem>
      </Select>
      {divisions.length > 1 && (
        <Select
          label={t('anpiAnswer.results.division')}
          selectedKey={filters.divisionId === null ? ALL_DIVISIONS : String(filters.divisionId)}
          onSelectionChange={(key) => onChange({ divisionId: key === ALL_DIVISIONS ? null : Number(key) })}
        >
          {[
            <SelectItem key={ALL_DIVISIONS} id={ALL_DIVISIONS}>
              {t('anpiAnswer.results.allDivisions')}
            </SelectItem>,
            ...divisions.map((division) => (
              <SelectItem key={division.divisionId} id={String(division.divisionId)}>
                {division.name ?? ''}
              </SelectItem>
            )),
          ]}
        </Select>
      )}
    </div>
  );
}

/** The check, whose people it asks and how many answered, and what can be done with it. */
function ResultsHead({
  results,
  notifying,
  live,
  onExport,
  onNotify,
}: {
  results: AnpiResults;
  notifying: boolean;
  /** The events socket is open: answers show as they come. */
  live: boolean;
  onExport: () => void;
  onNotify: () => void;
}) {
  const { t } = useTranslation();
  const open = results.check.closedAt === null;
  return (
    <div className="kz-anpi-results-head">
      <div>
        <AnpiCheckHeading check={results.check} level={2} />
        <p className="kz-anpi-meta">
          {t(
            results.scope === 'COMPANY'
              ? 'anpiAnswer.results.scopeCompany'
              : 'anpiAnswer.results.scopeDivisions',
          )}{' '}
          <strong>
            {t('anpiAnswer.results.answeredOf', {
              answered: results.totals.answered,
              targets: results.totals.targets,
            })}
          </strong>
          {open && live && <> · {t('anpiAnswer.results.live')}</>}
        </p>
      </div>
      <div className="kz-anpi-actions">
        <Button onPress={() => onExport()}>{t('anpiAnswer.results.export')}</Button>
        <Button
          variant="primary"
          isDisabled={!open || notifying || results.totals.unanswered === 0}
          onPress={() => onNotify()}
        >
          {t('anpiAnswer.results.notifyAgain')}
        </Button>
        {!open && <span className="kz-anpi-meta">{t('anpiAnswer.results.closedNoNotify')}</span>}
      </div>
    </div>
  );
}

export interface AnpiResultsPageProps {
  phoneSettings: PhoneLinkSettings;
}

/**
 * `/front/anpi/checks/:checkId`: the results of a check as far as the person may see them
 * (company-level: everyone; a division manager: their divisions). The counts at the top (each
 * shows its people below), then everyone asked with their answer, the injured first, filtered by
 * state, coming to work and division and sorted by any column (kept in the address); entering or
 * correcting someone's answer, asking the non-responders again, and the TSV of what the list
 * shows. It follows answers live through the events socket.
 */
export function AnpiResultsPage({ phoneSettings }: AnpiResultsPageProps) {
  const { t } = useTranslation();
  usePageTitle(TITLE);
  const client = useClient();
  const checkId = Number(useParams().checkId);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [round, setRound] = useState(0);
  const [entering, setEntering] = useState<AnpiPerson | null>(null);
  const results = useQuery(
    (signal) => client.anpi.results({ params: { checkId } }, { signal }),
    `anpi:results:${checkId}:${round}`,
  );
  const query = { ...queryOf(filters), page: filters.page, size: PAGE_SIZE };
  const people = useQuery(
    (signal) => client.anpi.people({ params: { checkId }, query }, { signal }),
    `anpi:people:${checkId}:${JSON.stringify(query)}:${round}`,
  );
  const refresh = () => setRound((n) => n + 1);
  const live = useLiveResults(checkId, refresh);
  const { notifying, notifyAgain, exportTsv, enterFor } = useResultActions(checkId, refresh);
  const change = (next: Partial<AnpiPeopleFilters>) =>
    setParams(paramsOf({ ...filters, page: 1, ...next }), { replace: true });

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
          <ResultsHead
            results={data}
            notifying={notifying}
            live={live}
            onExport={() => void exportTsv(filters)}
            onNotify={() => void notifyAgain(data.totals.unanswered)}
          />
          <AnpiResultsSummary totals={data.totals} filters={filters} onFilter={change} />
          <section className="kz-anpi-section" aria-labelledby="kz-anpi-people">
            <div className="kz-anpi-list-head">
              <h2 id="kz-anpi-people">{t('anpiAnswer.results.listTitle')}</h2>
              <p className="kz-anpi-meta" role="status">
                {people.data &&
                  t(isFiltered(filters) ? 'anpiAnswer.results.matching' : 'anpiAnswer.results.everyone', {
                    count: people.data.totalCount,
                  })}
              </p>
            </div>
            <PeopleFilters results={data} filters={filters} onChange={change} />
            {people.error != null ? (
              <ErrorState title={t('anpiAnswer.loadFailed')} onRetry={people.reload} />
            ) : !people.data ? (
              <Skeleton lines={6} />
            ) : (
              <>
                <AnpiPeopleTable
                  people={people.data.items}
                  filters={filters}
                  onSort={change}
                  phoneSettings={phoneSettings}
                  onEnter={open ? setEntering : null}
                  empty={
                    <EmptyState
                      icon="inbox"
                      title={t('anpiAnswer.results.noMatch')}
                      action={
                        isFiltered(filters) ? (
                          <Button onPress={() => change({ state: 'ALL', canWork: 'ALL', divisionId: null })}>
                            {t('anpiAnswer.results.clearFilters')}
                          </Button>
                        ) : undefined
                      }
                    />
                  }
                />
                {people.data.totalCount > PAGE_SIZE && (
                  <Pagination
                    page={filters.page}
                    pageSize={PAGE_SIZE}
                    totalCount={people.data.totalCount}
                    onPageChange={(page) => setParams(paramsOf({ ...filters, page }), { replace: true })}
                  />
                )}
              </>
            )}
          </section>
          <section className="kz-anpi-section" aria-labelledby="kz-anpi-divisions">
            <h2 id="kz-anpi-divisions">{t('anpiAnswer.results.byDivision')}</h2>
            <DivisionTable results={data} />
          </section>
        </>
      )}
      {entering && (
        <ProxyAnswerDialog
          person={entering}
          initial={entering.answer}
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
