import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsSave } from './useSettingsSave';

/** Forwarding of the own line (001 §3): every call, or calls not answered within `duration` seconds. */
export interface TransferSettingsValue {
  callForwardAll: { enabled: boolean; destination: string };
  callForwardNoAnswer: { enabled: boolean; destination: string; duration: number };
}

export interface TransferSettingsFormProps {
  settings: TransferSettingsValue;
  /** Seconds the desk phone rings before no-answer forwarding, as the server allows them. */
  durationBounds: { min: number; max: number };
  /** Saves; a refusal carries the server's field errors. */
  onSave: (settings: TransferSettingsValue) => Promise<void>;
  onSaved: () => void;
  onFailed: () => void;
}

export function TransferSettingsForm({
  settings,
  durationBounds,
  onSave,
  onSaved,
  onFailed,
}: TransferSettingsFormProps) {
  const { t } = useTranslation();
  const [forwardAll, setForwardAll] = useState(settings.callForwardAll);
  const [noAnswer, setNoAnswer] = useState({
    ...settings.callForwardNoAnswer,
    duration: String(settings.callForwardNoAnswer.duration),
  });
  const { setErrors, errorText: errorOf, saving, save } = useSettingsSave(onSaved, onFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const duration = Number(noAnswer.duration.trim());
    if (noAnswer.duration.trim() === '' || !Number.isInteger(duration)) {
      setErrors(
        new Map([
          [
            'callForwardNoAnswer.duration',
            {
              path: 'body.callForwardNoAnswer.duration',
              key: noAnswer.duration.trim() === '' ? 'required' : 'integer',
            },
          ],
        ]),
      );
      return;
    }
    await save(() =>
      onSave({
        callForwardAll: { enabled: forwardAll.enabled, destination: forwardAll.destination.trim() },
        callForwardNoAnswer: {
          enabled: noAnswer.enabled,
          destination: noAnswer.destination.trim(),
          duration,
        },
      }),
    );
  }

  const allError = errorOf('callForwardAll.destination');
  const noAnswerError = errorOf('callForwardNoAnswer.destination');
  const durationError = errorOf('callForwardNoAnswer.duration');
  return (
    <form className="kz-call-settings__form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="kz-call-settings__group">
        <legend>{t('callSettings.transfer.forwardAll')}</legend>
        <Switch
          isSelected={forwardAll.enabled}
          onChange={(enabled) => setForwardAll({ ...forwardAll, enabled })}
        >
          {t('callSettings.transfer.forwardAllEnabled')}
        </Switch>
        <TextField
          label={t('callSettings.transfer.destination')}
          value={forwardAll.destination}
          onChange={(destination) => setForwardAll({ ...forwardAll, destination })}
          isRequired={forwardAll.enabled}
          isInvalid={allError !== undefined}
          errorMessage={allError}
          inputMode="tel"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="kz-call-settings__group">
        <legend>{t('callSettings.transfer.forwardNoAnswer')}</legend>
        <Switch isSelected={noAnswer.enabled} onChange={(enabled) => setNoAnswer({ ...noAnswer, enabled })}>
          {t('callSettings.transfer.forwardNoAnswerEnabled')}
        </Switch>
        <TextField
          label={t('callSettings.transfer.destination')}
          value={noAnswer.destination}
          onChange={(destination) => setNoAnswer({ ...noAnswer, destination })}
          isRequired={noAnswer.enabled}
          isInvalid={noAnswerError !== undefined}
          errorMessage={noAnswerError}
          inputMode="tel"
          autoComplete="off"
        />
        <TextField
          label={t('callSettings.transfer.duration')}
          description={t('callSettings.transfer.durationHelp', durationBounds)}
          value={noAnswer.duration}
          onChange={(duration) => setNoAnswer({ ...noAnswer, duration })}
          isRequired
          isInvalid={durationError !== undefined}
          errorMessage={durationError}
          inputMode="numeric"
        />
      </fieldset>
      <div className="kz-settings-form__actions">
        <Button type="submit" variant="primary" isPending={saving}>
          {t('callSettings.transfer.save')}
        </Button>
      </div>
    </form>
  );
}
