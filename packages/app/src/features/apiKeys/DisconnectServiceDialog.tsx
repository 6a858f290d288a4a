import { useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './scopeText';

export interface DisconnectServiceDialogProps {
  serviceName: string;
  /**
   * Disconnects with the name as typed; answers null when disconnected, the field errors of a
   * refusal, or a failure that belongs to no field (true, or its own message).
   */
  onDisconnect: (typedName: string) => Promise<null | readonly FieldError[] | true | { failure: string }>;
  onClose: () => void;
}

/** 002 §5: a service is disconnected only once its name is typed exactly. */
export function DisconnectServiceDialog({
  serviceName,
  onDisconnect,
  onClose,
}: DisconnectServiceDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailure(null);
    if (typed !== serviceName) {
      setErrors([{ path: 'body.serviceName', key: 'apiServiceNameMismatch' }]);
      return;
    }
    setSaving(true);
    const answer = await onDisconnect(typed);
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === true) setFailure(t('apiKeys.services.disconnectFailed'));
    else if ('failure' in answer) setFailure(answer.failure);
    else setErrors(answer);
  };

  const error = fieldMessage(t, errors, 'body.serviceName');
  return (
    <FormDialog
      title={t('apiKeys.services.disconnectTitle', { name: serviceName })}
      submitLabel={t('apiKeys.services.disconnectSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failure ?? undefined}
    >
      <p>{t('apiKeys.services.disconnectMessage')}</p>
      <TextField
        label={t('apiKeys.services.disconnectField')}
        description={serviceName}
        value={typed}
        onChange={(text) => {
          setTyped(text);
          setErrors([]);
        }}
        isRequired
        autoFocus
        autoComplete="off"
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
    </FormDialog>
  );
}
