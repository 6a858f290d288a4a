import {
  VcfCustomAddressBodySchema,
  VcfCustomTextBodySchema,
  VcfCustomUrlBodySchema,
  type AddressParts,
  type ContactInfo,
} from '@kizuna/api-client/contract';
import { Checkbox, TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, type SectionEdit, type SectionState } from './useProfileSection';

export type CardCustomItem = 'divisionName' | 'orgName' | 'orgUrl' | 'address';

type ItemValue<K extends CardCustomItem> = ContactInfo[K];
type ItemBody<K extends CardCustomItem> = { useCustom: boolean; custom: ItemValue<K>['custom'] };

const ADDRESS_PARTS = ['zipcode', 'address1', 'address2'] as const;

export function addressText(parts: AddressParts): string {
  return ADDRESS_PARTS.map((part) => parts[part])
    .filter(Boolean)
    .join(' ');
}

function valueText(value: string | AddressParts): string {
  return typeof value === 'string' ? value : addressText(value);
}

function CustomItemForm<K extends CardCustomItem>({
  item,
  title,
  initial,
  edit,
}: {
  item: K;
  title: string;
  initial: ItemValue<K>;
  edit: SectionEdit<ItemBody<K>>;
}) {
  const { t } = useTranslation();
  const [useCustom, setUseCustom] = useState(initial.useCustom);
  const [custom, setCustom] = useState(initial.custom);
  const textField = (label: string, value: string, onChange: (value: string) => void, path: string) => (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      type={item === 'orgUrl' ? 'url' : 'text'}
      validationBehavior="aria"
      isInvalid={edit.errorText(path) !== undefined}
      errorMessage={edit.errorText(path)}
    />
  );
  return (
    <SectionForm label={title} onSubmit={() => void edit.submit({ useCustom, custom } as ItemBody<K>)}>
      <p className="kz-profile-section__hint">
        {t('digitalCard.default', { value: valueText(initial.default) || t('digitalCard.none') })}
      </p>
      <Checkbox isSelected={useCustom} onChange={setUseCustom}>
        {t('digitalCard.useCustom')}
      </Checkbox>
      {typeof custom === 'string' ? (
        textField(title, custom, (value) => setCustom(value as typeof custom), 'custom')
      ) : (
        <fieldset className="kz-profile-card__address" aria-describedby={`kz-card-${item}-error`}>
          <legend>{title}</legend>
          {ADDRESS_PARTS.map((part) => (
            <div key={part}>
              {textField(
                t(`digitalCard.address.${part}`),
                custom[part],
                (value) => setCustom({ ...custom, [part]: value }),
                `custom.${part}`,
              )}
            </div>
          ))}
          <p id={`kz-card-${item}-error`} role="alert" className="kz-profile-card__error">
            {edit.errorText('custom') && t('digitalCard.errors.addressRequired')}
          </p>
        </fieldset>
      )}
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

const SCHEMAS = {
  divisionName: VcfCustomTextBodySchema,
  orgName: VcfCustomTextBodySchema,
  orgUrl: VcfCustomUrlBodySchema,
  address: VcfCustomAddressBodySchema,
} as const;

export interface CardCustomItemSectionProps<K extends CardCustomItem> {
  item: K;
  /** The card as loaded: the item's part of it is what this section edits. */
  state: SectionState<ContactInfo>;
  onRetry: () => void;
  /** The item as stored after a save, so the card (preview, QR code, vCard) shows it. */
  onSaved: (item: K, value: ItemValue<K>) => void;
}

/**
 * One of the card's four customisable items (002 §3, §7): the directory's value, or the user's
 * own when they choose to show it; not blank when shown, a URL for the URL, one address part.
 */
export function CardCustomItemSection<K extends CardCustomItem>({
  item,
  state,
  onRetry,
  onSaved,
}: CardCustomItemSectionProps<K>) {
  const { t } = useTranslation();
  const client = useClient();
  const title = t(`digitalCard.items.${item}`);
  const edit = useSectionEdit<ItemValue<K>, ItemBody<K>>({
    editKey: `digitalCard.${item}`,
    schema: SCHEMAS[item],
    save: (body) => {
      const card = client.digitalCard;
      const saved =
        item === 'address'
          ? card.saveAddress({ body: body as ItemBody<'address'> })
          : item === 'divisionName'
            ? card.saveDivisionName({ body: body as ItemBody<'divisionName'> })
            : item === 'orgName'
              ? card.saveOrgName({ body: body as ItemBody<'orgName'> })
              : card.saveOrgUrl({ body: body as ItemBody<'orgUrl'> });
      return saved as Promise<ItemValue<K>>;
    },
    onSaved: (value) => onSaved(item, value),
  });
  const itemState: SectionState<ItemValue<K>> =
    state.status === 'loaded' ? { status: 'loaded', value: state.value[item] } : state;
  return (
    <ProfileSectionFrame
      id={`kz-profile-card-${item}`}
      title={title}
      level={3}
      state={itemState}
      edit={edit}
      onRetry={onRetry}
      view={(value) => (
        <p className="kz-profile-card__item">
          {valueText(value.useCustom ? value.custom : value.default) || t('digitalCard.none')}
          <span className="kz-profile-card__source">
            {t(value.useCustom ? 'digitalCard.ownValue' : 'digitalCard.directoryValue')}
          </span>
        </p>
      )}
      form={(value) => <CustomItemForm item={item} title={title} initial={value} edit={edit} />}
    />
  );
}
