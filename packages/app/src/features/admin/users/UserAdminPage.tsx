import '../adminPage.css';
import './usersAdmin.css';
import { useState } from 'react';
import type {
  UserAdminList,
  UserAdminListItem,
  UserAdminListQuery,
  UserAdminSortColumn,
  UserAdminStatus,
} from '@kizuna/api-client/contract';
import { ADMIN_ROLES, USER_ADMIN_LIMITS, USER_ADMIN_STATUSES, USER_TYPES } from '@kizuna/api-client/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
} from '@kizuna/ui';
import { ArrowDown, ArrowUp, Download, Plus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../../api/ClientContext';
import { InviteButton } from '../invitations';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../../session';
import { grantableAdminRoles } from './grantableRoles';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { downloadFile } from '../../../shared/downloadFile';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { UserImportDialog } from './UserImportDialog';
import { useDivisionOptions } from './useDivisionOptions';
import { userStatusOf } from './userStatus';

const ALL = 'all';

/** The list's columns in order, and what each sorts by when it does. */
const COLUMNS: { name: string; sort?: UserAdminSortColumn }[] = [
  { name: 'name', sort: 'fullnameKana' },
  { name: 'accountId', sort: 'accountId' },
  { name: 'division' },
  { name: 'employeeNum', sort: 'employeeNum' },
  { name: 'userType' },
  { name: 'status' },
  { name: 'updatedAt', sort: 'updatedAt' },
];

/** The list's query, as kept in the address (so back and reload keep the search). */
function queryOf(params: URLSearchParams): UserAdminListQuery {
  const pick = <T extends string>(name: string, choices: readonly T[]) => {
    const value = params.get(name);
    return choices.includes(value as T) ? (value as T) : undefined;
  };
  const division = Number(params.get('divisionId'));
  const page = Number(params.get('page'));
  return {
    freeWord: params.get('q') ?? '',
    ...(Number.isInteger(division) && division > 0 ? { divisionId: division } : {}),
    ...(pick('role', ADMIN_ROLES) ? { role: pick('role', ADMIN_ROLES) } : {}),
    ...(pick('userType', USER_TYPES) ? { userType: pick('userType', USER_TYPES) } : {}),
    ...(pick('status', USER_ADMIN_STATUSES) ? { status: pick('status', USER_ADMIN_STATUSES) } : {}),
    sort: pick('sort', ['fullnameKana', 'accountId', 'employeeNum', 'updatedAt'] as const) ?? 'fullnameKana',
    order: params.get('order') === 'DESC' ? 'DESC' : 'ASC',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: USER_ADMIN_LIMITS.pageSize,
  };
}

function SortHeader({
  column,
  label,
  query,
  onSort,
}: {
  column: UserAdminSortColumn;
  label: string;
  query: UserAdminListQuery;
  onSort: (column: UserAdminSortColumn) => void;
}) {
  const { t } = useTranslation();
  const active = query.sort === column;
  const descending = active && query.order === 'DESC';
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="kz-users-admin-table__sort"
        onClick={() => onSort(column)}
        aria-label={t('admin.users.sortBy', { column: label })}
      >
        {label}
        {active &&
          (descending ? (
            <ArrowDown size={14} aria-hidden="true" />
          ) : (
            <ArrowUp size={14} aria-hidden="true" />
          ))}
      </button>
    </th>
  );
}

/** People the tenant holds and how many its licence allows (the operator sets the licence). */
function LicenceUse({ used, licensed }: { used: number; licensed: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="kz-users-admin__count">
      {licensed === null
        ? t('admin.users.licencesUnlimited', { used })
        : t('admin.users.licences', { used, licensed })}
    </p>
  );
}

