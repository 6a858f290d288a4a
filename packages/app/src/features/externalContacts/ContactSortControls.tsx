import {
  EXTERNAL_CONTACT_SORT_COLUMNS,
  type ExternalContactSortColumn,
  type SortOrder,
} from '@kizuna/api-client/contract';
import { Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

export interface ContactSortControlsProps {
  sortColumn: ExternalContactSortColumn;
  sortOrder: SortOrder;
  onSortChange: (sortColumn: ExternalContactSortColumn, sortOrder: SortOrder) => void;
}

/**
 * Sort by any column the server sorts by, the sort score too (it has no column in the table),
 * and the direction; the same sort the table headers set.
 */
export function ContactSortControls({ sortColumn, sortOrder, onSortChange }: ContactSortControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-ext-contacts__sort">
      <Select
        label={t('externalContacts.sort.label')}
        selectedKey={sortColumn}
        onSelectionChange={(key) => {
          if (key !== null && key !== sortColumn) onSortChange(key as ExternalContactSortColumn, sortOrder);
        }}
      >
        {EXTERNAL_CONTACT_SORT_COLUMNS.map((column) => (
          <SelectItem key={column} id={column}>
            {t(`externalContacts.columns.${column}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('externalContacts.sort.order')}
        selectedKey={sortOrder}
        onSelectionChange={(key) => {
          if (key !== null && key !== sortOrder) onSortChange(sortColumn, key as SortOrder);
        }}
      >
        {SORT_ORDERS.map((order) => (
          <SelectItem key={order} id={order}>
            {t(`externalContacts.sort.${order}`)}
          </SelectItem>
        ))}
      </Select>
    </div>
  );
}
