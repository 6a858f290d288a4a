import './apiKeys.css';
import { useState } from 'react';
import { errorCodeOf } from '@kizuna/api-client';
import { API_KEY_LIMITS, type ApiKey } from '@kizuna/api-client/contract';
import { hasCapability } from '@kizuna/api-client/rules';
import { Button, EmptyState, ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useRateLimitedText } from '../../errors/useRateLimitedText';
import { usePageTitle } from '../../i18n/usePageTitle';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { ApiKeyCreateDialog, type ApiKeyCreateDialogProps } from './ApiKeyCreateDialog';
import { ApiKeyNoteDialog } from './ApiKeyNoteDialog';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { scopeLabels } from './scopeText';

/** 002 §6: the tenant's paapi feature and the person's API privilege. */
export const API_KEY_HOLDER = {
  kind: 'all',
  of: [
    { kind: 'feature', feature: 'PAAPI' },
    { kind: 'feature', feature: 'USER_PAAPI_AVAILABLE' },
  ],
} as const;

function KeyRows({
  keys,
  onEdit,
  onRevoke,
}: {
  keys: readonly ApiKey[];
  onEdit: (key: ApiKey) => void;
  onRevoke: (key: ApiKey) => void;
}) {
  const { t } = useTranslation();
  const columns = ['note', 'scope', 'expires', 'lastUsed'] as const;
  return (
    <table className="kz-api-keys-table">
      <caption className="kz-VisuallyHidden">{t('apiKeys.caption', { count: keys.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.columns.key')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`apiKeys.columns.${column}`)}
            </th>
          ))}
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('apiKeys.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.apiKeyId} data-expired={key.expired || undefined}>
            <th scope="row">
              <code>{key.maskedKey}</code>
            </th>
            <td>{key.note || <span className="kz-api-keys__muted">{t('apiKeys.noNote')}</span>}</td>
            <td>{scopeLabels(t, key.scope)}</td>
            <td>
              {key.exp ? formatDisplayDate(key.exp, 'date') : t('apiKeys.neverExpires')}
              {key.expired && <span className="kz-api-keys__expired">{t('apiKeys.expired')}</span>}
            </td>
            <td>{key.lastUsedAt ? formatDisplayDate(key.lastUsedAt, 'dateTime') : t('apiKeys.neverUsed')}</td>
            <td className="kz-api-keys-table__actions">
              <Button
                variant="quiet"
                onPress={() => onEdit(key)}
                aria-label={t('apiKeys.editNoteOf', { key: key.maskedKey })}
              >
                {t('apiKeys.editNote')}
              </Button>
              <Button
                variant="quiet"
                onPress={() => onRevoke(key)}
                aria-label={t('apiKeys.revokeOf', { key: key.maskedKey })}
              >
                {t('apiKeys.revoke')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DAY_MS = 86_400_000;

/** The keys that stop working within `API_KEY_LIMITS.expiryNoticeDays` and have not yet. */
export function keysExpiringSoon(keys: readonly ApiKey[], now: number): ApiKey[] {
  const until = now + API_KEY_LIMITS.expiryNoticeDays * DAY_MS;
  return keys.filter((key) => {
    if (key.expired || key.exp === null) return false;
    const at = Date.parse(key.exp);
    return at > now && at <= until;
  });
}

/**
 * The in-app notice of keys about to expire (beside the mail a week before): the owner sees it
 * on this page, which the mail links to, until the key expires or is revoked.
 */
function ExpiringKeysNotice({ keys }: { keys: readonly ApiKey[] }) {
  const { t } = useTranslation();
  return (
    <section className="kz-api-keys__expiring" role="status" aria-labelledby="kz-api-keys-expiring">
      <h2 id="kz-api-keys-expiring">{t('apiKeys2.expiringTitle', { count: keys.length })}</h2>
      <ul>
        {keys.map((key) => (
          <li key={key.apiKeyId}>
            {t(key.note ? 'apiKeys2.expiringKeyWithNote' : 'apiKeys2.expiringKey', {
              key: key.maskedKey,
              note: key.note,
              date: formatDisplayDate(key.exp!, 'date'),
            })}
          </li>
        ))}
      </ul>
      <p>{t('apiKeys2.expiringHint')}</p>
    </section>
  );
}

/**
 * `/front/settings/apiKey`: the person's own API keys (002 §3, §6, §9): up to 10, each shown once
 * when created, with its note, scopes, expiry and last use.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  usePageTitle('apiKeys.title');
  const client = useClient();
  const toast = useToast();
  const rateLimitedText = useRateLimitedText();
  const dialogs = useDialogService();
  const principal = usePrincipalStore(selectPrincipal);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const available = context !== null && hasCapability(context, API_KEY_HOLDER);
  const keys = useQuery(available ? (signal) => client.apiKeys.list(undefined, { signal }) : null, 'apiKeys');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);

  if (!available || !context) {
    return (
      <Page title={t('apiKeys.title')}>
        <p>{t('apiKeys.unavailable')}</p>
      </Page>
    );
  }

  const list = keys.data?.items;
  const expiring = list ? keysExpiringSoon(list, Date.now()) : [];
  const full = (list?.length ?? 0) >= API_KEY_LIMITS.keysPerUser;

  const create: ApiKeyCreateDialogProps['onCreate'] = async (key) => {
    try {
      const answer = await client.apiKeys.create({ body: key });
      setCreated(answer.apiKey);
      keys.reload();
      return null;
    } catch (error) {
      if (errorCodeOf(error) === 'API_KEY_LIMIT_REACHED') {
        keys.reload();
        return { failure: t('apiKeys.limitReached', { max: API_KEY_LIMITS.keysPerUser }) };
      }
      const limited = rateLimitedText(error);
      if (limited) return { failure: limited };
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : { failure: t('apiKeys.createFailed') };
    }
  };

  const saveNote = async (key: ApiKey, note: string) => {
    try {
      await client.apiKeys.updateNote({ params: { apiKeyId: key.apiKeyId }, body: { note } });
      toast({ title: t('apiKeys.saved'), tone: 'success' });
      keys.reload();
      return true;
    } catch {
      return false;
    }
  };

  const revoke = async (key: ApiKey) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('apiKeys.revokeTitle'),
        message: t('apiKeys.revokeMessage', { key: key.maskedKey }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.apiKeys.revoke({ params: { apiKeyId: key.apiKeyId } });
      toast({ title: t('apiKeys.revoked', { key: key.maskedKey }), tone: 'success' });
      keys.reload();
    } catch (error) {
      toast({ title: rateLimitedText(error) ?? t('apiKeys.revokeFailed'), tone: 'danger' });
    }
  };

  return (
    <Page title={t('apiKeys.title')} className="kz-api-keys">
      <p className="kz-api-keys__context">{t('apiKeys.context', { max: API_KEY_LIMITS.keysPerUser })}</p>
      <div className="kz-api-keys__top">
        <p className="kz-api-keys__count" aria-live="polite">
          {list ? t('apiKeys.count', { count: list.length, max: API_KEY_LIMITS.keysPerUser }) : null}
        </p>
        <Button variant="primary" onPress={() => setCreating(true)} isDisabled={!list || full}>
          <Plus size={16} aria-hidden="true" />
          {t('apiKeys.create')}
        </Button>
      </div>
      {expiring.length > 0 && <ExpiringKeysNotice keys={expiring} />}
      {full && (
        <p className="kz-api-keys__limit">{t('apiKeys.limitReached', { max: API_KEY_LIMITS.keysPerUser })}</p>
      )}
      {keys.error != null ? (
        <ErrorState title={t('apiKeys.loadFailed')} onRetry={keys.reload} />
      ) : !list ? (
        <Skeleton lines={3} />
      ) : list.length === 0 ? (
        <EmptyState title={t('apiKeys.empty')} description={t('apiKeys.emptyHint')} />
      ) : (
        <KeyRows keys={list} onEdit={setEditing} onRevoke={(key) => void revoke(key)} />
      )}

      {creating && keys.data && (
        <ApiKeyCreateDialog
          allowedScopes={keys.data.allowedScopes}
          allowedExpiries={keys.data.allowedExpiries}
          onCreate={create}
          onClose={() => setCreating(false)}
        />
      )}
      {created && (
        <CreatedKeyDialog
          title={t('apiKeys.createdTitle')}
          secret={created}
          onClose={() => setCreated(null)}
        />
      )}
      {editing && (
        <ApiKeyNoteDialog
          note={editing.note}
          onSave={(note) => saveNote(editing, note)}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
