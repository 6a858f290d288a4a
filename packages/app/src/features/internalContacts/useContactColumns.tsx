import type { DynamicColumnType, InternalContactItem } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../shared/ColumnTable';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
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

/** View columns on the row's second line; the rest open from the row's details button. */
const SECOND_LINE: ReadonlySet<DynamicColumnType> = new Set(['EMAIL']);

/**
 * The phone column (two numbers, one under the other) comes after the other columns of its own,
 * so that the second line can run under all of them: the tenant's order otherwise.
 */
const phoneLast = (a: DynamicColumnType, b: DynamicColumnType) =>
  Number(a === 'PHONE') - Number(b === 'PHONE');

/** The internal directory's columns: face, name, divisions, position, then the view columns. */
export function useContactColumns(
  viewColumns: readonly DynamicColumnType[],
  phoneSettings: PhoneLinkSettings,
  chatLinksEnabled: boolean,
): TableColumn<InternalContactItem>[] {
  const { t } = useTranslation();
  // Whereabouts sit under the presence, in its column: a column of their own pushed the phones
  // off a 1366 px screen.
  const presenceWithDestination = viewColumns.includes('DESTINATION')
    ? viewColumns.find((type) => PRESENCE_TYPES.has(type))
    : undefined;
  const shownColumns = presenceWithDestination
    ? viewColumns.filter((type) => type !== 'DESTINATION')
    : viewColumns;
  return [
    {
      id: 'face',
      width: 48,
      title: <span className="kz-VisuallyHidden">{t('internalContacts.list.columns.face')}</span>,
      cell: (item) => <FaceThumbnail userId={item.userId} alt="" />,
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
      id: 'divisions',
      title: t('internalContacts.list.columns.divisions'),
      cell: (item) => (
        <span className="kz-contact-table__divisions">
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
    {
      id: 'position',
      title: t('internalContacts.list.columns.position'),
      cell: (item) => <Highlight text={item.position ?? ''} />,
    },
    ...[...shownColumns].sort(phoneLast).map((type): TableColumn<InternalContactItem> => {
      const cell = (item: InternalContactItem, of: DynamicColumnType) => (
        <ContactColumnCell
          type={of}
          item={item}
          phoneSettings={phoneSettings}
          chatLinksEnabled={chatLinksEnabled}
        />
      );
      if (type === presenceWithDestination) {
        return {
          id: type,
          title: t('internalContacts.list.columns.presenceAndDestination'),
          tall: true,
          cell: (item) => (
            <span className="kz-contact-table__stack">
              {cell(item, type)}
              {cell(item, 'DESTINATION')}
            </span>
          ),
        };
      }
      return {
        id: type,
        title: t(`internalContacts.list.columns.${COLUMN_HEADERS[type]}`),
        secondary: SECOND_LINE.has(type),
        folded: !OWN_COLUMN.has(type) && !SECOND_LINE.has(type),
        tall: type === 'PHONE',
        cell: (item) => cell(item, type),
      };
    }),
  ];
}
