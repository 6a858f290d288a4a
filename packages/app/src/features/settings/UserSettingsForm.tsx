import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEST_MENU_TYPES, DISP_TYPES } from '@kizuna/api-client/contract';
import type { DestMenuType, DispType } from '@kizuna/api-client/contract';
import { Button, Radio, RadioGroup } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../i18n/createI18n';
import type { Language } from '../i18n/createI18n';
import { useLanguage } from '../i18n/useLanguage';
import type { UserDisplaySettings } from './useUserDisplaySettings';

export interface UserSettingsFormProps {
  settings: UserDisplaySettings;
  /** Whether THANKS may be chosen as login destination (the user reaches the thanks page). */
  thanksAvailable: boolean;
  onSave: (settings: UserDisplaySettings) => Promise<void>;
}

const NATIVE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

export function UserSettingsForm({ settings, thanksAvailable, onSave }: UserSettingsFormProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language>(language);
  const [destMenuType, setDestMenuType] = useState<DestMenuType>(settings.login.destMenuType);
  const [dispType, setDispType] = useState<DispType>(settings.internal.dispType);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('saving');
    try {
      await onSave({ login: { destMenuType }, internal: { ...settings.internal, dispType } });
      await setLanguage(chosenLanguage);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form className="kz-settings-form" onSubmit={(event) => void submit(event)}>
      <RadioGroup
        label={t('settings.user.language')}
        value={chosenLanguage}
        onChange={(value) => setChosenLanguage(value as Language)}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <Radio key={lng} value={lng}>
            <span lang={lng}>{NATIVE_NAMES[lng]}</span>
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('settings.user.loginDestination')}
        value={destMenuType}
        onChange={(value) => setDestMenuType(value as DestMenuType)}
      >
        {DEST_MENU_TYPES.map((type) => (
          <Radio key={type} value={type} isDisabled={type === 'THANKS' && !thanksAvailable}>
            {t(`settings.user.destMenuType.${type}`)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('settings.user.departmentDisplay')}
        value={dispType}
        onChange={(value) => setDispType(value as DispType)}
      >
        {[...DISP_TYPES].reverse().map((type) => (
          <Radio key={type} value={type}>
            {t(`settings.user.dispType.${type}`)}
          </Radio>
        ))}
      </RadioGroup>
      <div className="kz-settings-form__actions">
        <Button type="submit" variant="primary" isPending={status === 'saving'}>
          {t('settings.user.save')}
        </Button>
        <p role="status" className="kz-settings-form__status">
          {status === 'saved' && t('settings.user.saved')}
        </p>
        {status === 'failed' && (
          <p role="alert" className="kz-form-error">
            {t('settings.user.failed')}
          </p>
        )}
      </div>
    </form>
  );
}
