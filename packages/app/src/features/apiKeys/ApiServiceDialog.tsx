import { useState } from 'react';
import {
  API_KEY_SCOPES,
  CreateApiServiceBodySchema,
  type ApiKeyScope,
  type FieldError,
} from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Checkbox, CheckboxGroup, FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './scopeText';

export interface ApiServiceDialogProps {
  /** The service whose scopes change; absent to connect a new one, named here. */
  service?: { serviceName: string; scope: readonly ApiKeyScope[] };
  /**
   * Saves; answers null when saved, the field errors of a refusal, which the dialog shows on their
   * fields, or a failure that belongs to no field (true, or its own message).
   */
  onSave: (service: {
    serviceName: string;
    scope: ApiKeyScope[];
  }) => Promise<null | readonly FieldError[] | true | { failure: string }>;
  onClose: () => void;
}

/** A service's name and the scopes of 002 §3 it may call with. */
export function ApiServiceDialog({ service, onSave, onClose }: ApiServiceDialogProps) {
  const { t } = useTranslation();
  const [serviceName, setServiceName] = useState(service?.serviceName ?? '');
  const [scope, setScope] = useState<ApiKeyScope[]>(service ? [...service.scope] : []);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailure(null);
    const input = { serviceName: serviceName.trim(), scope };
    const own = checkBody(CreateApiServiceBodySchema, input);
    setErrors(own);
    if (own.length > 0) return;
    setSaving(true);
    const answer = await onSave(input);
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === true)
      setFailure(t(service ? 'apiKeys.services.changeScopeFailed' : 'apiKeys.services.createFailed'));
    else if ('failure' in answer) setFailure(answer.failure);
    else setErrors(answer);
  };

  const nameError = fieldMessage(t, errors, 'body.serviceName');
  const scopeError = fieldMessage(t, errors, 'body.scope');
  return (
    <FormDialog
      title={
        service
          ? t('apiKeys.services.changeScopeTitle', { name: service.serviceName })
          : t('apiKeys.services.createTitle')
      }
      submitLabel={service ? t('apiKeys.save') : t('apiKeys.services.createSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failure ?? undefined}
      size="medium"
    >
      {!service && (
        <TextField
          label={t('apiKeys.services.name')}
          description={t('apiKeys.services.nameHint')}
          value={serviceName}
          onChange={(text) => {
            setServiceName(text);
            setErrors((current) => current.filter((e) => e.path !== 'body.serviceName'));
          }}
          isRequired
          autoFocus
          isInvalid={nameError !== null}
          errorMessage={nameError ?? undefined}
        />
      )}
      <CheckboxGroup
        label={t('apiKeys.fields.scope')}
        description={t('apiKeys.fields.scopeHint')}
        value={scope}
        onChange={(value) => {
          setScope(value as ApiKeyScope[]);
          setErrors((current) => current.filter((e) => e.path !== 'body.scope'));
        }}
        isInvalid={scopeError !== null}
        errorMessage={scopeError ?? undefined}
      >
        {API_KEY_SCOPES.map((choice) => (
          <Checkbox key={choice} value={choice}>
            {t(`apiKeys.scopes.${choice}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FormDialog>
  );
}