function UserRows({
  list,
  query,
  onSort,
}: {
  list: UserAdminList;
  query: UserAdminListQuery;
  onSort: (column: UserAdminSortColumn) => void;
}) {
  const { t } = useTranslation();
  const status = (user: UserAdminListItem) => userStatusOf(user);
  return (
    <div className="kz-users-admin__scroll">
      <table className="kz-admin-table kz-users-admin-table">
        <caption className="kz-VisuallyHidden">
          {t('admin.users.caption', { count: list.totalCount })}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map(({ name, sort }) =>
              sort ? (
                <SortHeader
                  key={name}
                  column={sort}
                  label={t(`admin.users.columns.${name}`)}
                  query={query}
                  onSort={onSort}
                />
              ) : (
                <th key={name} scope="col">
                  {t(`admin.users.columns.${name}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {list.items.map((user) => (
            <tr key={user.userId} data-status={status(user)}>
              <th scope="row">
                {user.fullnameKana && (
                  <span className="kz-users-admin-table__kana" lang="ja">
                    {user.fullnameKana}
                  </span>
                )}
                <Link to={`/admin/user/${user.userId}`}>{user.fullname}</Link>
                {user.roles.length > 0 && (
                  <span className="kz-users-admin-table__roles">
                    {t('admin.users.roleCount', { count: user.roles.length })}
                  </span>
                )}
              </th>
              <td className="kz-users-admin-table__account">{user.accountId}</td>
              <td>
                {user.mainDivisionName ?? '—'}
                {user.position && <span className="kz-users-admin-table__position">{user.position}</span>}
              </td>
              <td>{user.employeeNum ?? '—'}</td>
              <td>{t(`admin.users.userTypes.${user.userType}`)}</td>
              <td>
                <span className="kz-admin-table__status">{t(`admin.users.status.${status(user)}`)}</span>
              </td>
              <td className="kz-users-admin-table__date">{formatDisplayDate(user.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The export formats offered: CSV in UTF-8 (with BOM) or Shift_JIS, and TSV in UTF-8. */
const EXPORTS = [
  { key: 'exportCsv', format: 'csv', charset: 'UTF-8' },
  { key: 'exportCsvSjis', format: 'csv', charset: 'Shift_JIS' },
  { key: 'exportTsv', format: 'tsv', charset: 'UTF-8' },
] as const;

/** Exporting the people the list shows. */
function useUserFileActions(query: UserAdminListQuery) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const exportAs = async (format: 'csv' | 'tsv', charset: 'UTF-8' | 'Shift_JIS') => {
    const { page: _page, size: _size, ...filters } = query;
    try {
      downloadFile(await client.userAdmin.export({ query: { ...filters, format, charset } }));
    } catch {
      toast({ title: t('admin.users.exportFailed'), tone: 'danger' });
    }
  };
  return { exportAs };
}

/** `/front/admin/user`: every person of the tenant, searched as the directory searches, filtered and sorted. */
export function UserAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const principal = usePrincipalStore(selectPrincipal);
  // The roles the tenant can have (a role filter for a page Kizuna does not build finds nobody).
  const roleChoices = principal
    ? grantableAdminRoles(capabilityContextOfPrincipal(principal), query.role ? [query.role] : [])
    : ADMIN_ROLES;
  const [typed, setTyped] = useState(query.freeWord ?? '');
  const divisions = useDivisionOptions();
  const key = JSON.stringify(query);
  const users = useQuery((signal) => client.userAdmin.list({ query }, { signal }), key);
  const files = useUserFileActions(query);
  const toast = useToast();
  const [importing, setImporting] = useState(false);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === ALL) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const onSort = (column: UserAdminSortColumn) =>
    update({
      sort: column,
      order: query.sort === column && query.order === 'ASC' ? 'DESC' : 'ASC',
    });
  const filter = (name: string, label: string, value: string | undefined, options: [string, string][]) => (
    <Select
      label={label}
      selectedKey={value ?? ALL}
      onSelectionChange={(selected) => update({ [name]: String(selected) })}
      className="kz-users-admin__filter"
    >
      {[[ALL, t('admin.users.filters.any')] as [string, string], ...options].map(([id, text]) => (
        <SelectItem key={id} id={id}>
          {text}
        </SelectItem>
      ))}
    </Select>
  );
  const list = users.data;

  return (
    <Page title={t('admin.users.title')} className="kz-users-admin">
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('admin.users.context')}</p>
        <div className="kz-users-admin__actions">
          <InviteButton />
          <Link to="/admin/user/new" className="kz-Button" data-variant="primary" data-size="medium">
            <Plus size={16} aria-hidden="true" />
            {t('admin.users.add')}
          </Link>
        </div>
      </div>
      <div className="kz-users-admin__files" role="group" aria-label={t('admin.users.files')}>
        <Button onPress={() => setImporting(true)}>
          <Upload size={16} aria-hidden="true" />
          {t('admin.users.import.open')}
        </Button>
        {EXPORTS.map(({ key: label, format, charset }) => (
          <Button key={label} variant="quiet" onPress={() => void files.exportAs(format, charset)}>
            <Download size={16} aria-hidden="true" />
            {t(`admin.users.${label}`)}
          </Button>
        ))}
      </div>
      <div role="search" className="kz-users-admin__filters" aria-label={t('admin.users.filters.label')}>
        <SearchField
          label={t('admin.users.filters.freeWord')}
          description={t('admin.users.filters.freeWordHint')}
          value={typed}
          onChange={setTyped}
          onSubmit={(text) => update({ q: text.trim() })}
          onClear={() => update({ q: null })}
          className="kz-users-admin__search"
        />
        {filter(
          'divisionId',
          t('admin.users.filters.division'),
          query.divisionId === undefined ? undefined : String(query.divisionId),
          (divisions ?? []).map((d) => [String(d.divisionId), `${'\u3000'.repeat(d.depth)}${d.name}`]),
        )}
        {filter(
          'role',
          t('admin.users.filters.role'),
          query.role,
          roleChoices.map((role) => [role, t(`admin.users.roles.${role}`)]),
        )}
        {filter(
          'userType',
          t('admin.users.filters.userType'),
          query.userType,
          USER_TYPES.map((type) => [type, t(`admin.users.userTypes.${type}`)]),
        )}
        {filter(
          'status',
          t('admin.users.filters.status'),
          query.status,
          USER_ADMIN_STATUSES.map((status: UserAdminStatus) => [status, t(`admin.users.status.${status}`)]),
        )}
      </div>
      {users.error != null ? (
        <ErrorState title={t('admin.users.loadFailed')} onRetry={users.reload} />
      ) : !list ? (
        <Skeleton lines={8} />
      ) : list.items.length === 0 ? (
        <EmptyState title={t('admin.users.empty')} description={t('admin.users.emptyHint')} />
      ) : (
        <>
          <p className="kz-users-admin__count" role="status">
            {t('admin.users.count', { count: list.totalCount })}
          </p>
          {list.licences ? <LicenceUse {...list.licences} /> : null}
          <UserRows list={list} query={query} onSort={onSort} />
          <Pagination
            page={list.page}
            pageSize={list.size}
            totalCount={list.totalCount}
            onPageChange={(page) => update({ page: String(page) })}
            isDisabled={users.isLoading}
          />
        </>
      )}
      {importing && (
        <UserImportDialog
          onImported={(result) => {
            toast({
              title: t('admin.users.import.done', {
                created: result.created,
                updated: result.updated,
                unchanged: result.unchanged,
                failed: result.failed,
              }),
              tone: 'success',
            });
            users.reload();
            setImporting(false);
          }}
          onClose={() => setImporting(false)}
        />
      )}
    </Page>
  );
}
