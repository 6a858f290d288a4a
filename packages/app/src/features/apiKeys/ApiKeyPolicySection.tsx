import { useState } from 'react';
import {
  API_KEY_EXPIRIES,
  API_KEY_USER_SCOPES,
  ApiKeyPolicySchema,
  type ApiKeyExpiry,
  type ApiKeyPolicy,
  type ApiKeyUserScope,
  type FieldError,
} from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, Checkbox, CheckboxGroup, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { useQuery } from '../../shared/useQuery';

function PolicyForm({ policy, onSaved }: { policy: ApiKeyPolicy; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [expiries, setExpiries] = useState<ApiKeyExpiry[]>([...policy.expiries]);
  const [scope, setScope] = useState<ApiKeyUserScope[]>([...policy.scope]);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [saving, setSaving] = useState(false);

  const errorOf = (path: string) =>
    errors.some((error) => error.path === path) ? t('apiKeys2.policy.chooseOne') : null;

  const save = async () => {
    const body = { expiries, scope };
    const own = checkBody(ApiKeyPolicySchema, body);
    setErrors(own);
    if (own.length > 0) return;
    setSaving(true);
    try {
      await client.apiServiceAdmin.setKeyPolicy({ body });
      toast({ title: t('apiKeys2.policy.saved'), tone: 'success' });
      onSaved();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setErrors(fieldErrors);
      else toast({ title: t('apiKeys2.policy.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  const expiriesError = errorOf('body.expiries');
  const scopeError = errorOf('body.scope');
  return (
    <form
      className="kz-api-keys__policy-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <CheckboxGroup
        label={t('apiKeys2.policy.expiries')}
        value={expiries}
        onChange={(value) => setExpiries(value as ApiKeyExpiry[])}
        isInvalid={expiriesError !== null}
        errorMessage={expiriesError ?? undefined}
      >
        {API_KEY_EXPIRIES.map((choice) => (
          <Checkbox key={choice} value={choice}>
            {t(`apiKeys.expiry.${choice}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        label={t('apiKeys2.policy.scopes')}
        description={t('apiKeys2.policy.scopesHint')}
        value={scope}
        onChange={(value) => setScope(value as ApiKeyUserScope[])}
        isInvalid={scopeError !== null}
        errorMessage={scopeError ?? undefined}
      >
        {API_KEY_USER_SCOPES.map((choice) => (
          <Checkbox key={choice} value={choice}>
            {t(`apiKeys.scopes.${choice}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <div className="kz-api-keys__policy-actions">
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('apiKeys2.policy.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * What the tenant allows its people's own API keys (002 §6): the expiry choices and the personal
 * scopes. The people's settings page offers only these; a scope withdrawn stops working at once.
 */
export function ApiKeyPolicySection() {
  const { t } = useTranslation();
  const client = useClient();
  const policy = useQuery(
    (signal) => client.apiServiceAdmin.keyPolicy(undefined, { signal }),
    'apiKeyPolicy',
  );
  return (
    <section className="kz-api-keys__policy" aria-labelledby="kz-api-keys-policy">
      <h2 id="kz-api-keys-policy">{t('apiKeys2.policy.heading')}</h2>
      <p>{t('apiKeys2.policy.context')}</p>
      {policy.error != null ? (
        <ErrorState title={t('apiKeys2.policy.loadFailed')} onRetry={policy.reload} />
      ) : !policy.data ? (
        <Skeleton lines={3} />
      ) : (
        <PolicyForm
          key={`${policy.data.expiries.join()}|${policy.data.scope.join()}`}
          policy={policy.data}
          onSaved={policy.reload}
        />
      )}
    </section>
  );
}
