import './companyAdmin.css';
import { useState } from 'react';
import type { CompanySettings, SaveCompanySettingsBody } from '@kizuna/api-client/contract';
import { OCR_TYPES } from '@kizuna/api-client/contract';
import { ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { selectPrincipal, usePrincipalStore } from '../../session';
import { CompanyLogoSection } from './CompanyLogoSection';
import { CompanySettingsForm } from './CompanySettingsForm';
import { Link } from 'react-router';

/** The administrator's own top bar follows at once; everyone else's on their next page load. */
function useRefreshOwnPrincipal() {
  const client = useClient();
  return async () => {
    const { principal, setPrincipal } = usePrincipalStore.getState();
    if (!principal) return;
    const [tenantInfo, companyInfo, feedbackSettings] = await Promise.all([
      client.principal.tenantInfo(),
      client.principal.companyInfo(),
      client.principal.feedbackSettings(),
    ]);
    setPrincipal({ ...principal, tenantInfo, companyInfo, feedbackSettings });
  };
}

function CompanySettingsView({
  settings,
  onChanged,
}: {
  settings: CompanySettings;
  onChanged: (next: CompanySettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const refresh = useRefreshOwnPrincipal();
  const [busy, setBusy] = useState(false);
  const features = usePrincipalStore(selectPrincipal)?.tenantInfo.tenantFeatures ?? [];
  const ocrTypes = OCR_TYPES.filter((type) => features.includes(`OCR_${type}`));

  const changed = (next: CompanySettings, message: string) => {
    onChanged(next);
    toast({ title: t(message), tone: 'success' });
    void refresh().catch(() => undefined);
  };
  const save = async (body: SaveCompanySettingsBody) => {
    try {
      changed(await client.companyAdmin.save({ body }), 'admin.company.saved');
      return null;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) return fieldErrors;
      toast({ title: t('admin.company.saveFailed'), tone: 'danger' });
      return 'failed' as const;
    }
  };
  const upload = async (file: File) => {
    setBusy(true);
    try {
      changed(await client.companyAdmin.uploadLogo({ body: { file } }), 'admin.company.logoSaved');
    } catch (error) {
      const refused = fieldErrorsOf(error).length > 0;
      toast({ title: t(refused ? 'admin.company.logoRefused' : 'admin.company.saveFailed'), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.company.removeLogoTitle'),
        message: t('admin.company.removeLogoMessage'),
      })
      .catch(() => false);
    if (!confirmed) return;
    setBusy(true);
    try {
      changed(await client.companyAdmin.removeLogo(), 'admin.company.logoRemoved');
    } catch {
      toast({ title: t('admin.company.saveFailed'), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <CompanyLogoSection
        logoVersion={settings.logoVersion}
        busy={busy}
        onUpload={(file) => void upload(file)}
        onRemove={() => void remove()}
      />
      <CompanySettingsForm settings={settings} onSave={save} ocrTypes={ocrTypes} />
    </>
  );
}

/** `/front/admin/company`: the organisation, its logo, and the tenant's settings for everyone. */
export function CompanySettingsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery((signal) => client.companyAdmin.get(undefined, { signal }), 'company');
  return (
    <Page title={t('admin.company.title')} className="kz-company-admin">
      <p className="kz-company-admin__context">{t('admin.company.context')}</p>
      <p>
        <Link to="/admin/company/destinations">{t('whereabouts.admin.open')}</Link>
      </p>
      {settings.error != null ? (
        <ErrorState title={t('admin.company.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={8} />
      ) : (
        <CompanySettingsView settings={settings.data} onChanged={settings.set} />
      )}
    </Page>
  );
}
