import './apiKeys.css';
import { useState } from 'react';
import type { ApiService } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useRateLimitedText } from '../../errors/useRateLimitedText';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { ApiKeyPolicySection } from './ApiKeyPolicySection';
import { ApiServiceDialog, type ApiServiceDialogProps } from './ApiServiceDialog';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { DisconnectServiceDialog } from './DisconnectServiceDialog';
import { scopeLabels } from './scopeText';

function ServiceRows({
  services,
  onChange,
  onDisconnect,
}: {
  services: readonly ApiService[];
  onChange: (service: ApiService) => void;
  onDisconnect: (service: ApiService) => void;
}) {
  const { t } = useTranslation();
  const columns = ['key', 'scope', 'created', 'lastUsed'] as const;
  return (
    <table className="kz-api-keys-table">
      <caption className="kz-VisuallyHidden">
        {t('apiKeys.services.caption', { count: services.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.services.columns.name')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`apiKeys.services.columns.${column}`)}
            </th>
          ))}
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('apiKeys.services.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.tenantPaapiServiceSettingsId}>
            <th scope="row">{service.serviceName}</th>
            <td>
              <code>{service.maskedKey}</code>
            </td>
            <td>{scopeLabels(t, service.scope)}</td>
            <td>{formatDisplayDate(service.createdAt, 'dateTime')}</td>
            <td>
              {service.lastUsedAt
                ? formatDisplayDate(service.lastUsedAt, 'dateTime')
                : t('apiKeys.neverUsed')}
            </td>
            <td className="kz-api-keys-table__actions">
              <Button
                variant="quiet"
                onPress={() => onChange(service)}
                aria-label={t('apiKeys.services.changeScopeOf', { name: service.serviceName })}
              >
                {t('apiKeys.services.changeScope')}
              </Button>
              <Button
                variant="quiet"
                onPress={() => onDisconnect(service)}
                aria-label={t('apiKeys.services.disconnectOf', { name: service.serviceName })}
              >
                {t('apiKeys.services.disconnect')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ApiServicesPageProps {
  /** The page's title: the Manage card's label. */
  title: string;
}

/**
 * `/front/admin/api/serviceConnect` (002 §3, §5): the services connected to the tenant, each with
 * its own key shown once, its scopes, and a disconnection confirmed by typing its name; and what
 * the tenant allows its people's own keys (expiry choices and personal scopes).
 */
export function ApiServicesPage({ title }: ApiServicesPageProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const rateLimitedText = useRateLimitedText();
  const services = useQuery((signal) => client.apiServiceAdmin.list(undefined, { signal }), 'apiServices');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [changing, setChanging] = useState<ApiService | null>(null);
  const [disconnecting, setDisconnecting] = useState<ApiService | null>(null);
  const list = services.data?.items;

  const refusalOf = (error: unknown) => {
    const limited = rateLimitedText(error);
    if (limited) return { failure: limited };
    const fieldErrors = fieldErrorsOf(error);
    return fieldErrors.length > 0 ? fieldErrors : true;
  };

  const create: ApiServiceDialogProps['onSave'] = async (body) => {
    try {
      const answer = await client.apiServiceAdmin.create({ body });
      setCreated({ name: answer.serviceName, secret: answer.apiKey });
      services.reload();
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  const changeScope =
    (service: ApiService): ApiServiceDialogProps['onSave'] =>
    async ({ scope }) => {
      try {
        await client.apiServiceAdmin.updateScope({
          params: { tenantPaapiServiceSettingsId: service.tenantPaapiServiceSettingsId },
          body: { scope },
        });
        toast({ title: t('apiKeys.services.changed', { name: service.serviceName }), tone: 'success' });
        services.reload();
        return null;
      } catch (error) {
        return refusalOf(error);
      }
    };

  const disconnect = (service: ApiService) => async (typedName: string) => {
    try {
      await client.apiServiceAdmin.disconnect({
        params: { tenantPaapiServiceSettingsId: service.tenantPaapiServiceSettingsId },
        body: { serviceName: typedName },
      });
      toast({ title: t('apiKeys.services.disconnected', { name: service.serviceName }), tone: 'success' });
      services.reload();
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  return (
    <Page title={title} className="kz-api-keys">
      <p className="kz-api-keys__context">{t('apiKeys.services.context')}</p>
      <div className="kz-api-keys__top">
        <h2>{t('apiKeys.services.heading')}</h2>
        <Button variant="primary" onPress={() => setCreating(true)}>
          <Plus size={16} aria-hidden="true" />
          {t('apiKeys.services.create')}
        </Button>
      </div>
      {services.error != null ? (
        <ErrorState title={t('apiKeys.services.loadFailed')} onRetry={services.reload} />
      ) : !list ? (
        <Skeleton lines={3} />
      ) : list.length === 0 ? (
        <EmptyState title={t('apiKeys.services.empty')} description={t('apiKeys.services.emptyHint')} />
      ) : (
        <ServiceRows services={list} onChange={setChanging} onDisconnect={setDisconnecting} />
      )}
      <ApiKeyPolicySection />

      {creating && <ApiServiceDialog onSave={create} onClose={() => setCreating(false)} />}
      {created && (
        <CreatedKeyDialog
          title={t('apiKeys.services.createdTitle', { name: created.name })}
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
      {changing && (
        <ApiServiceDialog
          service={changing}
          onSave={changeScope(changing)}
          onClose={() => setChanging(null)}
        />
      )}
      {disconnecting && (
        <DisconnectServiceDialog
          serviceName={disconnecting.serviceName}
          onDisconnect={disconnect(disconnecting)}
          onClose={() => setDisconnecting(null)}
        />
      )}
    </Page>
  );
}
