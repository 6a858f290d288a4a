import { useState } from 'react';
import { COMPANY_DIRECTORY_LIMITS } from '@kizuna/api-client/contract';
import {
  Button,
  Cell,
  Column,
  DivisionTree,
  EmptyState,
  ErrorState,
  Pagination,
  Row,
  SearchField,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import type { CompanyListQuery } from './companyListQuery';
import { useCompanyDivisionTree } from './useCompanyDivisionTree';

export interface CompanyPanelProps {
  /** The page's state; `code` names the company shown. */
  query: CompanyListQuery & { code: string };
  /** Moves the page to another state. */
  go: (next: CompanyListQuery) => void;
}

/** One company of the directory: what its cards say, its divisions, and the contacts the user opens. */
export function CompanyPanel({ query, go }: CompanyPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const lbcCode = query.code;
  const [word, setWord] = useState(query.contactWord);
  const company = useQuery(async (signal) => {
    const [detail, info] = await Promise.all([
      client.companyDirectory.detail({ params: { lbcCode } }, { signal }),
      client.companyDirectory.info({ params: { lbcCode } }, { signal }),
    ]);
    return { detail, info };
  }, lbcCode);
  const tree = useCompanyDivisionTree(lbcCode, query.divisionId);
  const contacts = useQuery(
    (signal) =>
      client.companyDirectory.searchContacts(
        {
          params: { lbcCode },
          query: { page: query.contactPage },
          body: {
            freeWord: query.contactWord,
            ...(query.divisionId !== null ? { divisionId: query.divisionId } : {}),
          },
        },
        { signal },
      ),
    `${lbcCode}:${query.divisionId ?? ''}:${query.contactWord}:${query.contactPage}`,
  );

  if (company.error != null) {
    return (
      <section className="kz-companies__panel" aria-labelledby="kz-company-title">
        <h2 id="kz-company-title">{t('companies.company.notFound')}</h2>
        <ErrorState title={t('companies.company.loadFailed')} onRetry={company.reload} />
      </section>
    );
  }
  if (!company.data) {
    return (
      <section className="kz-companies__panel" aria-busy="true" aria-label={t('companies.company.loading')}>
        <Skeleton lines={8} />
      </section>
    );
  }
  const { detail, info } = company.data;
  const result = contacts.data;
  return (
    <section className="kz-companies__panel" aria-labelledby="kz-company-title">
      <h2 id="kz-company-title" className="kz-companies__company-name">
        {detail.companyName}
      </h2>
      {detail.companyNameKana && (
        <p className="kz-contact-table__kana" lang="ja">
          {detail.companyNameKana}
        </p>
      )}
      <dl className="kz-companies__info">
        <dt>{t('companies.company.address')}</dt>
        <dd>{[info.zipcode && `〒${info.zipcode}`, info.address].filter(Boolean).join(' ') || '—'}</dd>
        <dt>{t('companies.company.url')}</dt>
        <dd>
          {info.url ? (
            <a href={info.url} target="_blank" rel="noopener noreferrer">
              {info.url}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('companies.company.phone')}</dt>
        <dd>{info.phoneNum || '—'}</dd>
        <dt>{t('companies.company.counts')}</dt>
        <dd>
          {t('companies.company.countsValue', {
            visible: detail.visibleCount,
            registered: detail.registeredCount,
          })}
        </dd>
      </dl>
      <div className="kz-companies__company-body">
        <nav className="kz-companies__divisions" aria-label={t('companies.company.divisions')}>
          <h3 className="kz-companies__subtitle">{t('companies.company.divisions')}</h3>
          <Button
            variant={query.divisionId === null ? 'primary' : 'quiet'}
            aria-pressed={query.divisionId === null}
            onPress={() => go({ ...query, divisionId: null, contactPage: 1 })}
          >
            {t('companies.company.allDivisions')}
          </Button>
          {tree.error != null ? (
            <ErrorState title={t('companies.company.divisionsFailed')} onRetry={tree.retry} />
          ) : !tree.roots ? (
            <Skeleton lines={3} />
          ) : tree.roots.length === 0 ? (
            <p className="kz-companies__none">{t('companies.company.noDivisions')}</p>
          ) : (
            <DivisionTree
              roots={tree.roots}
              loadChildren={tree.loadChildren}
              knownChildren={tree.knownChildren}
              initiallyExpanded={tree.expandedIds}
              selectedIds={query.divisionId === null ? [] : [query.divisionId]}
              onSelectionChange={(ids) => go({ ...query, divisionId: ids.at(-1) ?? null, contactPage: 1 })}
              label={t('companies.company.divisions')}
            />
          )}
        </nav>
        <div className="kz-companies__contacts">
          <h3 id="kz-company-contacts-title" className="kz-companies__subtitle">
            {t('companies.company.contacts')}
          </h3>
          {/* Named, as the company list's search beside it is: two search landmarks told apart. */}
          <form
            role="search"
            aria-labelledby="kz-company-contacts-title"
            className="kz-companies__search"
            onSubmit={(event) => {
              event.preventDefault();
              go({ ...query, contactWord: word, contactPage: 1 });
            }}
          >
            <SearchField
              label={t('companies.company.contactWord')}
              value={word}
              onChange={setWord}
              onClear={() => go({ ...query, contactWord: '', contactPage: 1 })}
            />
            <Button type="submit">{t('companies.company.search')}</Button>
          </form>
          <p className="kz-internal-contacts__count" role="status">
            {result && !contacts.isLoading
              ? t('companies.company.contactCount', { count: result.totalCount })
              : ''}
          </p>
          {contacts.error != null ? (
            <ErrorState title={t('companies.company.contactsFailed')} onRetry={contacts.reload} />
          ) : !result ? (
            <Skeleton lines={4} />
          ) : (
            <div
              className="kz-contact-table"
              aria-busy={contacts.isLoading || undefined}
              data-state={contacts.isLoading ? 'loading' : 'ready'}
            >
              <Table aria-label={t('companies.company.contacts')} density="compact">
                <TableHeader>
                  <Column id="name" isRowHeader>
                    {t('companies.company.columns.name')}
                  </Column>
                  <Column id="division">{t('companies.company.columns.division')}</Column>
                  <Column id="position">{t('companies.company.columns.position')}</Column>
                  <Column id="phone">{t('companies.company.columns.phone')}</Column>
                  <Column id="folder">{t('companies.company.columns.folder')}</Column>
                </TableHeader>
                <TableBody
                  items={result.items}
                  renderEmptyState={() => (
                    <EmptyState
                      icon="search"
                      title={t('companies.company.noContacts')}
                      description={t('companies.company.noContactsHint')}
                    />
                  )}
                >
                  {(item) => (
                    <Row id={item.contactId}>
                      <Cell>
                        <Link
                          className="kz-contact-table__name"
                          to={`/externalContacts/${item.folderType === 'PERSONAL' ? 'personal' : 'common'}/detail/${item.contactId}`}
                        >
                          {item.fullname}
                        </Link>
                        {item.fullnameKana && (
                          <span className="kz-contact-table__kana" lang="ja">
                            {item.fullnameKana}
                          </span>
                        )}
                      </Cell>
                      <Cell>{item.divisionName}</Cell>
                      <Cell>{item.position}</Cell>
                      <Cell>{item.phoneNum || item.mobileNum || item.companyMobileNum}</Cell>
                      <Cell>{item.folderName}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </div>
          )}
          {result && result.totalCount > COMPANY_DIRECTORY_LIMITS.contactsPageSize && (
            <Pagination
              page={query.contactPage}
              pageSize={COMPANY_DIRECTORY_LIMITS.contactsPageSize}
              totalCount={result.totalCount}
              isDisabled={contacts.isLoading}
              onPageChange={(page) => {
                if (page !== query.contactPage) go({ ...query, contactPage: page });
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
