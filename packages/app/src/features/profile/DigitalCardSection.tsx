import './digitalCard.css';
import {
  contract,
  QrCodeQuerySchema,
  VCARD_FIELDS,
  VCARD_PHONE_LINKS,
  type ContactInfo,
  type VcardField,
  type VcardPhoneLink,
} from '@kizuna/api-client/contract';
import { Checkbox, CheckboxGroup, Select, SelectItem } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { addressText, CardCustomItemSection, type CardCustomItem } from './CardCustomItemSection';
import { ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

const PHONES = ['tellWork', 'tellCell', 'tellOther'] as const;
type PhoneField = (typeof PHONES)[number];

/** What the vCard and the QR code hold: the included fields, and where each phone comes from. */
export interface CardChoice {
  fields: VcardField[];
  links: Record<PhoneField, VcardPhoneLink>;
}

const DEFAULT_CHOICE: CardChoice = {
  fields: [...VCARD_FIELDS],
  links: { tellWork: 'PHONE', tellCell: 'MOBILE', tellOther: 'ORG_PHONE' },
};
const CHOICE_KEY = 'kizuna.digitalCard.choice';

/** The choice kept in this browser (the API keeps none: it is a parameter of the files). */
function storedChoice(): CardChoice {
  try {
    const stored = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null') as CardChoice | null;
    if (!stored) return DEFAULT_CHOICE;
    return {
      fields: stored.fields.filter((field) => VCARD_FIELDS.includes(field)),
      links: Object.fromEntries(
        PHONES.map((phone) => [
          phone,
          VCARD_PHONE_LINKS.includes(stored.links[phone]) ? stored.links[phone] : DEFAULT_CHOICE.links[phone],
        ]),
      ) as CardChoice['links'],
    };
  } catch {
    return DEFAULT_CHOICE;
  }
}

type CardQuery = { fields: string } & CardChoice['links'];

/** The choice as the query of the two files (checked by the contract's schema before it applies). */
function queryOf(choice: CardChoice): CardQuery {
  return { fields: choice.fields.join(','), ...choice.links };
}

function choiceOf({ fields, ...links }: CardQuery): CardChoice {
  return { fields: fields.split(',').filter(Boolean) as VcardField[], links };
}

const shown = <T,>(item: { default: T; custom: T; useCustom: boolean }) =>
  item.useCustom ? item.custom : item.default;

function CardPreview({ info, choice }: { info: ContactInfo; choice: CardChoice }) {
  const { t } = useTranslation();
  const has = (field: VcardField) => choice.fields.includes(field);
  const row = (field: VcardField | 'fullname', label: string, value: string): [string, string][] =>
    field === 'fullname' || has(field) ? [[label, value]] : [];
  const rows = [
    ...row('fullname', t('digitalCard.fields.name'), info.fullname),
    ...row('fullnameKana', t('digitalCard.fields.fullnameKana'), info.fullnameKana),
    ...row('orgName', t('digitalCard.items.orgName'), shown(info.orgName)),
    ...row('divisionName', t('digitalCard.items.divisionName'), shown(info.divisionName)),
    ...row('position', t('digitalCard.fields.position'), info.position),
    ...PHONES.flatMap((phone) =>
      row(phone, t(`digitalCard.fields.${phone}`), info.phones[choice.links[phone]]),
    ),
    ...row('emailWork', t('digitalCard.fields.emailWork'), info.emailWork),
    ...row('address', t('digitalCard.items.address'), addressText(shown(info.address))),
    ...row('orgUrl', t('digitalCard.items.orgUrl'), shown(info.orgUrl)),
  ];
  return (
    <dl className="kz-profile-card__fields">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function ChoiceForm({
  title,
  initial,
  edit,
}: {
  title: string;
  initial: CardChoice;
  edit: SectionEdit<CardQuery>;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(initial);
  return (
    <SectionForm label={title} onSubmit={() => void edit.submit(queryOf(choice))}>
      <CheckboxGroup
        label={t('digitalCard.choice.fields')}
        value={choice.fields}
        onChange={(fields) => setChoice({ ...choice, fields: fields as VcardField[] })}
      >
        <div className="kz-profile-card__choice-list">
          {VCARD_FIELDS.map((field) => (
            <Checkbox key={field} value={field}>
              {t(`digitalCard.choice.field.${field}`)}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <div className="kz-profile-card__links">
        {PHONES.map((phone) => (
          <Select
            key={phone}
            label={t('digitalCard.choice.link', { phone: t(`digitalCard.fields.${phone}`) })}
            selectedKey={choice.links[phone]}
            onSelectionChange={(key) =>
              setChoice({ ...choice, links: { ...choice.links, [phone]: key as VcardPhoneLink } })
            }
          >
            {VCARD_PHONE_LINKS.map((link) => (
              <SelectItem key={link} id={link}>
                {t(`digitalCard.choice.source.${link}`)}
              </SelectItem>
            ))}
          </Select>
        ))}
      </div>
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

/**
 * The digital business card of my profile (002 §3, §7): the card as others receive it, its QR
 * code for a phone to scan, the vCard to download, what the two hold, and the user's own values
 * for the four customisable items, each edited in place.
 */
export function DigitalCardSection() {
  const { t } = useTranslation();
  const client = useClient();
  const load = useSectionLoad((signal) => client.digitalCard.contactInfo(undefined, { signal }));
  const [choice, setChoice] = useState(storedChoice);
  // A saved item changes the files under the same URL: the revision makes the image load again.
  const [revision, setRevision] = useState(0);
  const choiceTitle = t('digitalCard.choice.title');
  const choiceEdit = useSectionEdit<CardChoice, CardQuery>({
    editKey: 'digitalCard.choice',
    schema: QrCodeQuerySchema,
    // Nothing to send: the choice is a parameter of the files, kept in this browser.
    save: (next) => Promise.resolve(choiceOf(next)),
    onSaved: (next) => {
      setChoice(next);
      localStorage.setItem(CHOICE_KEY, JSON.stringify(next));
    },
  });
  const onSaved = <K extends CardCustomItem>(item: K, value: ContactInfo[K]) => {
    if (load.state.status === 'loaded') load.setValue({ ...load.state.value, [item]: value });
    setRevision((n) => n + 1);
  };
  const query = queryOf(choice);
  const qrSrc = `${client.$url(contract.digitalCard.qrcode, { query })}${revision ? `&r=${revision}` : ''}`;
  const vcardHref = client.$url(contract.digitalCard.vcard, { query });

  return (
    <section className="kz-profile-section kz-profile-section--group" aria-labelledby="kz-profile-card">
      <div className="kz-profile-section__header">
        <h2 id="kz-profile-card">{t('digitalCard.title')}</h2>
      </div>
      <div className="kz-profile-section__group">
        <ProfileSectionFrame
          id="kz-profile-card-preview"
          title={t('digitalCard.preview')}
          level={3}
          state={load.state}
          onRetry={load.reload}
          view={(info) => (
            <div className="kz-profile-card">
              <CardPreview info={info} choice={choice} />
              <figure className="kz-profile-card__qr">
                <img key={qrSrc} src={qrSrc} alt={t('digitalCard.qrAlt')} width={160} height={160} />
                <figcaption>{t('digitalCard.qrCaption')}</figcaption>
              </figure>
              <a
                className="kz-Button kz-profile-card__download"
                data-variant="primary"
                data-size="small"
                href={vcardHref}
                download
              >
                {t('digitalCard.download')}
              </a>
            </div>
          )}
        />
        <ProfileSectionFrame
          id="kz-profile-card-choice"
          title={choiceTitle}
          level={3}
          state={{ status: 'loaded', value: choice }}
          edit={choiceEdit}
          onRetry={load.reload}
          view={(value) => (
            <p className="kz-profile-card__item">
              {value.fields.length === 0
                ? t('digitalCard.choice.nameOnly')
                : value.fields
                    .map((field) => t(`digitalCard.choice.field.${field}`))
                    .join(t('digitalCard.choice.separator'))}
            </p>
          )}
          form={(value) => <ChoiceForm title={choiceTitle} initial={value} edit={choiceEdit} />}
        />
        {(['orgName', 'divisionName', 'address', 'orgUrl'] as const).map((item) => (
          <CardCustomItemSection
            key={item}
            item={item}
            state={load.state}
            onRetry={load.reload}
            onSaved={onSaved}
          />
        ))}
      </div>
    </section>
  );
}
