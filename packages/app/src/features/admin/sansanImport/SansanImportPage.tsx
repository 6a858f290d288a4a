import '../adminPage.css';
import '../adminConnection.css';
import './sansanImport.css';
import { useState } from 'react';
import type {
  SansanImportRun,
  SansanImportSettings,
  SansanImportSettingsBody,
  SansanTestResult,
} from '@kizuna/api-client/contract';
import { SansanImportSettingsBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import {
  Button,
  EmptyState,
  ErrorState,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from '@kizuna/ui';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { fieldProblems, type FieldProblem } from '../locationVendors/fieldProblems';

type Owner = SansanImportSettings['owners'][number];
const SCHEDULES = ['OFF', 'HOURLY', 'DAILY'] as const;

/** Why Sansan could not be asked, in words; an unknown reason reads as "could not reach". */
export function sansanReasonKey(reason: string | null): string {
  const known = ['NOT_SET', 'UNAUTHORIZED', 'UNREACHABLE', 'RATE_LIMITED', 'REFUSED', 'NOT_SANSAN'];
  return `sansanImport.reasons.${reason && known.includes(reason) ? reason : 'UNREACHABLE'}`;
}

/** People to import the cards of: the chosen ones, and a search of the directory to add more. */
function OwnerPicker({ owners, onChange }: { owners: Owner[]; onChange: (owners: Owner[]) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [word, setWord] = useState('');
  const [found, setFound] = useState<Owner[] | null>(null);

  const search = async (freeWord: string) => {
    if (freeWord.trim() === '') return setFound(null);
    const page = await client.internalContacts.searchByFreeWord({
      query: { page: 1, size: 10 },
      body: { freeWord },
    });
    setFound(page.items.map((person) => ({ userId: person.userId, fullname: person.fullname, email: '' })));
  };

  return (
    <div className="kz-sansan-import__owners">
      {owners.length === 0 ? (
        <p className="kz-form-help">{t('sansanImport.noOwners')}</p>
      ) : (
        <ul aria-label={t('sansanImport.chosenOwners')}>
          {owners.map((owner) => (
            <li key={owner.userId}>
              <span>
                {owner.fullname}
                {owner.email && <span className="kz-sansan-import__muted"> {owner.email}</span>}
              </span>
              <Button
                variant="quiet"
                onPress={() => onChange(owners.filter((other) => other.userId !== owner.userId))}
                aria-label={t('sansanImport.removeOwner', { name: owner.fullname })}
              >
                {t('sansanImport.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchField
        label={t('sansanImport.findPeople')}
        value={word}
        onChange={setWord}
        onSubmit={(text) => void search(text)}
      />
      {found && (
        <ul aria-label={t('sansanImport.foundPeople')}>
          {found.length === 0 && <li>{t('sansanImport.nobodyFound')}</li>}
          {found.map((person) => (
            <li key={person.userId}>
              <span>{person.fullname}</span>
              <Button
                variant="quiet"
                isDisabled={owners.some((owner) => owner.userId === person.userId)}
                onPress={() => onChange([...owners, person])}
                aria-label={t('sansanImport.addOwner', { name: person.fullname })}
              >
                {t('sansanImport.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The key (write-only), what to import, into which common folder, and when. */
function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SansanImportSettings;
  onSaved: (next: SansanImportSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [apiKey, setApiKey] = useState('');
  const [scope, setScope] = useState(settings.scope);
  const [owners, setOwners] = useState<Owner[]>(settings.owners);
  const [folderId, setFolderId] = useState<number | null>(settings.folderId);
  const [schedule, setSchedule] = useState(settings.schedule);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const save = async () => {
    const body: SansanImportSettingsBody = {
      apiKey: apiKey === '' ? null : apiKey,
      scope,
      ownerUserIds: scope === 'OWNERS' ? owners.map((owner) => owner.userId) : [],
      folderId: folderId ?? 0,
      schedule,
    };
    const own = fieldProblems(checkBody(SansanImportSettingsBodySchema, body));
    if (folderId === null) own.folderId = { key: 'validation.required' };
    if (!settings.apiKeySet && body.apiKey === null) own.apiKey = { key: 'validation.required' };
    if (scope === 'OWNERS' && owners.length === 0) own.ownerUserIds = { key: 'sansanImport.ownersRequired' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      const next = await client.sansanImportAdmin.saveSettings({ body });
      setApiKey('');
      onSaved(next);
      toast({ title: t('sansanImport.saved'), tone: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setProblems(fieldProblems(fieldErrors));
      else toast({ title: t('sansanImport.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="kz-admin-connection__section" aria-labelledby="kz-sansan-settings">
      <h2 id="kz-sansan-settings">{t('sansanImport.settingsHeading')}</h2>
      <form
        className="kz-sansan-import__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('sansanImport.apiKey')}
          description={settings.apiKeySet ? t('sansanImport.apiKeySetHint') : t('sansanImport.apiKeyHint')}
          type="password"
          autoComplete="new-password"
          value={apiKey}
          onChange={setApiKey}
          isRequired={!settings.apiKeySet}
          isInvalid={problems.apiKey !== undefined}
          errorMessage={problemText('apiKey')}
        />
        <RadioGroup
          label={t('sansanImport.scope')}
          value={scope}
          onChange={(value) => setScope(value as 'ALL' | 'OWNERS')}
        >
          <Radio value="ALL">{t('sansanImport.scopes.ALL')}</Radio>
          <Radio value="OWNERS">{t('sansanImport.scopes.OWNERS')}</Radio>
        </RadioGroup>
        {scope === 'OWNERS' && (
          <fieldset className="kz-sansan-import__fieldset">
            <legend>{t('sansanImport.owners')}</legend>
            <OwnerPicker owners={owners} onChange={setOwners} />
            {problems.ownerUserIds && (
              <p className="kz-sansan-import__problem" role="alert">
                {problemText('ownerUserIds')}
              </p>
            )}
          </fieldset>
        )}
        {settings.folders.length === 0 ? (
          <p className="kz-form-help">{t('sansanImport.noFolders')}</p>
        ) : (
          <Select
            label={t('sansanImport.folder')}
            description={t('sansanImport.folderHint')}
            placeholder={t('sansanImport.chooseFolder')}
            selectedKey={folderId}
            onSelectionChange={(key) => setFolderId(key === null ? null : Number(key))}
            isRequired
            isInvalid={problems.folderId !== undefined}
            errorMessage={problemText('folderId')}
          >
            {settings.folders.map((folder) => (
              <SelectItem key={folder.id} id={folder.id}>
                {folder.name}
              </SelectItem>
            ))}
          </Select>
        )}
        <Select
          label={t('sansanImport.schedule')}
          selectedKey={schedule}
          onSelectionChange={(key) => setSchedule(String(key) as (typeof SCHEDULES)[number])}
        >
          {SCHEDULES.map((value) => (
            <SelectItem key={value} id={value}>
              {t(`sansanImport.schedules.${value}`)}
            </SelectItem>
          ))}
        </Select>
        <div>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {t('sansanImport.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function TestResultLine({ result }: { result: SansanTestResult }) {
  const { t } = useTranslation();
  return (
    <p className={`kz-sansan-import__result${result.ok ? '' : ' kz-sansan-import__result--failed'}`}>
      {result.ok ? (
        <CircleCheck size={16} aria-hidden="true" />
      ) : (
        <TriangleAlert size={16} aria-hidden="true" />
      )}
      {result.ok ? t('sansanImport.testOk') : t(sansanReasonKey(result.reason))}
    </p>
  );
}

/** A run's outcome in words: its state, and why it failed. */
function runState(run: SansanImportRun, t: (key: string) => string) {
  const state = t(`sansanImport.states.${run.state}`);
  return run.failure ? `${state}: ${t(sansanReasonKey(run.failure))}` : state;
}

function RunReport({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const report = useQuery(
    (signal) => client.sansanImportAdmin.run({ params: { runId } }, { signal }),
    `sansanRun-${runId}`,
  );
  if (report.error != null)
    return <ErrorState title={t('sansanImport.reportFailed')} onRetry={report.reload} />;
  if (!report.data) return <Skeleton lines={2} />;
  const { refusals } = report.data;
  return (
    <div className="kz-sansan-import__report" aria-live="polite">
      <h3>
        {t('sansanImport.reportHeading', { at: formatDisplayDate(report.data.run.createdAt, 'dateTime') })}
      </h3>
      {refusals.length === 0 ? (
        <p>{t('sansanImport.noRefusals')}</p>
      ) : (
        <ul>
          {refusals.map((refusal) => (
            <li key={`${refusal.cardId}-${refusal.reason}`}>
              {refusal.name || t('sansanImport.unnamedCard', { id: refusal.cardId })}:{' '}
              {t(`sansanImport.refusals.${refusal.reason}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RunRows({ runs, onOpen }: { runs: SansanImportRun[]; onOpen: (run: SansanImportRun) => void }) {
  const { t } = useTranslation();
  const column = (name: string) => (
    <span className="kz-admin-connection-table__label" aria-hidden="true">
      {t(`sansanImport.columns.${name}`)}
    </span>
  );
  return (
    <table className="kz-admin-table kz-admin-connection-table">
      <caption className="kz-VisuallyHidden">{t('sansanImport.runsCaption', { count: runs.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sansanImport.columns.startedAt')}</th>
          <th scope="col">{t('sansanImport.columns.startedBy')}</th>
          <th scope="col">{t('sansanImport.columns.state')}</th>
          <th scope="col">{t('sansanImport.columns.added')}</th>
          <th scope="col">{t('sansanImport.columns.updated')}</th>
          <th scope="col">{t('sansanImport.columns.skipped')}</th>
          <th scope="col">{t('sansanImport.columns.refused')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('sansanImport.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id}>
            <th scope="row">{formatDisplayDate(run.createdAt, 'dateTime')}</th>
            <td>
              {column('startedBy')}
              {run.startedBy ?? t('sansanImport.bySchedule')}
            </td>
            <td>
              {column('state')}
              <span className="kz-admin-table__status">{runState(run, t)}</span>
            </td>
            <td>
              {column('added')}
              {run.added}
            </td>
            <td>
              {column('updated')}
              {run.updated}
            </td>
            <td>
              {column('skipped')}
              {run.skipped}
            </td>
            <td>
              {column('refused')}
              {run.refused}
            </td>
            <td className="kz-admin-connection-table__actions">
              <Button
                variant="quiet"
                onPress={() => onOpen(run)}
                aria-label={t('sansanImport.openReportOf', {
                  at: formatDisplayDate(run.createdAt, 'dateTime'),
                })}
              >
                {t('sansanImport.openReport')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/sansanImport`: the company's Sansan API key, which cards to import into which
 * common folder and when, a connection test, runs started by hand and the report of each run.
 */
export function SansanImportPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const settings = useQuery(
    (signal) => client.sansanImportAdmin.settings(undefined, { signal }),
    'sansanSettings',
  );
  const runs = useQuery((signal) => client.sansanImportAdmin.runs(undefined, { signal }), 'sansanRuns');
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<SansanTestResult | null>(null);
  const [starting, setStarting] = useState(false);
  const [openRun, setOpenRun] = useState<number | null>(null);

  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await client.sansanImportAdmin.test());
    } catch {
      toast({ title: t('sansanImport.testFailed'), tone: 'danger' });
    } finally {
      setTesting(false);
    }
  };

  const runNow = async () => {
    setStarting(true);
    try {
      await client.sansanImportAdmin.startRun();
      toast({ title: t('sansanImport.runQueued'), tone: 'success' });
      runs.reload();
    } catch {
      toast({ title: t('sansanImport.runFailed'), tone: 'danger' });
    } finally {
      setStarting(false);
    }
  };

  const ready = settings.data?.apiKeySet === true && settings.data.folderId !== null;
  const list = runs.data?.items;
  return (
    <Page title={t('menu.admin.SANSAN_IMPORT')} className="kz-sansan-import">
      <p className="kz-admin-connection__context">{t('sansanImport.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('sansanImport.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={8} />
      ) : (
        <>
          <SettingsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            onSaved={(next) => {
              settings.set(next);
              setResult(null);
            }}
          />
          <section className="kz-admin-connection__section" aria-labelledby="kz-sansan-test">
            <h2 id="kz-sansan-test">{t('sansanImport.testHeading')}</h2>
            <p className="kz-sansan-import__status">
              {settings.data.importedUpTo
                ? t('sansanImport.importedUpTo', {
                    at: formatDisplayDate(settings.data.importedUpTo, 'dateTime'),
                  })
                : t('sansanImport.notImportedYet')}
            </p>
            <Button onPress={() => void test()} isDisabled={testing || !settings.data.apiKeySet}>
              {testing ? t('sansanImport.testing') : t('sansanImport.test')}
            </Button>
            <div aria-live="polite">{result && <TestResultLine result={result} />}</div>
          </section>
        </>
      )}
      <section className="kz-admin-connection__section" aria-labelledby="kz-sansan-runs">
        <div className="kz-admin-connection__top">
          <h2 id="kz-sansan-runs">{t('sansanImport.runsHeading')}</h2>
          <div className="kz-sansan-import__actions">
            <Button variant="quiet" onPress={runs.reload}>
              {t('sansanImport.refresh')}
            </Button>
            <Button variant="primary" onPress={() => void runNow()} isDisabled={starting || !ready}>
              {t('sansanImport.runNow')}
            </Button>
          </div>
        </div>
        {runs.error != null ? (
          <ErrorState title={t('sansanImport.loadFailed')} onRetry={runs.reload} />
        ) : !list ? (
          <Skeleton lines={3} />
        ) : list.length === 0 ? (
          <EmptyState title={t('sansanImport.noRuns')} description={t('sansanImport.noRunsHint')} />
        ) : (
          <RunRows runs={list} onOpen={(run) => setOpenRun(run.id)} />
        )}
        {openRun !== null && <RunReport key={openRun} runId={openRun} />}
      </section>
    </Page>
  );
}
