import '../adminPage.css';
import '../adminConnection.css';
import './phoneSystemAdmin.css';
import { ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useQuery } from '../../../shared/useQuery';
import { PhoneLinesSection } from './PhoneLinesSection';
import { PhoneSystemSettingsForm } from './PhoneSystemSettingsForm';
import { PhoneSystemTest } from './PhoneSystemTest';

/**
 * `/front/admin/cucm`: the phone system the tenant's calls go through (the simulated PBX or a
 * vendor system), its connection test, and each person's extension and device.
 */
export function PhoneSystemAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery(
    (signal) => client.phoneSystemAdmin.settings(undefined, { signal }),
    'phoneSystemSettings',
  );

  return (
    <Page title={t('menu.admin.CUCM')} className="kz-phone-admin">
      <p className="kz-admin-connection__context">{t('phoneSystemAdmin.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('phoneSystemAdmin.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <div className="kz-phone-admin__top">
          <section className="kz-admin-connection__section" aria-labelledby="kz-phone-settings">
            <h2 id="kz-phone-settings">{t('phoneSystemAdmin.settingsHeading')}</h2>
            <PhoneSystemSettingsForm
              key={JSON.stringify(settings.data)}
              settings={settings.data}
              onSave={(body) => client.phoneSystemAdmin.saveSettings({ body })}
              onSaved={settings.set}
            />
          </section>
          <section className="kz-admin-connection__section" aria-labelledby="kz-phone-test">
            <h2 id="kz-phone-test">{t('phoneSystemAdmin.test.heading')}</h2>
            <PhoneSystemTest
              key={JSON.stringify(settings.data)}
              settings={settings.data}
              onTest={() => client.phoneSystemAdmin.test()}
            />
          </section>
        </div>
      )}
      <PhoneLinesSection />
    </Page>
  );
}
