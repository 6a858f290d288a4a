import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Button, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsSave } from './useSettingsSave';

/** A number that rings together with the desk phone (001 §3 mobile connect). */
export interface MobileConnectDestination {
  destination: string;
  enable: boolean;
}

export interface MobileConnectFormProps {
  destinations: readonly MobileConnectDestination[];
  /** How many numbers the phone system accepts. */
  max: number;
  onSave: (destinations: MobileConnectDestination[]) => Promise<void>;
  onSaved: () => void;
  onFailed: () => void;
}

interface EditedDestination extends MobileConnectDestination {
  key: number;
}

export function MobileConnectForm({ destinations, max, onSave, onSaved, onFailed }: MobileConnectFormProps) {
  const { t } = useTranslation();
  const nextKey = useRef(destinations.length);
  const [rows, setRows] = useState<EditedDestination[]>(() =>
    destinations.map((destination, key) => ({ ...destination, key })),
  );
  const { setErrors, errorText, saving, save } = useSettingsSave(onSaved, onFailed);

  function update(key: number, change: Partial<MobileConnectDestination>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = rows.map(({ destination, enable }) => ({ destination: destination.trim(), enable }));
    // Destination is required (001 §5): an empty row is pointed at rather than sent.
    const missing = new Map<string, FieldError>();
    body.forEach((row, index) => {
      if (row.destination === '') {
        const path = `destinations.${index}.destination`;
        missing.set(path, { path, key: 'required' });
      }
    });
    if (missing.size > 0) {
      setErrors(missing);
      return;
    }
    await save(() => onSave(body));
  }

  return (
    <form className="kz-call-settings__form" onSubmit={(event) => void submit(event)} noValidate>
      {rows.length === 0 && <p className="kz-form-help">{t('callSettings.mobileConnect.none')}</p>}
      <ul className="kz-call-settings__destinations">
        {rows.map((row, index) => {
          const error = errorText(`destinations.${index}.destination`);
          const position = index + 1;
          return (
            <li key={row.key} className="kz-call-settings__destination">
              <TextField
                label={t('callSettings.mobileConnect.destination', { position })}
                value={row.destination}
                onChange={(destination) => update(row.key, { destination })}
                isRequired
                isInvalid={error !== undefined}
                errorMessage={error}
                inputMode="tel"
                autoComplete="off"
              />
              <Switch isSelected={row.enable} onChange={(enable) => update(row.key, { enable })}>
                {t('callSettings.mobileConnect.enable', { position })}
              </Switch>
              <Button
                variant="quiet"
                onPress={() => {
                  setRows((current) => current.filter((candidate) => candidate.key !== row.key));
                  setErrors(new Map());
                }}
              >
                {t('callSettings.mobileConnect.remove', { position })}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="kz-settings-form__actions">
        <Button
          isDisabled={rows.length >= max}
          onPress={() =>
            setRows((current) => [...current, { key: nextKey.current++, destination: '', enable: true }])
          }
        >
          {t('callSettings.mobileConnect.add')}
        </Button>
        {rows.length >= max && (
          <p className="kz-form-help">{t('callSettings.mobileConnect.limit', { max })}</p>
        )}
        <Button type="submit" variant="primary" isPending={saving}>
          {t('callSettings.mobileConnect.save')}
        </Button>
      </div>
    </form>
  );
}
