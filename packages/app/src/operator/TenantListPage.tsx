import type { OperatorTenantRow } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateTenantDialog } from './CreateTenantDialog';
import { formatDate, formatDateTime } from './format';
import { operatorApi } from './operatorApi';
import type { OperatorRoute } from './useOperatorRoute';

type SortKey = 'name' | 'lastActivity';

export function PlanText({ tenant }: { tenant: Pick<OperatorTenantRow, 'plan' | 'trialEndsAt'> }) {
  const { t } = useTranslation();
  if (tenant.plan === 'COMMERCIAL' || !tenant.trialEndsAt) return <>{t(`operator.plan.${tenant.plan}`)}</>;
  const ended = new Date(tenant.trialEndsAt).getTime() <= Date.now();
  const lastDay = formatDate(new Date(new Date(tenant.trialEndsAt).getTime() - 1).toISOString());
  return <>{t(ended ? 'operator.plan.trialEnded' : 'operator.plan.trialUntil', { date: lastDay })}</>;
}

interface Sort {
  key: SortKey;
  descending: boolean;
}

function TenantTable({
  rows: shown,
  sort,
  onSort,
  navigate,
}: {
  rows: readonly OperatorTenantRow[];
  sort: Sort;
  onSort: (update: (current: Sort) => Sort) => void;
  navigate: (route: OperatorRoute) => void;
}) {
  const { t } = useTranslation();
  const sortButton = (key: SortKey, label: string) => (
    <button
      type="button"
      className="op-sort"
      aria-label={t('operator.tenants.sortBy', { column: label })}
      onClick={() =>
        onSort((current) => ({
          key,
          descending: current.key === key ? !current.descending : key === 'lastActivity',
        }))
      }
    >
      {label}
      <span aria-hidden="true">{sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ' ⇅'}</span>
    </button>
  );
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined;

  return (
    <table className="op-table">
      <thead>
        <tr>
          <th scope="col" aria-sort={ariaSort('name')}>
            {sortButton('name', t('operator.tenants.name'))}
          </th>
          <th scope="col" className="op-wide">
            {t('operator.tenants.plan')}
          </th>
          <th scope="col" className="op-num">
            {t('operator.tenants.users')}
          </th>
          <th scope="col" className="op-wide">
            {t('operator.tenants.serviceType')}
          </th>
          <th scope="col">{t('operator.tenants.status')}</th>
          <th scope="col" className="op-wide" aria-sort={ariaSort('lastActivity')}>
            {sortButton('lastActivity', t('operator.tenants.lastActivity'))}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((tenant) => (
          <tr key={tenant.id}>
            <th scope="row">
              <a
                href={`/operator/tenants/${tenant.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate({ page: 'tenant', id: tenant.id });
                }}
              >
                {tenant.name}
              </a>
              <span className="op-code">{tenant.code}</span>
            </th>
            <td className="op-wide">
              <PlanText tenant={tenant} />
            </td>
            <td className="op-num op-nowrap">
              {tenant.users} / {tenant.licensedUsers ?? t('operator.common.unlimited')}
            </td>
            <td className="op-wide op-nowrap">{tenant.serviceType}</td>
            <td>
              <span className="op-state" data-suspended={tenant.suspended || undefined}>
                {tenant.suspended ? t('operator.tenants.suspended') : t('operator.tenants.active')}
              </span>
            </td>
            <td className="op-wide op-nowrap">
              {tenant.lastActivityAt ? formatDateTime(tenant.lastActivityAt) : t('operator.common.never')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TenantListPage({ navigate }: { navigate: (route: OperatorRoute) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [tenants, setTenants] = useState<OperatorTenantRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', descending: false });
  const [creating, setCreating] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    operatorApi.tenants().then(
      (answer) => setTenants(answer.tenants),
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matching = (tenants ?? []).filter(
      (tenant) => needle === '' || tenant.name.toLowerCase().includes(needle) || tenant.code.includes(needle),
    );
    const direction = sort.descending ? -1 : 1;
    return matching.sort((a, b) => {
      if (sort.key === 'name') return direction * a.name.localeCompare(b.name, 'ja');
      const left = a.lastActivityAt ? Date.parse(a.lastActivityAt) : 0;
      const right = b.lastActivityAt ? Date.parse(b.lastActivityAt) : 0;
      return direction * (left - right);
    });
  }, [tenants, query, sort]);

  return (
    <>
      <header className="op-page-header">
        <div>
          <h1>{t('operator.tenants.title')}</h1>
          <p className="op-muted">{t('operator.tenants.lead')}</p>
        </div>
        <Button variant="primary" onPress={() => setCreating(true)}>
          {t('operator.tenants.create')}
        </Button>
      </header>
      <div className="op-toolbar">
        <label htmlFor={searchId} className="op-visually-hidden">
          {t('operator.tenants.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="op-search"
          placeholder={t('operator.tenants.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {tenants ? (
          <p className="op-muted" role="status">
            {query.trim() === ''
              ? t('operator.tenants.count', { count: tenants.length })
              : t('operator.tenants.countFiltered', {
                  count: shown.length,
                  total: tenants.length,
                  query: query.trim(),
                })}
          </p>
        ) : null}
      </div>
      {failed ? (
        <div className="op-alert" role="alert">
          {t('operator.common.loadFailed')} <Button onPress={load}>{t('operator.common.retry')}</Button>
        </div>
      ) : !tenants ? (
        <div className="op-skeleton" aria-busy="true" aria-label={t('operator.common.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="op-skeleton-row" />
          ))}
        </div>
      ) : tenants.length === 0 ? (
        <p className="op-empty">{t('operator.tenants.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="op-empty">{t('operator.tenants.noResults', { query: query.trim() })}</p>
      ) : (
        <TenantTable rows={shown} sort={sort} onSort={setSort} navigate={navigate} />
      )}
      {creating ? (
        <CreateTenantDialog
          onClose={() => setCreating(false)}
          onOpen={(id) => navigate({ page: 'tenant', id })}
          onCreated={load}
        />
      ) : null}
    </>
  );
}
