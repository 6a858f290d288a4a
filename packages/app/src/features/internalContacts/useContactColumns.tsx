import type { DynamicColumnType, InternalContactItem } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../shared/ColumnTable';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { ContactPhones, PHONE_FIELDS, type PhoneField } from '../../shared/ContactPhones';
import { Highlight } from '../../shared/Highlight';
import { PersonName } from '../../shared/PersonName';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { COLUMN_HEADERS, ContactColumnCell } from './ContactColumnCell';

/** View columns kept in a column of their own: what people scan the list for, at a glance. */
const OWN_COLUMN: ReadonlySet<DynamicColumnType> = new Set([
  'PHONE',
  'PRESENCE',
  'PHONE_PRESENCE',
  'CUSTOM_PRESENCE',
  'DESTINATION',
]);

const PRESENCE_TYPES: ReadonlySet<DynamicColumnType> = new Set([
  'PRESENCE',
  'PHONE_PRESENCE',
  'CUSTOM_PRESENCE',
]);

/** The phone column comes last, at the row's end where the call is: the tenant's order otherwise. */
const phoneLast = (a: DynamicColumnType, b: DynamicColumnType) =>
  Number(a === 'PHONE') - Number(b === 'PHONE');

/** A person's numbers after the first, the one the row calls. */
function otherPhones(phones: Partial<Record<PhoneField, string | null>>) {
  const [, ...others] = PHONE_FIELDS.filter((field) => phones[field]);
  return Object.fromEntries(others.map((field) => [field, phones[field]]));
}

/**
 * The internal directory's columns, one line per person so that a screen shows many: face, name
 * with its reading beside it, position · divisions, presence (with whereabouts), and the first
 * number (the extension when there is one) as a call. Everything else (other numbers, e-mail, the
 * tenant's other view columns) opens from the row's details button.
 */
export function useContactColumns(
  viewColumns: readonly DynamicColumnType[],
  phoneSettings: PhoneLinkSettings,
  chatLinksEnabled: boolean,
): TableColumn<InternalContactItem>[] {
  const { t } = useTranslation();
  // Whereabouts sit beside the presence, in its column.
  const presenceWithDestination = viewColumns.includes('DESTINATION')
    ? viewColumns.find((type) => PRESENCE_TYPES.has(type))
    : undefined;
  const shownColumns = presenceWithDestination
    ? viewColumns.filter((type) => type !== 'DESTINATION')
    : viewColumns;
  const cell = (item: InternalContactItem, of: DynamicColumnType) => (
    <ContactColumnCell
      type={of}
      item={item}
      phoneSettings={phoneSettings}
      chatLinksEnabled={chatLinksEnabled}
    />
  );
  const viewColumn = (type: DynamicColumnType): TableColumn<InternalContactItem> => {
    if (type === presenceWithDestination) {
      return {
        id: type,
        title: t('internalContacts.list.columns.presenceAndDestination'),
        cell: (item) => (
          <span className="kz-contact-table__inline">
            {cell(item, type)}
            {cell(item, 'DESTINATION')}
          </span>
        ),
      };
    }
    if (type === 'PHONE') {
      return {
        id: type,
        title: t('internalContacts.list.columns.phone'),
        cell: (item) =>
          item.dynamicColumns.PHONE ? (
            <ContactPhones
              phones={item.dynamicColumns.PHONE}
              settings={phoneSettings}
              name={item.fullname}
              limit={1}
            />
          ) : null,
      };
    }
    return {
      id: type,
      title: t(`internalContacts.list.columns.${COLUMN_HEADERS[type]}`),
      folded: !OWN_COLUMN.has(type),
      cell: (item) => cell(item, type),
    };
  };
  const phoneColumns: TableColumn<InternalContactItem>[] = viewColumns.includes('PHONE')
    ? [
        {
          id: 'otherPhones',
          title: t('internalContacts.list.columns.otherPhones'),
          folded: true,
          cell: (item) =>
            item.dynamicColumns.PHONE ? (
              <ContactPhones
                phones={otherPhones(item.dynamicColumns.PHONE)}
                settings={phoneSettings}
                name={item.fullname}
                limit={PHONE_FIELDS.length}
              />
            ) : null,
        },
      ]
    : [];
  const sorted = [...shownColumns].sort(phoneLast);
  return [
    {
      id: 'face',
      width: 36,
      title: <span className="kz-VisuallyHidden">{t('internalContacts.list.columns.face')}</span>,
      cell: (item) => <FaceThumbnail userId={item.userId} alt="" size={28} />,
    },
    {
      id: 'name',
      isRowHeader: true,
      title: t('internalContacts.list.columns.name'),
      cell: (item) => (
        <PersonName
          name={item.fullname}
          reading={item.fullnameKana}
          alphabet={item.fullnameAlphabet}
          to={`/internalContacts/detail/${item.contactId}`}
        />
      ),
    },
    {
      id: 'role',
      title: t('internalContacts.list.columns.role'),
      cell: (item) => (
        <span className="kz-contact-table__role">
          {item.position && <Highlight text={item.position} />}
          {item.position && item.divisions.length > 0 && (
            <span className="kz-contact-table__dot" aria-hidden="true">
              {' · '}
            </span>
          )}
          <Highlight text={item.divisions.map((division) => division.divisionName).join(' / ')} />
          {item.moreDivisionsCount > 0 && (
            <span className="kz-contact-table__more">
              {' '}
              {t('internalContacts.list.moreDivisions', { count: item.moreDivisionsCount })}
            </span>
          )}
        </span>
      ),
    },
    ...sorted.filter((type) => OWN_COLUMN.has(type)).map(viewColumn),
    ...sorted.filter((type) => !OWN_COLUMN.has(type)).map(viewColumn),
    ...phoneColumns,
  ];
}
