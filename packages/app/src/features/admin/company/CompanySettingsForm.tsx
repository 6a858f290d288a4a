import { useState } from 'react';
import type {
  CompanySettings,
  FieldError,
  OcrType,
  SaveCompanySettingsBody,
} from '@kizuna/api-client/contract';
import {
  COMPANY_ADMIN_LIMITS,
  FREE_WORD_SEARCH_TYPES,
  SEARCH_DIVISION_RANGES,
} from '@kizuna/api-client/contract';
import { Button, Select, SelectItem, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../errors/useFieldErrorText';
import { CompanyDirectoryDefaults } from './CompanyDirectoryDefaults';
import { CompanyPeopleSettings } from './CompanyPeopleSettings';
import { CompanySelfEditableFields } from './CompanySelfEditableFields';
import {
  companyBody,
  companyFormProblems,
  companyFormValues,
  companyProblemsOf,
  type CompanyField,
  type CompanyFormValues,
  type CompanyProblems,
  type CompanyTextField,
} from './companyForm';

export interface CompanySettingsFormProps {
  settings: CompanySettings;
  /** Saves the body: null when saved, the server's field errors, or `failed` for anything else. */
  onSave: (body: SaveCompanySettingsBody) => Promise<null | readonly FieldError[] | 'failed'>;
  /** The OCR types the tenant has: who may use each is offered. @default [] */
  ocrTypes?: readonly OcrType[];
}

/** The allow-list's own refusals (a bad line, the administrator left out) have their own sentences. */
const ALLOW_LIST_KEYS = ['cidr', 'ipAllowListLocksOut'];

/** Refusals of the choices that say more than the general sentence. */
const CHOICE_MESSAGES: Partial<Record<CompanyField, Record<string, string>>> = {
  viewColumns: { required: 'admin.company.errors.viewColumnsRequired' },
  defaultStartPage: { invalid: 'admin.company.errors.defaultStartPageUnavailable' },
};

/** The organisation and the tenant settings, saved together; refusals show on their fields. */
export function CompanySettingsForm({ settings, onSave, ocrTypes = [] }: CompanySettingsFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [values, setValues] = useState<CompanyFormValues>(() => companyFormValues(settings));
  const [problems, setProblems] = useState<CompanyProblems>({});
  const [saving, setSaving] = useState(false);
  // The saved default stays offered even if some people could no longer open it (refused on save).
  const startPages = settings.startPageChoices.includes(settings.defaultStartPage)
    ? settings.startPageChoices
    : [settings.defaultStartPage, ...settings.startPageChoices];
  const set =
    <K extends keyof CompanyFormValues>(key: K) =>
    (value: CompanyFormValues[K]) =>
      setValues((now) => ({ ...now, [key]: value }));
  const messageOf = (field: CompanyField): string | undefined => {
    const error = problems[field];
    if (!error) return undefined;
    const choice = CHOICE_MESSAGES[field]?.[error.key];
    if (choice) return t(choice);
    return ALLOW_LIST_KEYS.includes(error.key)
      ? t(`admin.company.errors.${error.key}`, error.values ?? {})
      : errorText(error);
  };
  const text = (field: CompanyTextField) => ({
    value: values[field],
    onChange: set(field),
    isInvalid: problems[field] !== undefined,
    errorMessage: messageOf(field),
  });

  const save = async () => {
    const found = companyFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await onSave(companyBody(values));
    setSaving(false);
    if (result !== null && result !== 'failed') setProblems(companyProblemsOf(result));
  };

  return (
    <form
      className="kz-company-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <section className="kz-company-section" aria-labelledby="kz-company-organization">
        <h2 id="kz-company-organization">{t('admin.company.organization')}</h2>
        <TextField label={t('admin.company.organizationName')} isRequired {...text('organizationName')} />
        <TextField label={t('admin.company.organizationAddress')} {...text('organizationAddress')} />
        <div className="kz-company-form__pair">
          <TextField
            label={t('admin.company.organizationPhone')}
            inputMode="tel"
            {...text('organizationPhone')}
          />
          <TextField
            label={t('admin.company.organizationUrl')}
            inputMode="url"
            {...text('organizationUrl')}
          />
        </div>
      </section>
      <section className="kz-company-section" aria-labelledby="kz-company-directory">
        <h2 id="kz-company-directory">{t('admin.company.directory')}</h2>
        <Switch isSelected={values.hideUserType} onChange={set('hideUserType')}>
          {t('admin.company.hideUserType')}
        </Switch>
        <p className="kz-form-help">{t('admin.company.hideUserTypeHint')}</p>
        <Switch isSelected={values.copyInhibit} onChange={set('copyInhibit')}>
          {t('admin.company.copyInhibit')}
        </Switch>
        <p className="kz-form-help">{t('admin.company.copyInhibitHint')}</p>
        <div className="kz-company-form__pair">
          <Select
            label={t('admin.company.searchDivisionRange')}
            description={t('admin.company.searchDivisionRangeHint')}
            selectedKey={values.searchDivisionRange}
            onSelectionChange={(key) =>
              set('searchDivisionRange')(key as CompanyFormValues['searchDivisionRange'])
            }
          >
            {SEARCH_DIVISION_RANGES.map((range) => (
              <SelectItem key={range} id={range}>
                {t(`admin.company.searchDivisionRanges.${range}`)}
              </SelectItem>
            ))}
          </Select>
          <Select
            label={t('admin.company.freeWordSearchType')}
            description={t('admin.company.freeWordSearchTypeHint')}
            selectedKey={values.freeWordSearchType}
            onSelectionChange={(key) =>
              set('freeWordSearchType')(key as CompanyFormValues['freeWordSearchType'])
            }
          >
            {FREE_WORD_SEARCH_TYPES.map((type) => (
              <SelectItem key={type} id={type}>
                {t(`admin.company.freeWordSearchTypes.${type}`)}
              </SelectItem>
            ))}
          </Select>
        </div>
        <CompanyDirectoryDefaults
          viewColumns={values.viewColumns}
          onViewColumnsChange={set('viewColumns')}
          viewColumnsError={messageOf('viewColumns')}
          defaultStartPage={values.defaultStartPage}
          onDefaultStartPageChange={set('defaultStartPage')}
          defaultStartPageError={messageOf('defaultStartPage')}
          startPages={startPages}
        />
        <CompanySelfEditableFields
          value={values.selfEditableFields}
          onChange={set('selfEditableFields')}
          viewColumns={values.viewColumns}
          error={messageOf('selfEditableFields')}
        />
      </section>
      <CompanyPeopleSettings values={values} set={set} text={text} ocrTypes={ocrTypes} />
      <section className="kz-company-section" aria-labelledby="kz-company-security">
        <h2 id="kz-company-security">{t('admin.company.security')}</h2>
        <TextField
          label={t('admin.company.ipAllowList')}
          description={t('admin.company.ipAllowListHint', { address: settings.clientAddress })}
          multiline
          rows={5}
          {...text('ipAllowList')}
        />
        <TextField
          label={t('admin.company.sessionIdleMinutes')}
          description={t('admin.company.sessionIdleMinutesHint', {
            min: COMPANY_ADMIN_LIMITS.sessionIdleMinutesMin,
            max: COMPANY_ADMIN_LIMITS.sessionIdleMinutesMax,
          })}
          inputMode="numeric"
          isRequired
          className="kz-company-form__minutes"
          {...text('sessionIdleMinutes')}
        />
      </section>
      <div className="kz-company-form__actions">
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('admin.company.save')}
        </Button>
      </div>
    </form>
  );
}
