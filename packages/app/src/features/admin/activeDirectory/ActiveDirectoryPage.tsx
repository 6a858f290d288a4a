import '../adminPage.css';
import '../adminConnection.css';
import '../sansanImport/sansanImport.css';
import '../phoneSystem/phoneSystemAdmin.css';
import './activeDirectory.css';
import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  AD_DEFAULT_MAPPING,
  AD_DIVISION_SOURCES,
  AD_FIELDS,
  AD_SCHEDULES,
  AD_SECURITY,
  AdSettingsBodySchema,
  type AdMapping,
  type AdRun,
  type AdSettings,
  type AdSettingsBody,
  type AdTestResult,
  type FieldError,
} from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  EmptyState,
  ErrorState,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  TextField,
} from '@kizuna/ui';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { fieldProblems, type FieldProblem } from '../locationVendors/fieldProblems';
import { SecretField } from '../phoneSystem/PhoneSystemSettingsForm';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type MappingKey = keyof AdMapping;
const MAPPING_KEYS = Object.keys(AD_DEFAULT_MAPPING) as MappingKey[];
const REQUIRED_MAPPING: readonly MappingKey[] = ['accountId', 'fullname'];
const TEST_REASONS = [
  'UNREACHABLE',
  'TLS_FAILED',
  'INVALID_CREDENTIALS',
  'NO_SUCH_BASE',
  'BAD_FILTER',
  'REFUSED',
  'NOT_SET',
  'FAILURE',
];
const REFUSALS = [
  'MISSING_ACCOUNT_ID',
  'MISSING_NAME',
  'INVALID_ACCOUNT_ID',
  'DUPLICATE_ACCOUNT_ID',
  'ACCOUNT_TAKEN',
  'TOO_LONG',
  'LICENSE_LIMIT_EXCEEDED',
];
/** Field error keys of this form that the shared `validation.*` messages do not cover. */
const OWN_KEYS = ['scheme', 'plainNotAllowed', 'url'];

/** Why the directory could not be asked, in words; an unknown reason reads as "could not reach". */
export function adReasonKey(reason: string | null): string {
  return `activeDirectoryAdmin.reasons.${reason && TEST_REASONS.includes(reason) ? reason : 'UNREACHABLE'}`;
}

/**
 * Each field's problem, by the form's field name: a mapping attribute is `mapping.fullname`, a
 * server's problem names its line of the server list.
 */
