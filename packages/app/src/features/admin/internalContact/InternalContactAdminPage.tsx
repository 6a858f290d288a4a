import '../adminPage.css';
import './internalContactAdmin.css';
import { useState } from 'react';
import type { VisibilityDivision, VisibilityUser } from '@kizuna/api-client/contract';
import { EmptyState, ErrorState, Pagination, SearchField, Skeleton, Switch } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';

const PAGE_SIZE = 50;

/** The switch's state in words, beside it (the switch's name says what it switches). */
function VisibilityState({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="kz-visibility-state" aria-hidden="true">
      {shown ? t('internalContactAdmin.shown') : t('internalContactAdmin.hidden')}
    </span>
  );
}

/** The division tree as nested lists, each division with its switch. */
function DivisionBranch({
  parentId,
  divisions,
  busy,
  onSwitch,
}: {
  parentId: number | null;
  divisions: readonly VisibilityDivision[];
  busy: boolean;
  onSwitch: (division: VisibilityDivision, shown: boolean) => void;
}) {
  const { t } = useTranslation();
  const children = divisions.filter((division) => division.parentDivisionId === parentId);
  if (children.length === 0) return null;
  return (
    <ul className="kz-visibility-tree" role="list">
      {children.map((division) => (
        <li key={division.divisionId}>
          <div className="kz-visibility-tree__row" data-hidden={!division.shown || division.hiddenByParent}>
            <span className="kz-visibility-tree__name">{division.divisionName}</span>
            {division.hiddenByParent ? (
              <span className="kz-admin-table__status">{t('internalContactAdmin.hiddenByParent')}</span>
            ) : (
              <Switch
                isSelected={division.shown}
                isDisabled={busy}
                onChange={(shown) => onSwitch(division, shown)}
                aria-label={t('internalContactAdmin.divisionSwitch', { name: division.divisionName })}
              >
                <VisibilityState shown={division.shown} />
              </Switch>
            )}
          </div>
          <DivisionBranch
            parentId={division.divisionId}
            divisions={divisions}
            busy={busy}
            onSwitch={onSwitch}
          />
        </li>
      ))}
    </ul>
  );
}

