import '../adminPage.css';
import '../adminConnection.css';
import { useState } from 'react';
import type { AdminEntry, CreatedScimToken, FieldError, ScimToken } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, TextField, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { CopyButton } from '../../../shared/CopyButton';
import { CreatedTokenDialog } from './CreatedTokenDialog';
import { ScimTokenDialog } from './ScimTokenDialog';

/** Where an identity provider sends its SCIM calls: this server, whatever page the admin is on. */
export function scimBaseUrl(origin: string = window.location.origin): string {
  return `${origin}/scim/v2`;
}

const SETUP_STEPS = ['app', 'credentials', 'test', 'mappings', 'start'] as const;

/** Creating and revoking tokens, each confirmed by a toast; a refusal's field errors go back to the form. */
function useTokenActions(reload: () => void, onCreated: (token: CreatedScimToken) => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const create = async (name: string): Promise<null | readonly FieldError[] | 'failed'> => {
    try {
      onCreated(await client.scimAdmin.createToken({ body: { name } }));
      reload();
      return null;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };
  const revoke = async (token: ScimToken) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.scim.revokeTitle'),
        message: t('admin.scim.revokeMessage', { name: token.name }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.scimAdmin.revokeToken({ query: { tokenId: token.tokenId } });
      toast({ title: t('admin.scim.revoked', { name: token.name }), tone: 'success' });
      reload();
    } catch {
      toast({ title: t('admin.scim.revokeFailed'), tone: 'danger' });
    }
  };
  return { create, revoke };
}

function TokenRows({
  tokens,
  onRevoke,
}: {
  tokens: readonly ScimToken[];
  onRevoke: (token: ScimToken) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-admin-connection-table">
      <caption className="kz-VisuallyHidden">{t('admin.scim.caption', { count: tokens.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.scim.columns.name')}</th>
          <th scope="col">{t('admin.scim.columns.created')}</th>
          <th scope="col">{t('admin.scim.columns.lastUsed')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('admin.scim.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.tokenId}>
            <th scope="row">{token.name}</th>
            <td>
              <span className="kz-admin-connection-table__label" aria-hidden="true">
                {t('admin.scim.columns.created')}
              </span>
              {formatDisplayDate(token.createdAt, 'dateTime')}
            </td>
            <td>
              <span className="kz-admin-connection-table__label" aria-hidden="true">
                {t('admin.scim.columns.lastUsed')}
              </span>
              {token.lastUsedAt ? formatDisplayDate(token.lastUsedAt, 'dateTime') : t('admin.scim.neverUsed')}
            </td>
            <td className="kz-admin-connection-table__actions">
              <Button
                variant="quiet"
                onPress={() => onRevoke(token)}
                aria-label={t('admin.scim.revokeOf', { name: token.name })}
              >
                {t('admin.scim.revoke')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ScimAdminPageProps {
  /** The admin entry the page was opened from: it names the page. */
  entry: Extract<AdminEntry, 'AZURE_ACTIVE_DIRECTORY' | 'ACTIVE_DIRECTORY'>;
}

/**
 * `/front/admin/azureActiveDirectory` and `/front/admin/activeDirectory`: the SCIM endpoint an
 * identity provider provisions people and divisions through, its tokens, and how to set it up.
 */
export function ScimAdminPage({ entry }: ScimAdminPageProps) {
  const { t } = useTranslation();
  const client = useClient();
  const tokens = useQuery((signal) => client.scimAdmin.listTokens(undefined, { signal }), 'scimTokens');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const actions = useTokenActions(tokens.reload, setCreated);
  const list = tokens.data?.items;
  const baseUrl = scimBaseUrl();
  return (
    <Page title={t(`admin.scim.title.${entry}`)} className="kz-admin-connection">
      <p className="kz-admin-connection__context">{t('admin.scim.context')}</p>

      <section className="kz-admin-connection__section" aria-labelledby="kz-scim-endpoint">
        <h2 id="kz-scim-endpoint">{t('admin.scim.endpointHeading')}</h2>
        <div className="kz-admin-connection__copyable">
          <TextField
            label={t('admin.scim.baseUrl')}
            value={baseUrl}
            isReadOnly
            className="kz-admin-connection__value"
          />
          <CopyButton text={baseUrl} label={t('admin.scim.copyBaseUrl')} />
        </div>
      </section>

      <section className="kz-admin-connection__section" aria-labelledby="kz-scim-tokens">
        <div className="kz-admin-connection__top">
          <h2 id="kz-scim-tokens">{t('admin.scim.tokensHeading')}</h2>
          <Button variant="primary" onPress={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" />
            {t('admin.scim.create')}
          </Button>
        </div>
        {tokens.error != null ? (
          <ErrorState title={t('admin.scim.loadFailed')} onRetry={tokens.reload} />
        ) : !list ? (
          <Skeleton lines={3} />
        ) : list.length === 0 ? (
          <EmptyState title={t('admin.scim.empty')} description={t('admin.scim.emptyHint')} />
        ) : (
          <TokenRows tokens={list} onRevoke={(token) => void actions.revoke(token)} />
        )}
      </section>

      <section className="kz-admin-connection__section" aria-labelledby="kz-scim-howto">
        <h2 id="kz-scim-howto">{t('admin.scim.howto.heading')}</h2>
        <ol className="kz-admin-connection__steps">
          {SETUP_STEPS.map((step) => (
            <li key={step}>{t(`admin.scim.howto.${step}`, { baseUrl })}</li>
          ))}
        </ol>
        <p className="kz-form-help">{t('admin.scim.howto.mapping')}</p>
      </section>

      {creating && <ScimTokenDialog onCreate={actions.create} onClose={() => setCreating(false)} />}
      {created && <CreatedTokenDialog token={created} onClose={() => setCreated(null)} />}
    </Page>
  );
}
