import {
  EXTERNAL_CONTACT_LIMITS,
  type ExternalContactListPage,
  type ExternalContactSortColumn,
  type SortOrder,
} from '@kizuna/api-client/contract';
import type { Selection, SortDescriptor } from '@kizuna/ui';
import {
  Cell,
  Column,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  Table,
  TableBody,
  TableHeader,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Query } from '../../shared/useQuery';
import { ContactPhoto } from './ContactPhoto';
import { ContactSortControls } from './ContactSortControls';
import type { ExternalContactsView } from './externalContactsHash';

/** The table's sortable columns; ContactSortControls also offers the sort score. */
const SORTABLE: readonly ExternalContactSortColumn[] = [
  'fullname',
  'companyName',
  'divisionName',
  'position',
  'registeredAt',
];

export interface ExternalContactTableProps {
  contacts: Query<ExternalContactListPage>;
  view: ExternalContactsView;
  /** The hash the shown answer is for: tests wait for it. */
  hash: string;
  folderName: string;
  /** Rows have checkboxes. */
  selectable: boolean;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  onSortChange: (sortColumn: ExternalContactSortColumn, sortOrder: SortOrder) => void;
  onPageChange: (page: number) => void;
}

/** The folder's contacts: how many, the sort, the table 10 a page, and its pagination. */
export function ExternalContactTable({
  contacts,
  view,
  hash,
  folderName,
  selectable,
  selection,
  onSelectionChange,
  onSortChange: sortBy,
  onPageChange,
}: ExternalContactTableProps) {
  const { t, i18n } = useTranslation();
  if (contacts.error) {
    return <ErrorState title={t('externalContacts.loadFailed')} onRetry={contacts.reload} />;
  }
  const items = contacts.data?.items ?? [];
  const sortDescriptor: SortDescriptor = {
    column: view.sortColumn,
    direction: view.sortOrder === 'DESC' ? 'descending' : 'ascending',
  };
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <p
        className="kz-ext-contacts__count"
        role="status"
        data-result-for={contacts.isLoading ? undefined : hash}
      >
        {contacts.isLoading
          ? t('common.loading')
          : view.searched
            ? t('externalContacts.foundCount', { count: contacts.data?.totalCount ?? 0, word: view.searched })
            : t('externalContacts.totalCount', { count: contacts.data?.totalCount ?? 0 })}
      </p>
      <ContactSortControls sortColumn={view.sortColumn} sortOrder={view.sortOrder} onSortChange={sortBy} />
      <div className="kz-ext__table-scroll">
        <Table
          aria-label={t('externalContacts.list', { folderName })}
          selectionMode={selectable ? 'multiple' : 'none'}
          selectionBehavior="toggle"
          selectedKeys={selection}
          onSelectionChange={onSelectionChange}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) =>
            sortBy(
              descriptor.column as ExternalContactSortColumn,
              descriptor.direction === 'descending' ? 'DESC' : 'ASC',
            )
          }
        >
          <TableHeader>
            {SORTABLE.slice(0, 4).map((column) => (
              <Column key={column} id={column} isRowHeader={column === 'fullname'} allowsSorting>
                {t(`externalContacts.columns.${column}`)}
              </Column>
            ))}
            <Column id="phone">{t('externalContacts.columns.phone')}</Column>
            <Column id="email">{t('externalContacts.columns.email')}</Column>
            <Column id="registeredAt" allowsSorting>
              {t('externalContacts.columns.registeredAt')}
            </Column>
          </TableHeader>
          <TableBody
            items={items}
            renderEmptyState={() =>
              contacts.isLoading ? null : (
                <EmptyState
                  title={t(view.searched ? 'externalContacts.noMatch' : 'externalContacts.empty')}
                  description={view.searched ? t('externalContacts.noMatchHint') : undefined}
                />
              )
            }
          >
            {(item) => (
              <Row id={item.contactId} textValue={item.fullname}>
                <Cell>
                  <span className="kz-ext-contacts__name">
                    <ContactPhoto contactId={item.contactId} photoUpdatedAt={item.photoUpdatedAt} alt="" />
                    <span>
                      <Link to={`/externalContacts/${view.folderType}/detail/${item.contactId}`}>
                        {item.fullname}
                      </Link>
                      {item.fullnameKana && (
                        <span className="kz-ext-contacts__kana">{item.fullnameKana}</span>
                      )}
                    </span>
                  </span>
                </Cell>
                <Cell>{item.companyName}</Cell>
                <Cell>{item.divisionName}</Cell>
                <Cell>{item.position}</Cell>
                <Cell>
                  {item.phoneNum || item.mobileNum || item.companyMobileNum || item.personalMobileNum}
                </Cell>
                <Cell>{item.email1}</Cell>
                <Cell>{dateFormat.format(new Date(item.registeredAt))}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination
        page={view.page}
        pageSize={EXTERNAL_CONTACT_LIMITS.pageSize}
        totalCount={contacts.data?.totalCount ?? 0}
        isDisabled={contacts.isLoading}
        onPageChange={onPageChange}
      />
    </>
  );
}
