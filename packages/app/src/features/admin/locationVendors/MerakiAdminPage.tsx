import '../adminPage.css';
import '../adminConnection.css';
import './locationVendorsAdmin.css';
import { useState } from 'react';
import type { MerakiSettings, MerakiSettingsBody } from '@kizuna/api-client/contract';
import { MerakiSettingsBodySchema } from '@kizuna/api-client/contract';
import { ErrorState, Skeleton, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { CopyButton } from '../../../shared/CopyButton';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useQuery } from '../../../shared/useQuery';
import { FloorMappings } from './FloorMappings';
import { useVendorSettingsSave } from './useVendorSettingsSave';
import { VendorField, VendorSettingsSection } from './VendorSettingsForm';

function ReceiverSection({ settings }: { settings: MerakiSettings }) {
  const { t } = useTranslation();
  return (
    <section className="kz-admin-connection__section" aria-labelledby="kz-meraki-receiver">
      <h2 id="kz-meraki-receiver">{t('vendorsAdmin.meraki.receiverHeading')}</h2>
      {settings.receiverUrl === null ? (
        <p className="kz-form-help">{t('vendorsAdmin.meraki.receiverLater')}</p>
      ) : (
        <>
          <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
            <TextField
              label={t('vendorsAdmin.meraki.receiverUrl')}
              description={t('vendorsAdmin.meraki.receiverUrlHint')}
              value={settings.receiverUrl}
              isReadOnly
              multiline
              rows={2}
              className="kz-admin-connection__value"
            />
            <CopyButton text={settings.receiverUrl} label={t('vendorsAdmin.meraki.copyReceiverUrl')} />
          </div>
          <p className="kz-vendors-admin__status">
            {settings.lastReceivedAt
              ? t('vendorsAdmin.meraki.lastReceived', {
                  at: formatDisplayDate(settings.lastReceivedAt, 'dateTime'),
                })
              : t('vendorsAdmin.meraki.neverReceived')}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The validator and the shared secret as the Meraki dashboard shows them. The secret is
 * write-only: the field starts empty, and once one is set, leaving it empty keeps it.
 */
function MerakiSettingsForm({
  settings,
  onSaved,
}: {
  settings: MerakiSettings;
  onSaved: (next: MerakiSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const [validator, setValidator] = useState(settings.validator ?? '');
  const [secret, setSecret] = useState('');
  const { problems, problemText, clear, saving, save } = useVendorSettingsSave<MerakiSettingsBody>({
    schema: MerakiSettingsBodySchema,
    secretField: 'secret',
    secretSet: settings.secretSet,
    send: async (body) => {
      const next = await client.locationVendorAdmin.saveMerakiSettings({ body });
      setSecret('');
      onSaved(next);
    },
  });

  const form = { problems, problemText, clear };

  return (
    <VendorSettingsSection
      headingId="kz-meraki-settings"
      heading={t('vendorsAdmin.meraki.settingsHeading')}
      saving={saving}
      onSubmit={() => void save({ validator, secret: secret === '' ? null : secret })}
    >
      <VendorField
        field="validator"
        form={form}
        label={t('vendorsAdmin.meraki.validator')}
        description={t('vendorsAdmin.meraki.validatorHint')}
        value={validator}
        onChange={setValidator}
        isRequired
        autoComplete="off"
      />
      <VendorField
        field="secret"
        form={form}
        label={t('vendorsAdmin.meraki.secret')}
        description={
          settings.secretSet ? t('vendorsAdmin.meraki.secretSetHint') : t('vendorsAdmin.meraki.secretHint')
        }
        type="password"
        autoComplete="new-password"
        value={secret}
        onChange={setSecret}
        isRequired={!settings.secretSet}
      />
      <p className="kz-vendors-admin__status">
        {settings.secretSet ? t('vendorsAdmin.meraki.secretIsSet') : t('vendorsAdmin.meraki.secretNotSet')}
      </p>
    </VendorSettingsSection>
  );
}

/**
 * `/front/admin/meraki`: the Scanning API v3 receiver to paste into the Meraki dashboard, its
 * validator and shared secret, and which Meraki floor plan is which Kizuna floor.
 */
export function MerakiAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery(
    (signal) => client.locationVendorAdmin.merakiSettings(undefined, { signal }),
    'merakiSettings',
  );
  return (
    <Page title={t('menu.admin.MERAKI')} className="kz-vendors-admin">
      <p className="kz-admin-connection__context">{t('vendorsAdmin.meraki.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('vendorsAdmin.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <MerakiSettingsForm settings={settings.data} onSaved={settings.set} />
          <ReceiverSection settings={settings.data} />
        </>
      )}
      <FloorMappings source="meraki" />
    </Page>
  );
}