export function adFieldProblems(errors: readonly FieldError[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const servers = errors.filter((error) => /^body\.servers\.\d+$/.test(error.path));
  const rest = errors
    .filter((error) => !servers.includes(error))
    .map((error) => ({ ...error, path: error.path.replace(/^body\.mapping\./, 'body.mapping:') }));
  for (const [field, problem] of Object.entries(fieldProblems(rest))) {
    const name = problem.key.replace(/^validation\./, '');
    problems[field.replace(/^mapping:/, 'mapping.')] = OWN_KEYS.includes(name)
      ? { key: `activeDirectoryAdmin.errors.${name}` }
      : problem;
  }
  const first = servers[0];
  if (first && !problems.servers) {
    const own = fieldProblems([{ ...first, path: 'body.servers' }]).servers!;
    const name = own.key.replace(/^validation\./, '');
    problems.servers = {
      key: 'activeDirectoryAdmin.errors.onLine',
      values: {
        line: Number(first.path.split('.')[2]) + 1,
        problem: OWN_KEYS.includes(name) ? `activeDirectoryAdmin.errors.${name}` : own.key,
      },
    };
  }
  return problems;
}

interface FieldState {
  invalid: (field: string) => boolean;
  problemText: (field: string) => string | undefined;
}

/** The domain controllers, how to reach them, and the bind account. */
function ConnectionFields({
  servers,
  setServers,
  security,
  setSecurity,
  bindDn,
  setBindDn,
  password,
  setPassword,
  settings,
  invalid,
  problemText,
}: FieldState & {
  servers: string;
  setServers: (value: string) => void;
  security: AdSettings['security'];
  setSecurity: (value: AdSettings['security']) => void;
  bindDn: string;
  setBindDn: (value: string) => void;
  password: string;
  setPassword: (value: string) => void;
  settings: AdSettings;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="kz-sansan-import__fieldset">
      <legend>{t('activeDirectoryAdmin.connection')}</legend>
      <div className="kz-ad-admin__fields">
        <TextField
          label={t('activeDirectoryAdmin.fields.servers')}
          description={t('activeDirectoryAdmin.serversHint')}
          multiline
          rows={2}
          value={servers}
          onChange={setServers}
          isRequired
          isInvalid={invalid('servers')}
          errorMessage={problemText('servers')}
        />
        <RadioGroup
          label={t('activeDirectoryAdmin.fields.security')}
          value={security}
          onChange={(value) => setSecurity(value as AdSettings['security'])}
          isInvalid={invalid('security')}
          errorMessage={problemText('security')}
          description={settings.plainAllowed ? undefined : t('activeDirectoryAdmin.plainNotAllowedHint')}
        >
          {AD_SECURITY.map((value) => (
            <Radio key={value} value={value} isDisabled={value === 'PLAIN' && !settings.plainAllowed}>
              {t(`activeDirectoryAdmin.security.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          label={t('activeDirectoryAdmin.fields.bindDn')}
          description={t('activeDirectoryAdmin.bindDnHint')}
          value={bindDn}
          onChange={setBindDn}
          isRequired
          isInvalid={invalid('bindDn')}
          errorMessage={problemText('bindDn')}
        />
        <SecretField
          label={t('activeDirectoryAdmin.fields.password')}
          isSet={settings.passwordSet}
          value={password}
          onChange={setPassword}
          errorMessage={problemText('password')}
        />
      </div>
    </fieldset>
  );
}

/** The AD attribute of each field of a person; the AD defaults are one press away. */
function MappingFields({
  mapping,
  setMapping,
  invalid,
  problemText,
}: FieldState & {
  mapping: Record<MappingKey, string>;
  setMapping: Dispatch<SetStateAction<Record<MappingKey, string>>>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="kz-sansan-import__fieldset">
      <legend>{t('activeDirectoryAdmin.mapping')}</legend>
      <p className="kz-form-help">{t('activeDirectoryAdmin.mappingHint')}</p>
      <div className="kz-ad-admin__mapping">
        {MAPPING_KEYS.map((key) => (
          <TextField
            key={key}
            label={t(`activeDirectoryAdmin.attributes.${key}`)}
            value={mapping[key]}
            onChange={(value) => setMapping((current) => ({ ...current, [key]: value }))}
            isRequired={REQUIRED_MAPPING.includes(key)}
            isInvalid={invalid(`mapping.${key}`)}
            errorMessage={problemText(`mapping.${key}`)}
          />
        ))}
      </div>
      <div>
        <Button
          variant="quiet"
          onPress={() =>
            setMapping(
              Object.fromEntries(MAPPING_KEYS.map((key) => [key, AD_DEFAULT_MAPPING[key] ?? ''])) as Record<
                MappingKey,
                string
              >,
            )
          }
        >
          {t('activeDirectoryAdmin.restoreDefaults')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The fields whose hand edits are kept, and when the sync runs by itself. */
function ScheduleFields({
  keepEdited,
  setKeepEdited,
  schedule,
  setSchedule,
  dailyAt,
  setDailyAt,
  invalid,
  problemText,
}: FieldState & {
  keepEdited: string[];
  setKeepEdited: (value: string[]) => void;
  schedule: AdSettings['schedule'];
  setSchedule: (value: AdSettings['schedule']) => void;
  dailyAt: string;
  setDailyAt: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxGroup
        label={t('activeDirectoryAdmin.fields.keepEdited')}
        description={t('activeDirectoryAdmin.keepEditedHint')}
        value={keepEdited}
        onChange={setKeepEdited}
      >
        {AD_FIELDS.map((field) => (
          <Checkbox key={field} value={field}>
            {t(`activeDirectoryAdmin.personFields.${field}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className="kz-ad-admin__schedule">
        <Select
          label={t('activeDirectoryAdmin.fields.schedule')}
          selectedKey={schedule}
          onSelectionChange={(key) => setSchedule(String(key) as AdSettings['schedule'])}
        >
          {AD_SCHEDULES.map((value) => (
            <SelectItem key={value} id={value}>
              {t(`activeDirectoryAdmin.schedules.${value}`)}
            </SelectItem>
          ))}
        </Select>
        {schedule === 'DAILY' && (
          <TextField
            label={t('activeDirectoryAdmin.fields.dailyAt')}
            description={t('activeDirectoryAdmin.dailyAtHint')}
            type="time"
            value={dailyAt}
            onChange={setDailyAt}
            isRequired
            isInvalid={invalid('dailyAt')}
            errorMessage={problemText('dailyAt')}
          />
        )}
      </div>
    </>
  );
}

/** The connection, what to read and how, and when: the password is write-only. */
function SettingsForm({ settings, onSaved }: { settings: AdSettings; onSaved: (next: AdSettings) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [servers, setServers] = useState(settings.servers.join('\n'));
  const [security, setSecurity] = useState(settings.security);
  const [bindDn, setBindDn] = useState(settings.bindDn);
  const [password, setPassword] = useState('');
  const [baseDn, setBaseDn] = useState(settings.baseDn);
  const [filter, setFilter] = useState(settings.filter);
  const [mapping, setMapping] = useState<Record<MappingKey, string>>(() => {
    const from = settings.configured ? settings.mapping : AD_DEFAULT_MAPPING;
    return Object.fromEntries(MAPPING_KEYS.map((key) => [key, from[key] ?? ''])) as Record<
      MappingKey,
      string
    >;
  });
  const [divisionSource, setDivisionSource] = useState(settings.divisionSource);
  const [keepEdited, setKeepEdited] = useState<string[]>(settings.keepEdited);
  const [schedule, setSchedule] = useState(settings.schedule);
  const [dailyAt, setDailyAt] = useState(settings.dailyAt ?? '');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);

  const problemText = (field: string) => {
    const problem = problems[field];
    if (!problem) return undefined;
    const values = problem.values?.problem
      ? { ...problem.values, problem: t(String(problem.values.problem)) }
      : problem.values;
    return t(problem.key, values);
  };
  const invalid = (field: string) => problems[field] !== undefined;

  const save = async () => {
    const body: AdSettingsBody = {
      servers: servers
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      security,
      bindDn,
      password: password === '' ? null : password,
      baseDn,
      filter,
      mapping: Object.fromEntries(
        MAPPING_KEYS.map((key) => {
          const value = mapping[key].trim();
          return [key, value === '' && !REQUIRED_MAPPING.includes(key) ? null : value];
        }),
      ) as AdMapping,
      divisionSource,
      keepEdited: keepEdited as AdSettingsBody['keepEdited'],
      schedule,
      dailyAt: schedule === 'DAILY' ? dailyAt || null : null,
    };
    const own = adFieldProblems(checkBody(AdSettingsBodySchema, body));
    if (!settings.passwordSet && body.password === null) own.password = { key: 'validation.required' };
    if (schedule === 'DAILY' && body.dailyAt === null) own.dailyAt = { key: 'validation.required' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      const next = await client.activeDirectoryAdmin.saveSettings({ body });
      setPassword('');
      onSaved(next);
      toast({ title: t('activeDirectoryAdmin.saved'), tone: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setProblems(adFieldProblems(fieldErrors));
      else toast({ title: t('activeDirectoryAdmin.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="kz-admin-connection__section" aria-labelledby="kz-ad-settings">
      <h2 id="kz-ad-settings">{t('activeDirectoryAdmin.settingsHeading')}</h2>
      <form
        className="kz-sansan-import__form kz-ad-admin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ConnectionFields
          {...{ servers, setServers, security, setSecurity, bindDn, setBindDn, password, setPassword }}
          {...{ settings, invalid, problemText }}
        />
        <fieldset className="kz-sansan-import__fieldset">
          <legend>{t('activeDirectoryAdmin.whatToRead')}</legend>
          <div className="kz-ad-admin__fields">
            <TextField
              label={t('activeDirectoryAdmin.fields.baseDn')}
              description={t('activeDirectoryAdmin.baseDnHint')}
              value={baseDn}
              onChange={setBaseDn}
              isRequired
              isInvalid={invalid('baseDn')}
              errorMessage={problemText('baseDn')}
            />
            <TextField
              label={t('activeDirectoryAdmin.fields.filter')}
              description={t('activeDirectoryAdmin.filterHint')}
              value={filter}
              onChange={setFilter}
              isRequired
              isInvalid={invalid('filter')}
              errorMessage={problemText('filter')}
            />
            <RadioGroup
              label={t('activeDirectoryAdmin.fields.divisionSource')}
              value={divisionSource}
              onChange={(value) => setDivisionSource(value as AdSettings['divisionSource'])}
            >
              {AD_DIVISION_SOURCES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`activeDirectoryAdmin.divisionSources.${value}`)}
                </Radio>
              ))}
            </RadioGroup>
          </div>
        </fieldset>
        <MappingFields {...{ mapping, setMapping, invalid, problemText }} />
        <ScheduleFields
          {...{ keepEdited, setKeepEdited, schedule, setSchedule, dailyAt, setDailyAt, invalid, problemText }}
        />
        <div>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {t('activeDirectoryAdmin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function TestResultLine({ result }: { result: AdTestResult }) {
  const { t } = useTranslation();
  return (
    <p className={`kz-sansan-import__result${result.ok ? '' : ' kz-sansan-import__result--failed'}`}>
      {result.ok ? (
        <CircleCheck size={16} aria-hidden="true" />
      ) : (
        <TriangleAlert size={16} aria-hidden="true" />
      )}
      {result.ok
        ? t('activeDirectoryAdmin.testOk', { server: result.server ?? '', count: result.matched ?? 0 })
        : t(adReasonKey(result.reason))}
    </p>
  );
}

const active = (run: AdRun) => run.state === 'QUEUED' || run.state === 'RUNNING';

/** A run's outcome in words: its state, and why it read nothing. */
function runState(run: AdRun, t: Translate) {
  const state = t(`activeDirectoryAdmin.states.${run.state}`);
  return run.problem ? `${state}: ${t(adReasonKey(run.problem))}` : state;
}

function PeopleList({
  title,
  rows,
}: {
  title: string;
  rows: { accountId: string; fullname: string; fields: string[] }[];
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {rows.map((row) => (
          <li key={row.accountId}>
            {row.fullname} <span className="kz-sansan-import__muted">{row.accountId}</span>
            {row.fields.length > 0 && (
              <span className="kz-sansan-import__muted">
                {' '}
                (
                {row.fields
                  .map((field) =>
                    (AD_FIELDS as readonly string[]).includes(field)
                      ? t(`activeDirectoryAdmin.personFields.${field}`)
                      : field,
                  )
                  .join(t('activeDirectoryAdmin.listSeparator'))}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A run's report: its counts, the first people of each kind, and every refused entry. */
function RunReport({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const report = useQuery(
    (signal) => client.activeDirectoryAdmin.run({ params: { runId } }, { signal }),
    `adRun-${runId}`,
    {
      pollWhile: (data) => active(data.run),
    },
  );
  if (report.error != null)
    return <ErrorState title={t('activeDirectoryAdmin.reportFailed')} onRetry={report.reload} />;
  if (!report.data) return <Skeleton lines={2} />;
  const { run, added, changed, disabledPeople, refusedEntries } = report.data;
  const at = formatDisplayDate(run.createdAt, 'dateTime');
  return (
    <div className="kz-sansan-import__report kz-ad-admin__report" aria-live="polite">
      <h3>
        {run.dryRun
          ? t('activeDirectoryAdmin.previewHeading', { at })
          : t('activeDirectoryAdmin.reportHeading', { at })}
      </h3>
      <p>{runState(run, t)}</p>
      {!active(run) && (
        <>
          <p>
            {t(run.dryRun ? 'activeDirectoryAdmin.previewCounts' : 'activeDirectoryAdmin.runCounts', {
              ...run,
            })}
          </p>
          <PeopleList title={t('activeDirectoryAdmin.added')} rows={added} />
          <PeopleList title={t('activeDirectoryAdmin.changed')} rows={changed} />
          <PeopleList title={t('activeDirectoryAdmin.disabledPeople')} rows={disabledPeople} />
          {refusedEntries.length > 0 && (
            <>
              <h4>{t('activeDirectoryAdmin.refusedEntries')}</h4>
              <ul>
                {refusedEntries.map((entry) => (
                  <li key={`${entry.dn}-${entry.reason}`}>
                    <span className="kz-ad-admin__dn">{entry.dn}</span>:{' '}
                    {t(
                      `activeDirectoryAdmin.refusals.${REFUSALS.includes(entry.reason) ? entry.reason : 'OTHER'}`,
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}

function RunRows({ runs, onOpen }: { runs: AdRun[]; onOpen: (run: AdRun) => void }) {
  const { t } = useTranslation();
  const column = (name: string) => (
    <span className="kz-admin-connection-table__label" aria-hidden="true">
      {t(`activeDirectoryAdmin.columns.${name}`)}
    </span>
  );
  const counts = ['read', 'created', 'updated', 'disabled', 'refused'] as const;
  return (
    <table className="kz-admin-table kz-admin-connection-table">
      <caption className="kz-VisuallyHidden">
        {t('activeDirectoryAdmin.runsCaption', { count: runs.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('activeDirectoryAdmin.columns.startedAt')}</th>
          <th scope="col">{t('activeDirectoryAdmin.columns.kind')}</th>
          <th scope="col">{t('activeDirectoryAdmin.columns.state')}</th>
          {counts.map((name) => (
            <th scope="col" key={name}>
              {t(`activeDirectoryAdmin.columns.${name}`)}
            </th>
          ))}
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('activeDirectoryAdmin.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.runId}>
            <th scope="row">{formatDisplayDate(run.createdAt, 'dateTime')}</th>
            <td>
              {column('kind')}
              {t(`activeDirectoryAdmin.kinds.${run.dryRun ? 'PREVIEW' : 'SYNC'}`)} ·{' '}
              {t(`activeDirectoryAdmin.triggers.${run.trigger}`)}
            </td>
            <td>
              {column('state')}
              <span className="kz-admin-table__status">{runState(run, t)}</span>
            </td>
            {counts.map((name) => (
              <td key={name}>
                {column(name)}
                {run[name]}
              </td>
            ))}
            <td className="kz-admin-connection-table__actions">
              <Button
                variant="quiet"
                onPress={() => onOpen(run)}
                aria-label={t('activeDirectoryAdmin.openReportOf', {
                  at: formatDisplayDate(run.createdAt, 'dateTime'),
                })}
              >
                {t('activeDirectoryAdmin.openReport')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/activeDirectory`: the tenant's on-premise Active Directory (servers, bind account,
 * base DN, filter, attribute mapping, hand edits kept, schedule), a connection test, a preview that
 * changes nothing, runs started by hand and the report of each run.
 */
export function ActiveDirectoryPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const settings = useQuery(
    (signal) => client.activeDirectoryAdmin.settings(undefined, { signal }),
    'adSettings',
  );
  const runs = useQuery((signal) => client.activeDirectoryAdmin.runs(undefined, { signal }), 'adRuns', {
    pollWhile: (data) => data.items.some(active),
    intervalMs: 3000,
  });
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<AdTestResult | null>(null);
  const [starting, setStarting] = useState(false);
  const [openRun, setOpenRun] = useState<number | null>(null);

  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await client.activeDirectoryAdmin.test());
    } catch {
      toast({ title: t('activeDirectoryAdmin.testFailed'), tone: 'danger' });
    } finally {
      setTesting(false);
    }
  };

  const start = async (dryRun: boolean) => {
    setStarting(true);
    try {
      const run = await client.activeDirectoryAdmin.startRun({ body: { dryRun } });
      toast({
        title: t(dryRun ? 'activeDirectoryAdmin.previewQueued' : 'activeDirectoryAdmin.runQueued'),
        tone: 'success',
      });
      if (dryRun) setOpenRun(run.runId);
      runs.reload();
    } catch (error) {
      const code = errorCodeOf(error);
      const known = code === 'AD_RUN_IN_PROGRESS' || code === 'AD_NOT_SET';
      toast({
        title: t(known ? `activeDirectoryAdmin.errors.${code}` : 'activeDirectoryAdmin.runFailed'),
        tone: 'danger',
      });
    } finally {
      setStarting(false);
    }
  };

  const ready = settings.data?.configured === true;
  const busy = runs.data?.items.some(active) === true;
  const list = runs.data?.items;
  return (
    <Page title={t('menu.admin.ACTIVE_DIRECTORY')} className="kz-ad-admin">
      <p className="kz-admin-connection__context">{t('activeDirectoryAdmin.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('activeDirectoryAdmin.loadFailed')} onRetry={settings.reload} />
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
          <section className="kz-admin-connection__section" aria-labelledby="kz-ad-test">
            <h2 id="kz-ad-test">{t('activeDirectoryAdmin.testHeading')}</h2>
            <p className="kz-sansan-import__status">
              {!ready
                ? t('activeDirectoryAdmin.notSetHint')
                : settings.data.nextRunAt
                  ? t('activeDirectoryAdmin.nextRunAt', {
                      at: formatDisplayDate(settings.data.nextRunAt, 'dateTime'),
                    })
                  : t('activeDirectoryAdmin.noSchedule')}
            </p>
            <div className="kz-sansan-import__actions">
              <Button onPress={() => void test()} isDisabled={testing || !ready}>
                {testing ? t('activeDirectoryAdmin.testing') : t('activeDirectoryAdmin.test')}
              </Button>
              <Button onPress={() => void start(true)} isDisabled={starting || busy || !ready}>
                {t('activeDirectoryAdmin.preview')}
              </Button>
            </div>
            <div aria-live="polite">{result && <TestResultLine result={result} />}</div>
          </section>
        </>
      )}
      <section className="kz-admin-connection__section" aria-labelledby="kz-ad-runs">
        <div className="kz-admin-connection__top">
          <h2 id="kz-ad-runs">{t('activeDirectoryAdmin.runsHeading')}</h2>
          <div className="kz-sansan-import__actions">
            <Button variant="quiet" onPress={runs.reload}>
              {t('activeDirectoryAdmin.refresh')}
            </Button>
            <Button
              variant="primary"
              onPress={() => void start(false)}
              isDisabled={starting || busy || !ready}
            >
              {t('activeDirectoryAdmin.runNow')}
            </Button>
          </div>
        </div>
        {busy && <p className="kz-form-help">{t('activeDirectoryAdmin.busyHint')}</p>}
        {runs.error != null ? (
          <ErrorState title={t('activeDirectoryAdmin.loadFailed')} onRetry={runs.reload} />
        ) : !list ? (
          <Skeleton lines={3} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('activeDirectoryAdmin.noRuns')}
            description={t('activeDirectoryAdmin.noRunsHint')}
          />
        ) : (
          <RunRows runs={list} onOpen={(run) => setOpenRun(run.runId)} />
        )}
        {openRun !== null && <RunReport key={openRun} runId={openRun} />}
      </section>
    </Page>
  );
}
