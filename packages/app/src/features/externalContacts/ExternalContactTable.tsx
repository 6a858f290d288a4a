import {
  EXTERNAL_CONTACT_LIMITS,
  type ExternalContactListPage,
  type ExternalContactSortColumn,
  type SortOrder,
} from '@kizuna/api-client/contract';
import type { Ref } from 'react';
import type { Selection, SortDescriptor } from '@kizuna/ui';
import { EmptyState, ErrorState, Pagination } from '@kizuna/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnTable, type TableColumn } from '../../shared/ColumnTable';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import { Highlight } from '../../shared/Highlight';
import { EmailLink, PersonName } from '../../shared/PersonName';
import type { Query } from '../../shared/useQuery';
import { ContactPhoto } from './ContactPhoto';
import { ContactSortControls } from './ContactSortControls';
import type { ExternalContactsView } from './externalContactsHash';

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
  /** The count line, which takes the focus after a search. */
  summaryRef?: Ref<HTMLParagraphElement>;
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
  summaryRef,
}: ExternalContactTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (contacts.error) {
    return <ErrorState title={t('externalContacts.loadFailed')} onRetry={contacts.reload} />;
  }
  const items = contacts.data?.items ?? [];
  const sortDescriptor: SortDescriptor = {
    column: view.sortColumn,
    direction: view.sortOrder === 'DESC' ? 'descending' : 'ascending',
  };
  const columns = externalColumns(t, view);
  return (
    <>
      <p
        className="kz-ext-contacts__count"
        role="status"
        ref={summaryRef}
        tabIndex={-1}
        data-result-for={contacts.isLoading ? undefined : hash}
      >
        {contacts.isLoading
          ? t('common.loading')
          : view.searched
            ? t('externalContacts.foundCount', { count: contacts.data?.totalCount ?? 0, word: view.searched })
            : t('externalContacts.totalCount', { count: contacts.data?.totalCount ?? 0 })}
      </p>
      <ContactSortControls sortColumn={view.sortColumn} sortOrder={view.sortOrder} onSortChange={sortBy} />
      <ColumnTable
        label={t('externalContacts.list', { folderName })}
        columns={columns}
        items={items}
        rowId={(item) => item.contactId}
        rowText={(item) => item.fullname}
        highlight={view.searched}
        {...(selectable && { selection, onSelectionChange })}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) =>
          sortBy(
            descriptor.column as ExternalContactSortColumn,
            descriptor.direction === 'descending' ? 'DESC' : 'ASC',
          )
        }
        onRowAction={(key) => void navigate(`/externalContacts/${view.folderType}/detail/${key}`)}
        empty={
          contacts.isLoading ? null : (
            <EmptyState
              title={t(view.searched ? 'externalContacts.noMatch' : 'externalContacts.empty')}
              description={view.searched ? t('externalContacts.noMatchHint') : undefined}
            />
          )
        }
      />
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

type ContactRow = ExternalContactListPage['items'][number];

/** The folder's columns: name with photo, company, division, position, a phone, e-mail, registered. */
function externalColumns(t: TFunction, view: ExternalContactsView): TableColumn<ContactRow>[] {
  const text = (id: ExternalContactSortColumn, value: (item: ContactRow) => string) => ({
    id,
    title: t(`externalContacts.columns.${id}`),
    allowsSorting: true,
    cell: (item: ContactRow) => <Highlight text={value(item)} />,
  });
  return [
    {
      id: 'fullname',
      isRowHeader: true,
      allowsSorting: true,
      title: t('externalContacts.columns.fullname'),
      cell: (item) => (
        <PersonName
          name={item.fullname}
          reading={item.fullnameKana}
          to={`/externalContacts/${view.folderType}/detail/${item.contactId}`}
          face={<ContactPhoto contactId={item.contactId} photoUpdatedAt={item.photoUpdatedAt} alt="" />}
        />
      ),
    },
    text('companyName', (item) => item.companyName),
    text('divisionName', (item) => item.divisionName),
    text('position', (item) => item.position),
    {
      id: 'phone',
      title: t('externalContacts.columns.phone'),
      cell: (item) => (
        <span className="kz-nowrap">
          <Highlight
            text={formatPhoneNumber(
              item.phoneNum || item.mobileNum || item.companyMobileNum || item.personalMobileNum || '',
            )}
          />
        </span>
      ),
    },
    {
      id: 'email',
      title: t('externalContacts.columns.email'),
      secondary: true,
      cell: (item) => item.email1 && <EmailLink email={item.email1} />,
    },
    {
      id: 'registeredAt',
      title: t('externalContacts.columns.registeredAt'),
      allowsSorting: true,
      secondary: true,
      cell: (item) => <span className="kz-nowrap">{formatDisplayDate(item.registeredAt)}</span>,
    },
  ];
}
