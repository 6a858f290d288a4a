import './callSettings.css';
import type { ReactNode } from 'react';
import { ErrorState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtiSettingsForm } from './CtiSettingsForm';
import type { CtiSettingsValue } from './CtiSettingsForm';
import { MobileConnectForm } from './MobileConnectForm';
import type { MobileConnectDestination } from './MobileConnectForm';
import { TransferSettingsForm } from './TransferSettingsForm';
import type { TransferSettingsValue } from './TransferSettingsForm';
import { useToast } from '../../shared/toast';
import { Page } from '../../shared/Page';

/** One section's settings as loaded from the server. */
export interface LoadedSettings<T> {
  data: T | null;
  error: unknown;
  retry: () => void;
}

export interface CallSettingsViewProps {
  /** Forwarding; absent when the user's phone system offers none. */
  transfer?: LoadedSettings<TransferSettingsValue> & {
    durationBounds: { min: number; max: number };
    onSave: (settings: TransferSettingsValue) => Promise<void>;
  };
  mobileConnect?: LoadedSettings<MobileConnectDestination[]> & {
    max: number;
    onSave: (destinations: MobileConnectDestination[]) => Promise<void>;
  };
  cti?: LoadedSettings<CtiSettingsValue> & {
    onSave: (settings: { deviceName: string; autoAnswer: boolean }) => Promise<void>;
  };
  /** The user may keep a call rejection list. */
  callRejectionAvailable: boolean;
  /**
   * What call rejection still needs when the call manager offers it but the line does not have
   * it yet (001 §6): an extension, or the own CTI device. Absent: the section is not shown.
   */
  callRejectionMissing?: 'extension' | 'device' | undefined;
}

function Section<T>({
  id,
  title,
  loaded,
  children,
}: {
  id: string;
  title: string;
  loaded: LoadedSettings<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="kz-call-settings__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {loaded.error != null ? (
        <ErrorState title={t('callSettings.loadFailed')} onRetry={loaded.retry} />
      ) : loaded.data === null ? (
        <p role="status" className="kz-form-help">
          {t('common.loading')}
        </p>
      ) : (
        children(loaded.data)
      )}
    </section>
  );
}

/**
 * `/front/settings/cucmSettings`: forwarding, mobile connect and CTI control of the user's own
 * line, each saved on its own, and the way to the call rejection list.
 */
export function CallSettingsView({
  transfer,
  mobileConnect,
  cti,
  callRejectionAvailable,
  callRejectionMissing,
}: CallSettingsViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const saved = (section: string) => () =>
    toast({ title: t('callSettings.saved', { section }), tone: 'success' });
  const failed = (section: string) => () =>
    toast({ title: t('callSettings.saveFailed', { section }), tone: 'danger' });
  const nothing = !transfer && !mobileConnect && !cti && !callRejectionAvailable;

  return (
    <Page className="kz-call-settings" title={t('callSettings.title')}>
      {nothing && <p>{t('callSettings.unavailable')}</p>}
      {(callRejectionAvailable || callRejectionMissing) && (
        <section className="kz-call-settings__section" aria-labelledby="kz-call-rejection-title">
          <h2 id="kz-call-rejection-title">{t('callSettings.rejection.title')}</h2>
          <p className="kz-form-help">{t('callSettings.rejection.description')}</p>
          {callRejectionAvailable ? (
            <Link to="/settings/cucmSettings/callRejectionSettings">{t('callSettings.rejection.open')}</Link>
          ) : (
            <p>
              {callRejectionMissing === 'extension'
                ? t('callSettings.rejection.needsExtension')
                : t('callSettings.rejection.needsDevice')}
            </p>
          )}
        </section>
      )}
      {transfer && (
        <Section id="kz-transfer-title" title={t('callSettings.transfer.title')} loaded={transfer}>
          {(data) => (
            <TransferSettingsForm
              key={JSON.stringify(data)}
              settings={data}
              durationBounds={transfer.durationBounds}
              onSave={transfer.onSave}
              onSaved={saved(t('callSettings.transfer.title'))}
              onFailed={failed(t('callSettings.transfer.title'))}
            />
          )}
        </Section>
      )}
      {mobileConnect && (
        <Section
          id="kz-mobile-connect-title"
          title={t('callSettings.mobileConnect.title')}
          loaded={mobileConnect}
        >
          {(data) => (
            <MobileConnectForm
              key={JSON.stringify(data)}
              destinations={data}
              max={mobileConnect.max}
              onSave={mobileConnect.onSave}
              onSaved={saved(t('callSettings.mobileConnect.title'))}
              onFailed={failed(t('callSettings.mobileConnect.title'))}
            />
          )}
        </Section>
      )}
      {cti && (
        <Section id="kz-cti-title" title={t('callSettings.cti.title')} loaded={cti}>
          {(data) => (
            <CtiSettingsForm
              key={JSON.stringify(data)}
              settings={data}
              onSave={cti.onSave}
              onSaved={saved(t('callSettings.cti.title'))}
              onFailed={failed(t('callSettings.cti.title'))}
            />
          )}
        </Section>
      )}
    </Page>
  );
}
