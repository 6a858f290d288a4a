import '../../shared/directory.css';
import './groupCompanies.css';
import { useMemo, useState } from 'react';
import type { GroupCompany, GroupContact } from '@kizuna/api-client/contract';
import {
  Button,
  Cell,
  Column,
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
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { DivisionTree } from '../divisions';
import { PhoneNumber } from '../../shared/PhoneNumber';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { FaceImage } from '../../shared/FaceImage';
import { parseGroupUsersQuery, serializeGroupUsersQuery, type GroupUsersQuery } from './groupUsersQuery';
import { useGroupDivisionTree } from './useGroupDivisionTree';

const PAGE_SIZE = 30;

export interface GroupCompanyUsersPageProps {
  company: GroupCompany;
  phoneSettings: PhoneLinkSettings;
}

function Phones({ item, phoneSettings }: { item: GroupContact; phoneSettings: PhoneLinkSettings }) {
  const { t } = useTranslation();
  const numbers = [
    ['mobileNum', item.mobileNum],
    ['companyMobileNum', item.companyMobileNum],
    ['phoneNum', item.phoneNum],
  ] as const;
  return (
    <ul className="kz-group-users__phones">
      {item.extensionNum && (
        <li>
          <span className="kz-group-users__phone-label">{t('groupCompanies.users.extension')}</span>{' '}
          {item.extensionNum}
        </li>
      )}
      {numbers.map(([kind, number]) =>
        number ? (
          <li key={kind}>
            <span className="kz-group-users__phone-label">{t(`groupCompanies.users.${kind}`)}</span>{' '}
            <PhoneNumber number={number} label={t(`groupCompanies.users.${kind}`)} settings={phoneSettings} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * `/front/groupCompanies/{id}/users`: a linked tenant's directory, read-only — its division tree,
 * a free word through the same Japanese search, and the people with their directory fields.
 */
export function GroupCompanyUsersPage({ company, phoneSettings }: GroupCompanyUsersPageProps) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseGroupUsersQuery(new URLSearchParams(search)), [search]);
  const [word, setWord] = useState(query.freeWord);
  const { groupTenantId } = company;
  const tree = useGroupDivisionTree(groupTenantId, query.divisionId);
  const list = useQuery(
    (signal) =>
      client.groupCompanies.searchContacts(
        {
          params: { groupTenantId },
          query: { page: query.page, size: PAGE_SIZE },
          body: {
            freeWord: query.freeWord,
            ...(query.divisionId !== null ? { divisionIds: [query.divisionId] } : {}),
          },
        },
        { signal },
      ),
    `${groupTenantId}?${search}`,
  );

  function go(next: GroupUsersQuery) {
    const text = serializeGroupUsersQuery(next);
    void navigate({ search: text ? `?${text}` : '' });
  }

  const result = list.data;
  const selectedIds = query.divisionId === null ? [] : [query.divisionId];
  return (
    <main className="kz-page kz-internal-contacts kz-group-users" aria-labelledby="kz-page-title">
      <p className="kz-group-users__back">
        <Link to="/groupCompanies/groupCompanyList">{t('groupCompanies.users.back')}</Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {company.orgName}
      </h1>
      <div className="kz-internal-contacts__layout">
        <nav className="kz-internal-contacts__tree" aria-label={t('groupCompanies.users.treeLabel')}>
          <Button
            variant={query.divisionId === null ? 'primary' : 'quiet'}
            aria-pressed={query.divisionId === null}
            onPress={() => go({ ...query, divisionId: null, page: 1 })}
          >
            {t('groupCompanies.users.wholeCompany')}
          </Button>
          {tree.error != null ? (
            <ErrorState title={t('groupCompanies.users.treeFailed')} onRetry={tree.retry} />
          ) : tree.roots ? (
            <DivisionTree
              roots={tree.roots}
              loadChildren={tree.loadChildren}
              knownChildren={tree.knownChildren}
              initiallyExpanded={tree.expandedIds}
              selectedIds={selectedIds}
              onSelectionChange={(ids) => go({ ...query, divisionId: ids.at(-1) ?? null, page: 1 })}
              label={t('groupCompanies.users.treeLabel')}
            />
          ) : (
            <Skeleton lines={6} />
          )}
        </nav>
        <div className="kz-internal-contacts__main">
          <form
            role="search"
            className="kz-group-users__search"
            onSubmit={(event) => {
              event.preventDefault();
              go({ ...query, freeWord: word, page: 1 });
            }}
          >
            <SearchField
              label={t('groupCompanies.users.freeWord')}
              value={word}
              onChange={setWord}
              onClear={() => go({ ...query, freeWord: '', page: 1 })}
            />
            <Button type="submit" variant="primary">
              {t('groupCompanies.users.search')}
            </Button>
          </form>
          <section className="kz-internal-contacts__results" aria-labelledby="kz-results-title">
            <h2 id="kz-results-title" className="kz-visually-hidden">
              {t('groupCompanies.users.listLabel')}
            </h2>
            <p className="kz-internal-contacts__count" role="status">
              {result && !list.isLoading ? t('groupCompanies.users.count', { count: result.totalCount }) : ''}
            </p>
            {list.error != null ? (
              <ErrorState title={t('groupCompanies.users.loadFailed')} onRetry={list.reload} />
            ) : !result ? (
              <Skeleton lines={8} />
            ) : (
              <div
                className="kz-contact-table"
                aria-busy={list.isLoading || undefined}
                data-state={list.isLoading ? 'loading' : 'ready'}
              >
                <Table aria-label={t('groupCompanies.users.listLabel')} density="compact">
                  <TableHeader>
                    <Column id="face" width={48}>
                      <span className="kz-visually-hidden">{t('groupCompanies.users.columns.face')}</span>
                    </Column>
                    <Column id="name" isRowHeader>
                      {t('groupCompanies.users.columns.name')}
                    </Column>
                    <Column id="divisions">{t('groupCompanies.users.columns.divisions')}</Column>
                    <Column id="position">{t('groupCompanies.users.columns.position')}</Column>
                    <Column id="phone">{t('groupCompanies.users.columns.phone')}</Column>
                    <Column id="email">{t('groupCompanies.users.columns.email')}</Column>
                  </TableHeader>
                  <TableBody
                    items={result.items}
                    renderEmptyState={() => (
                      <EmptyState
                        icon="search"
                        title={t('groupCompanies.users.empty')}
                        description={t('groupCompanies.users.emptyHint')}
                      />
                    )}
                  >
                    {(item) => (
                      <Row id={item.linkageContactId}>
                        <Cell>
                          <FaceImage src={item.faceImageThumbnail} alt="" />
                        </Cell>
                        <Cell>
                          <span className="kz-contact-table__name">{item.fullname}</span>
                          {item.fullnameKana && (
                            <span className="kz-contact-table__kana" lang="ja">
                              {item.fullnameKana}
                            </span>
                          )}
                        </Cell>
                        <Cell>{item.divisions.map((division) => division.divisionName).join(' / ')}</Cell>
                        <Cell>{item.position ?? ''}</Cell>
                        <Cell>
                          <Phones item={item} phoneSettings={phoneSettings} />
                        </Cell>
                        <Cell>
                          {[item.email1, item.email2]
                            .filter((email): email is string => Boolean(email))
                            .map((email) => (
                              <a key={email} className="kz-group-users__email" href={`mailto:${email}`}>
                                {email}
                              </a>
                            ))}
                        </Cell>
                      </Row>
                    )}
                  </TableBody>
                </Table>
              </div>
            )}
            {result && result.totalCount > 0 && (
              <Pagination
                page={query.page}
                pageSize={PAGE_SIZE}
                totalCount={result.totalCount}
                isDisabled={list.isLoading}
                onPageChange={(page) => {
                  if (page !== query.page) go({ ...query, page });
                }}
              />
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