function UserRows({
  users,
  busy,
  onSwitch,
}: {
  users: readonly VisibilityUser[];
  busy: boolean;
  onSwitch: (user: VisibilityUser, shown: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-visibility-users">
      <caption className="kz-VisuallyHidden">{t('internalContactAdmin.peopleCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('internalContactAdmin.columns.name')}</th>
          <th scope="col">{t('internalContactAdmin.columns.divisions')}</th>
          <th scope="col">{t('internalContactAdmin.columns.shown')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.userId} data-hidden={!user.shown || user.hiddenByDivision}>
            <th scope="row">
              <span className="kz-visibility-users__name">{user.fullname}</span>
              <span className="kz-visibility-users__kana">{user.fullnameKana}</span>
            </th>
            <td>{user.divisions.map((division) => division.divisionName).join('、')}</td>
            <td>
              {user.hiddenByDivision ? (
                <span className="kz-admin-table__status">{t('internalContactAdmin.hiddenByDivision')}</span>
              ) : (
                <Switch
                  isSelected={user.shown}
                  isDisabled={busy}
                  onChange={(shown) => onSwitch(user, shown)}
                  aria-label={t('internalContactAdmin.userSwitch', { name: user.fullname })}
                >
                  <VisibilityState shown={user.shown} />
                </Switch>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/internalContact`: which divisions and people of this company its group companies
 * see. A hidden division hides the divisions under it and the people whose every post is inside;
 * a person may be hidden alone. The rule is the same for every linked company.
 */
export function InternalContactAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState({ freeWord: '', page: 1 });
  const [busy, setBusy] = useState(false);
  const overview = useQuery(
    (signal) => client.internalContactAdmin.overview(undefined, { signal }),
    'internalContactOverview',
  );
  const users = useQuery(
    (signal) =>
      client.internalContactAdmin.users(
        { query: { freeWord: search.freeWord, page: search.page, size: PAGE_SIZE } },
        { signal },
      ),
    `internalContactUsers:${search.page}:${search.freeWord}`,
  );

  const change = async (save: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await save();
      toast(done, 'success');
    } catch {
      toast(t('internalContactAdmin.saveFailed'), 'danger');
    } finally {
      setBusy(false);
      overview.reload();
      users.reload();
    }
  };
  const switchDivision = (division: VisibilityDivision, shown: boolean) =>
    void change(
      () =>
        client.internalContactAdmin.setDivision({
          params: { divisionId: division.divisionId },
          body: { shown },
        }),
      t(shown ? 'internalContactAdmin.divisionShown' : 'internalContactAdmin.divisionHidden', {
        name: division.divisionName,
      }),
    );
  const switchUser = (user: VisibilityUser, shown: boolean) =>
    void change(
      () => client.internalContactAdmin.setUser({ params: { userId: user.userId }, body: { shown } }),
      t(shown ? 'internalContactAdmin.userShown' : 'internalContactAdmin.userHidden', {
        name: user.fullname,
      }),
    );

  const data = overview.data;
  const list = users.data;
  return (
    <Page title={t('internalContactAdmin.title')} className="kz-internal-contact-admin">
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('internalContactAdmin.context')}</p>
      </div>
      {overview.error != null ? (
        <ErrorState title={t('internalContactAdmin.loadFailed')} onRetry={overview.reload} />
      ) : !data ? (
        <Skeleton lines={2} />
      ) : (
        <section className="kz-visibility-summary" aria-labelledby="kz-visibility-linked">
          <h2 id="kz-visibility-linked">{t('internalContactAdmin.linkedTitle')}</h2>
          {data.linkedCompanies.length === 0 ? (
            <p>{t('internalContactAdmin.noLinked')}</p>
          ) : (
            <ul className="kz-visibility-summary__companies">
              {data.linkedCompanies.map((company) => (
                <li key={company.groupTenantId}>{company.orgName}</li>
              ))}
            </ul>
          )}
          <p className="kz-visibility-summary__count" role="status">
            {t('internalContactAdmin.shownCount', { shown: data.shownCount, count: data.peopleCount })}
          </p>
        </section>
      )}
      <div className="kz-visibility-columns">
        <section aria-labelledby="kz-visibility-divisions">
          <h2 id="kz-visibility-divisions">{t('internalContactAdmin.divisionsTitle')}</h2>
          <p className="kz-admin-page__context">{t('internalContactAdmin.divisionsHint')}</p>
          {overview.error != null ? null : !data ? (
            <Skeleton lines={6} />
          ) : data.divisions.length === 0 ? (
            <EmptyState title={t('internalContactAdmin.noDivisions')} />
          ) : (
            <DivisionBranch
              parentId={null}
              divisions={data.divisions}
              busy={busy}
              onSwitch={switchDivision}
            />
          )}
        </section>
        <section aria-labelledby="kz-visibility-people">
          <h2 id="kz-visibility-people">{t('internalContactAdmin.peopleTitle')}</h2>
          <SearchField
            label={t('internalContactAdmin.search')}
            description={t('internalContactAdmin.searchHint')}
            value={typed}
            onChange={setTyped}
            onSubmit={(text) => setSearch({ freeWord: text.trim(), page: 1 })}
            onClear={() => setSearch({ freeWord: '', page: 1 })}
            className="kz-visibility-search"
          />
          {users.error != null ? (
            <ErrorState title={t('internalContactAdmin.peopleLoadFailed')} onRetry={users.reload} />
          ) : !list ? (
            <Skeleton lines={5} />
          ) : list.items.length === 0 ? (
            <EmptyState
              title={
                search.freeWord === ''
                  ? t('internalContactAdmin.noPeople')
                  : t('internalContactAdmin.noMatch', { word: search.freeWord })
              }
            />
          ) : (
            <>
              <UserRows users={list.items} busy={busy} onSwitch={switchUser} />
              {list.totalCount > list.size && (
                <Pagination
                  page={list.page}
                  pageSize={list.size}
                  totalCount={list.totalCount}
                  onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
                  isDisabled={users.isLoading}
                />
              )}
            </>
          )}
        </section>
      </div>
    </Page>
  );
}
