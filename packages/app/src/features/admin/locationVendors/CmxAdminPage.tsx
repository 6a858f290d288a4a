import '../adminPage.css';
import '../adminConnection.css';
import './locationVendorsAdmin.css';
import { useState } from 'react';
import type { CmxSettings, CmxSettingsBody, CmxTestResult } from '@kizuna/api-client/contract';
import { CmxSettingsBodySchema } from '@kizuna/api-client/contract';
import { Button, ErrorState, Skeleton } from '@kizuna/ui';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { FloorMappings } from './FloorMappings';
import { useVendorSettingsSave } from './useVendorSettingsSave';
import { VendorField, VendorSettingsSection } from './VendorSettingsForm';

/** Why CMX could not be asked, in words; an unknown reason reads as "did not answer". */
export function cmxReasonKey(reason: string | null): string {
  const known = ['UNREACHABLE', 'UNAUTHORIZED', 'REFUSED', 'NOT_CMX', 'NOT_SET'];
  return `vendorsAdmin.cmx.reasons.${reason && known.includes(reason) ? reason : 'UNREACHABLE'}`;
}

/** The server, user and password Kizuna polls CMX with; the password is write-only. */
function CmxSettingsForm({
  settings,
  onSaved,
}: {
  settings: CmxSettings;
  onSaved: (next: CmxSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? '');
  const [username, setUsername] = useState(settings.username ?? '');
  const [password, setPassword] = useState('');
  const { problems, problemText, clear, saving, save } = useVendorSettingsSave<CmxSettingsBody>({
    schema: CmxSettingsBodySchema,
    secretField: 'password',
    secretSet: settings.passwordSet,
    send: async (body) => {
      const next = await client.locationVendorAdmin.saveCmxSettings({ body });
      setPassword('');
      onSaved(next);
    },
  });

  const form = { problems, problemText, clear };

  return (
    <VendorSettingsSection
      headingId="kz-cmx-settings"
      heading={t('vendorsAdmin.cmx.settingsHeading')}
      saving={saving}
      onSubmit={() => void save({ baseUrl, username, password: password === '' ? null : password })}
    >
      <VendorField
        field="baseUrl"
        form={form}
        label={t('vendorsAdmin.cmx.baseUrl')}
        description={t('vendorsAdmin.cmx.baseUrlHint')}
        type="url"
        value={baseUrl}
        onChange={setBaseUrl}
        isRequired
      />
      <VendorField
        field="username"
        form={form}
        label={t('vendorsAdmin.cmx.username')}
        value={username}
        autoComplete="off"
        onChange={setUsername}
        isRequired
      />
      <VendorField
        field="password"
        form={form}
        label={t('vendorsAdmin.cmx.password')}
        description={
          settings.passwordSet ? t('vendorsAdmin.cmx.passwordSetHint') : t('vendorsAdmin.cmx.passwordHint')
        }
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        isRequired={!settings.passwordSet}
      />
    </VendorSettingsSection>
  );
}

/** How the last poll went; polling runs by itself once a server is saved. */
function PollStatus({ settings }: { settings: CmxSettings }) {
  const { t } = useTranslation();
  if (!settings.passwordSet)
    return <p className="kz-vendors-admin__status">{t('vendorsAdmin.cmx.notPolling')}</p>;
  if (!settings.lastPolledAt)
    return <p className="kz-vendors-admin__status">{t('vendorsAdmin.cmx.notPolledYet')}</p>;
  const at = formatDisplayDate(settings.lastPolledAt, 'dateTime');
  return (
    <p className="kz-vendors-admin__status">
      {settings.lastError
        ? t('vendorsAdmin.cmx.lastPollFailed', { at, reason: t(cmxReasonKey(settings.lastError)) })
        : t('vendorsAdmin.cmx.lastPolled', { at })}
    </p>
  );
}

function TestResult({ result }: { result: CmxTestResult }) {
  const { t } = useTranslation();
  if (!result.ok)
    return (
      <p className="kz-vendors-admin__result kz-vendors-admin__result--failed">
        <TriangleAlert size={16} aria-hidden="true" />
        {t(cmxReasonKey(result.reason))}
      </p>
    );
  return (
    <div className="kz-vendors-admin__result">
      <p>
        <CircleCheck size={16} aria-hidden="true" />
        {t('vendorsAdmin.cmx.testOk', { count: result.floors.length })}
      </p>
      {result.floors.length > 0 && (
        <ul className="kz-vendors-admin__floors">
          {result.floors.map((floor) => (
            <li key={floor.id}>
              {floor.name} <code>{floor.id}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * `/front/admin/cmx`: the Cisco CMX (or Cisco Spaces connector) Kizuna polls for positions, a
 * connection test that lists its floors, and which CMX floor is which Kizuna floor.
 */
export function CmxAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery(
    (signal) => client.locationVendorAdmin.cmxSettings(undefined, { signal }),
    'cmxSettings',
  );
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<CmxTestResult | null>(null);
  const toast = useToast();

  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await client.locationVendorAdmin.testCmx());
    } catch {
      toast({ title: t('vendorsAdmin.cmx.testFailed'), tone: 'danger' });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Page title={t('menu.admin.CMX')} className="kz-vendors-admin">
      <p className="kz-admin-connection__context">{t('vendorsAdmin.cmx.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('vendorsAdmin.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <CmxSettingsForm
            key={JSON.stringify(settings.data)}
            settings={settings.data}
            onSaved={(next) => {
              settings.set(next);
              setResult(null);
            }}
          />
          <section className="kz-admin-connection__section" aria-labelledby="kz-cmx-test">
            <h2 id="kz-cmx-test">{t('vendorsAdmin.cmx.testHeading')}</h2>
            <PollStatus settings={settings.data} />
            <Button onPress={() => void test()} isDisabled={testing || !settings.data.passwordSet}>
              {testing ? t('vendorsAdmin.cmx.testing') : t('vendorsAdmin.cmx.test')}
            </Button>
            <div aria-live="polite">{result && <TestResult result={result} />}</div>
          </section>
        </>
      )}
      <FloorMappings
        source="cmx"
        vendorFloors={result?.floors.map((floor) => ({ id: floor.id, name: floor.name })) ?? []}
      />
    </Page>
  );
}
