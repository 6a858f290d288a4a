import { Button, Icon, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClickToCall } from '../calls';
import { PHONE_FIELDS, type PhoneField } from '../../shared/ContactPhones';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import { PhoneNumber } from '../../shared/PhoneNumber';
import { callsThroughPhoneSystem, phoneHref } from '../../shared/phoneLink';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

export interface PersonCallActionProps {
  phones: Partial<Record<PhoneField, string | null>>;
  settings: PhoneLinkSettings;
  /** Whose numbers they are, for the call confirmation and the call bar. */
  name: string;
}

/**
 * The number a person's page leads with as its call: the first one (the extension when there is
 * one), or none when the tenant's mode only shows numbers. The page lists the others apart, so
 * that each number is offered once.
 */
export function leadPhoneField(
  phones: Partial<Record<PhoneField, string | null>>,
  settings: PhoneLinkSettings,
): PhoneField | null {
  const first = PHONE_FIELDS.find((field) => phones[field]);
  if (!first) return null;
  return callsThroughPhoneSystem(settings) || phoneHref(phones[first]!, settings) ? first : null;
}

/**
 * What a person's page leads with: a call to their first number (the extension when they have
 * one) as the primary action, what it is beside it, and their other numbers in a menu. Nothing
 * without a number to call.
 */
export function PersonCallAction({ phones, settings, name }: PersonCallActionProps) {
  const { t } = useTranslation();
  const { call, confirmation } = useClickToCall();
  const first = leadPhoneField(phones, settings);
  if (!first) return null;
  const others = PHONE_FIELDS.filter((field) => field !== first && phones[field]);
  const viaPhoneSystem = callsThroughPhoneSystem(settings);
  return (
    <span className="kz-contact-detail__call">
      <span className="kz-contact-detail__call-label" aria-hidden="true">
        {t(`internalContacts.phone.${first}`)}
      </span>
      <PhoneNumber
        number={phones[first]!}
        label={t(`internalContacts.phone.${first}`)}
        settings={settings}
        name={name}
      />
      {others.length > 0 && (
        <MenuTrigger>
          <Button className="kz-contact-detail__call-more">
            {t('internalContacts.detail.otherNumbers')}
            <Icon name="chevronDown" size={14} />
          </Button>
          <Menu
            onAction={(key) => {
              const field = key as PhoneField;
              if (viaPhoneSystem) {
                void call({ number: phones[field]!, label: t(`internalContacts.phone.${field}`), name });
              }
            }}
          >
            {others.map((field) => {
              const label = t(`internalContacts.phone.${field}`);
              const shown = formatPhoneNumber(phones[field]!);
              const href = viaPhoneSystem ? undefined : (phoneHref(phones[field]!, settings) ?? undefined);
              return (
                <MenuItem key={field} id={field} textValue={`${label} ${shown}`} href={href}>
                  <span className="kz-contact-detail__call-label">{label}</span>{' '}
                  <span className="kz-nowrap">{shown}</span>
                </MenuItem>
              );
            })}
          </Menu>
        </MenuTrigger>
      )}
      {confirmation}
    </span>
  );
}
