import type { AuditEntry, AuditPage, OperatorTenantRow } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { operatorApi } from './operatorApi';
import type { OperatorRoute } from './useOperatorRoute';

const ACTIONS = ['create', 'features', 'plan', 'suspend', 'resume', 'delete'];

/** What changed, shortly: the keys whose values differ, `before → after`. */
function changeText(entry: AuditEntry): string {
  const show = (value: unknown) =>
    Array.isArray(value)
      ? value.join(', ') || '—'
      : value === null || value === undefined
        ? '—'
        : String(value);
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (Array.isArray(entry.before) || Array.isArray(entry.after)) {
    const was = new Set((entry.before as string[] | null) ?? []);
    const is = new Set((entry.after as string[] | null) ?? []);
    const on = [...is].filter((feature) => !was.has(feature)).map((feature) => `+${feature}`);
    const off = [...was].filter((feature) => !is.has(feature)).map((feature) => `−${feature}`);
    return [...on, ...off].join(' ') || '—';
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`)
    .join('; ');
}

export function AuditLogPage({
  tenant,
  navigate,
}: {
  tenant: string | undefined;
  navigate: (route: OperatorRoute) => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [tenants, setTenants] = useState<OperatorTenantRow[]>([]);

  useEffect(() => {
    operatorApi.tenants().then(
      (answer) => setTenants(answer.tenants),
      () => undefined,
    );
  }, []);
  useEffect(() => setPage(1), [tenant]);
  const load = useCallback(() => {
    setFailed(false);
    setData(null);
    operatorApi.audit(page, tenant).then(setData, () => setFailed(true));
  }, [page, tenant]);
  useEffect(load, [load]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A deleted tenant's code stays in the log: keep it choosable while it is the filter.
  const codes = [...new Set([...tenants.map((row) => row.code), ...(tenant ? [tenant] : [])])].sort();

  return (
    <>
      <header className="op-page-header">
        <div>
          <h1>{t('operator.audit.title')}</h1>
          <p className="op-muted">{t('operator.audit.lead')}</p>
        </div>
      </header>
      <div className="op-toolbar">
        <label htmlFor={filterId}>{t('operator.audit.tenantFilter')}</label>
        <select
          id={filterId}
          value={tenant ?? ''}
          onChange={(event) =>
            navigate(event.target.value ? { page: 'audit', tenant: event.target.value } : { page: 'audit' })
          }
        >
          <option value="">{t('operator.audit.allTenants')}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {tenants.find((row) => row.code === code)?.name ?? code} ({code})
            </option>
          ))}
        </select>
      </div>
      {failed ? (
        <div className="op-alert" role="alert">
          {t('operator.common.loadFailed')} <Button onPress={load}>{t('operator.common.retry')}</Button>
        </div>
      ) : !data ? (
        <div className="op-skeleton" aria-busy="true" aria-label={t('operator.common.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="op-skeleton-row" />
          ))}
        </div>
      ) : data.entries.length === 0 ? (
        <p className="op-empty">
          {tenant ? t('operator.audit.emptyFiltered', { tenant }) : t('operator.audit.empty')}
        </p>
      ) : (
        <>
          <table className="op-table">
            <thead>
              <tr>
                <th scope="col">{t('operator.audit.at')}</th>
                <th scope="col">{t('operator.audit.operator')}</th>
                <th scope="col">{t('operator.audit.tenant')}</th>
                <th scope="col">{t('operator.audit.action')}</th>
                <th scope="col" className="op-wide">
                  {t('operator.audit.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="op-nowrap">{formatDateTime(entry.at)}</td>
                  <td className="op-nowrap">{entry.operator}</td>
                  <td className="op-nowrap op-code">{entry.tenantCode}</td>
                  <td className="op-nowrap">
                    {ACTIONS.includes(entry.action)
                      ? t(`operator.audit.actions.${entry.action}`)
                      : entry.action}
                  </td>
                  <td className="op-wide op-change">{changeText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? (
            <nav className="op-pager" aria-label={t('operator.audit.page', { page, pages })}>
              <Button isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                {t('operator.audit.previous')}
              </Button>
              <span>{t('operator.audit.page', { page, pages })}</span>
              <Button isDisabled={page >= pages} onPress={() => setPage(page + 1)}>
                {t('operator.audit.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
