import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Button, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { serverFieldErrors } from './serverFieldErrors';

/** Which device of the own line the browser controls, and auto-answer. */
export interface CtiSettingsValue {
  extensionNum: string | null;
  deviceName: string;
  autoAnswer: boolean;
}

export interface CtiSettingsFormProps {
  settings: CtiSettingsValue;
  onSave: (settings: { deviceName: string; autoAnswer: boolean }) => Promise<void>;
  onSaved: () => void;
  onFailed: () => void;
}

export function CtiSettingsForm({ settings, onSave, onSaved, onFailed }: CtiSettingsFormProps) {
  const { t } = useTranslation();
  const fieldText = useFieldErrorText();
  const [deviceName, setDeviceName] = useState(settings.deviceName);
  const [autoAnswer, setAutoAnswer] = useState(settings.autoAnswer);
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave({ deviceName: deviceName.trim(), autoAnswer });
      setErrors(new Map());
      onSaved();
    } catch (cause) {
      const found = serverFieldErrors(cause);
      setErrors(found);
      if (found.size === 0) onFailed();
    } finally {
      setSaving(false);
    }
  }

  const deviceError = errors.get('deviceName');
  return (
    <form className="kz-call-settings__form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="kz-call-settings__extension">
        {t('callSettings.cti.extension')}:{' '}
        <span>{settings.extensionNum ?? t('callSettings.cti.noExtension')}</span>
      </p>
      <TextField
        label={t('callSettings.cti.deviceName')}
        description={t('callSettings.cti.deviceNameHelp')}
        value={deviceName}
        onChange={setDeviceName}
        isInvalid={deviceError !== undefined}
        errorMessage={deviceError ? fieldText(deviceError) : undefined}
        autoComplete="off"
      />
      <Switch isSelected={autoAnswer} onChange={setAutoAnswer}>
        {t('callSettings.cti.autoAnswer')}
      </Switch>
      <div className="kz-settings-form__actions">
        <Button type="submit" variant="primary" isPending={saving}>
          {t('callSettings.cti.save')}
        </Button>
      </div>
    </form>
  );
}
