import { useTranslation } from 'react-i18next';
import { PhoneNumber } from './PhoneNumber';
import type { PhoneLinkSettings } from './phoneLink';

export const PHONE_FIELDS = [
  'extensionNum',
  'officeLinkExtensionNum',
  'phoneNum',
  'companyMobileNum',
  'mobileNum',
  'personalMobileNum',
] as const;
export type PhoneField = (typeof PHONE_FIELDS)[number];

export interface ContactPhonesProps {
  phones: Partial<Record<PhoneField, string | null>>;
  settings: PhoneLinkSettings;
  /** A definition list with labels (detail) or a tight list (table cell). @default 'list' */
  layout?: 'list' | 'definitions';
  /** Most numbers shown in the tight list; the detail page shows them all. @default 2 */
  limit?: number;
  /** Whose numbers they are, for the call confirmation and the call bar. */
  name?: string | undefined;
}

/** A person's numbers with what each is, rendered as the tenant's call control mode asks. */
export function ContactPhones({ phones, settings, layout = 'list', limit = 2, name }: ContactPhonesProps) {
  const { t } = useTranslation();
  const present = PHONE_FIELDS.filter((field) => phones[field]);
  if (present.length === 0) return null;
  if (layout === 'definitions') {
    return (
      <dl className="kz-contact-phones" data-layout="definitions">
        {present.map((field) => (
          <div key={field} className="kz-contact-phones__row">
            <dt>{t(`internalContacts.phone.${field}`)}</dt>
            <dd>
              <PhoneNumber
                number={phones[field]!}
                label={t(`internalContacts.phone.${field}`)}
                settings={settings}
                name={name}
              />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <ul className="kz-contact-phones">
      {present.slice(0, limit).map((field) => (
        <li key={field}>
          <span className="kz-contact-phones__label">{t(`internalContacts.phone.${field}`)}</span>{' '}
          <PhoneNumber
            number={phones[field]!}
            label={t(`internalContacts.phone.${field}`)}
            settings={settings}
            name={name}
          />
        </li>
      ))}
    </ul>
  );
}
