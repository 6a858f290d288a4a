import type { GroupContact } from '@kizuna/api-client/contract';
import { Dialog, Modal } from '@kizuna/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailLink } from '../../shared/PersonName';
import { PhoneNumber } from '../../shared/PhoneNumber';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

/** A linked tenant's person's e-mail addresses, the ones they have. */
export function emailsOf(item: GroupContact): string[] {
  return [item.email1, item.email2].filter((email): email is string => Boolean(email));
}

/** How many more a list cell leaves out, for the dialog to show. */
export function MoreCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return <span className="kz-contact-table__more"> {t('groupCompanies.users.more', { count })}</span>;
}

/** A linked tenant's person's extension and numbers, each under its kind. */
export function GroupUserPhones({
  item,
  phoneSettings,
  limit,
}: {
  item: GroupContact;
  phoneSettings: PhoneLinkSettings;
  /** Shows this many at most and says how many more there are (the list's two lines). */
  limit?: number;
}) {
  const { t } = useTranslation();
  const numbers = (['mobileNum', 'companyMobileNum', 'phoneNum'] as const).flatMap((kind) =>
    item[kind] ? [{ kind, number: item[kind] }] : [],
  );
  const extension: ReactNode[] = [
    ...(item.extensionNum
      ? [
          <>
            <span className="kz-group-users__phone-label">{t('groupCompanies.users.extension')}</span>{' '}
            {item.extensionNum}
          </>,
        ]
      : []),
  ];
  const external: ReactNode[] = numbers.map(({ kind, number }) => (
    <>
      <span className="kz-group-users__phone-label">{t(`groupCompanies.users.${kind}`)}</span>{' '}
      <PhoneNumber
        number={number}
        label={t(`groupCompanies.users.${kind}`)}
        settings={phoneSettings}
        name={item.fullname}
      />
    </>
  ));
  // A list shows a number one can call first; the extension of another company rarely is one.
  const entries = limit === undefined ? [...extension, ...external] : [...external, ...extension];
  const shown = limit === undefined ? entries : entries.slice(0, limit);
  const more = entries.length - shown.length;
  return (
    <ul className="kz-group-users__phones">
      {shown.map((entry, index) => (
        <li key={index}>
          {entry}
          {index === shown.length - 1 && <MoreCount count={more} />}
        </li>
      ))}
    </ul>
  );
}

export interface GroupUserDialogProps {
  user: GroupContact;
  phoneSettings: PhoneLinkSettings;
  onClose: () => void;
}

/**
 * One person of a linked tenant, opened from its directory: the group company has no page of
 * its own for them, so everything the directory carries shows here, nothing cut short.
 */
export function GroupUserDialog({ user, phoneSettings, onClose }: GroupUserDialogProps) {
  const { t } = useTranslation();
  const emails = emailsOf(user);
  const fields: [string, ReactNode][] = [
    [
      t('groupCompanies.users.columns.divisions'),
      user.divisions.map((division) => division.divisionName).join(' / '),
    ],
    [t('groupCompanies.users.columns.position'), user.position],
    [
      t('groupCompanies.users.columns.phone'),
      <GroupUserPhones key="phones" item={user} phoneSettings={phoneSettings} />,
    ],
    [
      t('groupCompanies.users.columns.email'),
      emails.length > 0 &&
        emails.map((email) => (
          <span key={email} className="kz-group-user__email">
            <EmailLink email={email} />
          </span>
        )),
    ],
  ];
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={user.fullname}>
        {(user.fullnameKana || user.fullnameAlphabet) && (
          <p className="kz-group-user__reading">
            {[user.fullnameKana, user.fullnameAlphabet].filter(Boolean).join(' · ')}
          </p>
        )}
        <dl className="kz-group-user__fields">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </Modal>
  );
}
