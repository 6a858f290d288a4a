import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsSave } from './useSettingsSave';

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
  const [deviceName, setDeviceName] = useState(settings.deviceName);
  const [autoAnswer, setAutoAnswer] = useState(settings.autoAnswer);
  const { errorText, saving, save } = useSettingsSave(onSaved, onFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(() => onSave({ deviceName: deviceName.trim(), autoAnswer }));
  }

  const deviceError = errorText('deviceName');
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
        errorMessage={deviceError}
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
