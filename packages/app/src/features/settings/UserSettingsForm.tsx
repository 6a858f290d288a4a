import { useState } from 'react';
import type { FormEvent } from 'react';
import { DEST_MENU_TYPES, DISP_TYPES } from '@kizuna/api-client/contract';
import type { DestMenuType, DispType, StartPage } from '@kizuna/api-client/contract';
import { START_PAGE_MENU_ENTRY } from '@kizuna/api-client/rules';
import { Button, Checkbox, Radio, RadioGroup, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { OwnDivisionsChoice } from '../divisions';
import type { OwnDivision } from '../divisions';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { mainMenuLabelKey } from '../../menu/menuTargets';
import type { UserDisplaySettings } from './useUserDisplaySettings';

export interface UserSettingsFormProps {
  settings: UserDisplaySettings;
  /** Whether THANKS is offered as login destination (the user reaches the thanks page, and it is built). */
  thanksAvailable: boolean;
  /** The start pages the user can reach (shared rules), in menu order. */
  startPageChoices: readonly StartPage[];
  onSave: (settings: UserDisplaySettings) => Promise<void>;
  /** The user's own divisions; with two or more, OWN_DIVISION lets the user pick which open. @default [] */
  ownDivisions?: readonly OwnDivision[];
}

const NATIVE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English' };

export function UserSettingsForm({
  settings,
  thanksAvailable,
  startPageChoices,
  onSave,
  ownDivisions = [],
}: UserSettingsFormProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const [chosenLanguage, setChosenLanguage] = useState<Language>(language);
  const destinations = DEST_MENU_TYPES.filter((type) => type !== 'THANKS' || thanksAvailable);
  const [destMenuType, setDestMenuType] = useState<DestMenuType>(
    destinations.includes(settings.login.destMenuType) ? settings.login.destMenuType : 'HOME',
  );
  const [startPage, setStartPage] = useState<StartPage>(
    startPageChoices.includes(settings.login.startPage) ? settings.login.startPage : 'HOME',
  );
  const [dispType, setDispType] = useState<DispType>(settings.internal.dispType);
  const [confirmCalls, setConfirmCalls] = useState(settings.call?.confirmBeforeCalling ?? true);
  const [shownOwn, setShownOwn] = useState<number[] | null>(null);
  const choosesOwn = dispType === 'OWN_DIVISION' && ownDivisions.length > 1;
  const ownValue = shownOwn ?? ownDivisions.filter((d) => d.enabled).map((d) => d.divisionId);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choosesOwn && ownValue.length === 0) return;
    setStatus('saving');
    try {
      const internal = choosesOwn ? { dispType, divisionIds: ownValue } : { ...settings.internal, dispType };
      const call = settings.call ? { call: { confirmBeforeCalling: confirmCalls } } : {};
      await onSave({ login: { destMenuType, startPage }, internal, ...call });
      await setLanguage(chosenLanguage);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    // Named by the page title, so the display settings' Save is told apart from the business card's.
    <form
      className="kz-settings-form"
      aria-labelledby="kz-page-title"
      onSubmit={(event) => void submit(event)}
    >
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
        description={t('settings.user.loginDestinationDescription')}
        value={destMenuType}
        onChange={(value) => setDestMenuType(value as DestMenuType)}
      >
        {destinations.map((type) => (
          <Radio key={type} value={type}>
            {t(`settings.user.destMenuType.${type}`)}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        label={t('settings.user.startPage')}
        description={t('settings.user.startPageDescription')}
        selectedKey={startPage}
        onSelectionChange={(key) => {
          if (key !== null) setStartPage(key as StartPage);
        }}
      >
        {startPageChoices.map((page) => (
          <SelectItem key={page} id={page}>
            {t(mainMenuLabelKey(START_PAGE_MENU_ENTRY[page]))}
          </SelectItem>
        ))}
      </Select>
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
      {choosesOwn && <OwnDivisionsChoice divisions={ownDivisions} value={ownValue} onChange={setShownOwn} />}
      {settings.call && (
        <div className="kz-settings-form__field">
          <Checkbox
            isSelected={confirmCalls}
            onChange={setConfirmCalls}
            aria-describedby="kz-confirm-calls-description"
          >
            {t('settings.user.confirmBeforeCalling')}
          </Checkbox>
          <p id="kz-confirm-calls-description" className="kz-settings-form__description">
            {t('settings.user.confirmBeforeCallingDescription')}
          </p>
        </div>
      )}
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
