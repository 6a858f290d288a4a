import type { OcrType, OcrUsers } from '@kizuna/api-client/contract';
import { OCR_USERS } from '@kizuna/api-client/contract';
import { Select, SelectItem, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { CompanyFormValues, CompanySwitchField } from './companyForm';

/** A text field's props as the form makes them. */
interface TextProps {
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

export interface CompanyPeopleSettingsProps {
  values: CompanyFormValues;
  /** The form's setter of one value. */
  set: <K extends keyof CompanyFormValues>(field: K) => (value: CompanyFormValues[K]) => void;
  text: (field: 'feedbackUrl' | 'sessionTimeoutNextUrl') => TextProps;
  /** The OCR types the tenant has: only these are offered. */
  ocrTypes: readonly OcrType[];
}

const OCR_FIELDS = { MACHINE: 'ocrMachineUsers', REGOLITH: 'ocrRegolithUsers' } as const;

const CONTACT_SWITCHES: readonly CompanySwitchField[] = [
  'contactExportCommon',
  'contactExportPersonal',
  'meetingLinkEnabled',
  'chatLinkEnabled',
  'storeSignInEnabled',
];

/**
 * What the company settings give every signed-in person besides the directory: the contacts they
 * may export, the links contact pages offer, who may read business cards by OCR, and where the
 * Feedback entry and an ended session lead.
 */
export function CompanyPeopleSettings({ values, set, text, ocrTypes }: CompanyPeopleSettingsProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="kz-company-section" aria-labelledby="kz-company-contacts">
        <h2 id="kz-company-contacts">{t('admin.company.contacts')}</h2>
        {CONTACT_SWITCHES.map((field) => (
          <div key={field}>
            <Switch isSelected={values[field]} onChange={set(field)}>
              {t(`admin.company.${field}`)}
            </Switch>
            <p className="kz-form-help">{t(`admin.company.${field}Hint`)}</p>
          </div>
        ))}
        {ocrTypes.map((type) => (
          <Select
            key={type}
            label={t(`admin.company.ocrUsersOf.${type}`)}
            description={t('admin.company.ocrUsersHint')}
            selectedKey={values[OCR_FIELDS[type]]}
            onSelectionChange={(key) => set(OCR_FIELDS[type])(key as OcrUsers)}
          >
            {OCR_USERS.map((users) => (
              <SelectItem key={users} id={users}>
                {t(`admin.company.ocrUsers.${users}`)}
              </SelectItem>
            ))}
          </Select>
        ))}
      </section>
      <section className="kz-company-section" aria-labelledby="kz-company-links">
        <h2 id="kz-company-links">{t('admin.company.links')}</h2>
        <TextField
          label={t('admin.company.feedbackUrl')}
          description={t('admin.company.feedbackUrlHint')}
          inputMode="url"
          {...text('feedbackUrl')}
        />
        <TextField
          label={t('admin.company.sessionTimeoutNextUrl')}
          description={t('admin.company.sessionTimeoutNextUrlHint')}
          inputMode="url"
          {...text('sessionTimeoutNextUrl')}
        />
      </section>
    </>
  );
}
