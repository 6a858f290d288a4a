import '../../shared/directory.css';
import { useEffect, useMemo, useRef } from 'react';
import { Button, DivisionTree, ErrorState, Pagination, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { useDivisionTree } from '../divisions';
import { ContactResultTable } from './ContactResultTable';
import { useInternalContactsStore } from './internalContactsStore';
import { useChatLinksEnabled } from './useCollaborationSettings';
import { preventCopy } from './preventCopy';
import {
  DEFAULT_LIST_QUERY,
  hasSearchCriteria,
  isFreshEntry,
  parseListQuery,
  searchedWords,
  serializeListQuery,
} from './listQuery';
import type { ListQuery, PageSize } from './listQuery';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { SearchPanel } from './SearchPanel';
import { TagFilterChip } from './TagFilterChip';
import { defaultDivisionIds, useListSettings } from './useListSettings';
import { useInternalContactList } from './useInternalContactList';
import { useTagName } from './useTagName';
import { useResultFocus } from '../../shared/useResultFocus';
import { SelectedDivisionBoardLink } from '../whereabouts';

export interface InternalContactsPageProps {
  phoneSettings: PhoneLinkSettings;
  /**
   * The tenant forbids copying contact data: no text selection, no clipboard. Rows can still be
   * chosen to add people to a favourite group (see `ContactResultTable`'s `selectable`).
   */
  copyInhibit: boolean;
}

/**
 * `/front/internalContacts`: division tree, search panel and the result list. The URL holds the
 * whole search; every change navigates, so back/forward and bookmarks work.
 */
export function InternalContactsPage({ phoneSettings, copyInhibit }: InternalContactsPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const silentClient = useSilentClient();
  const { settings } = useListSettings();
  const setLastListSearch = useInternalContactsStore((state) => state.setLastListSearch);
  const fresh = isFreshEntry(params);
  const search = params.toString();

  const query = useMemo(
    () => (settings ? parseListQuery(new URLSearchParams(search), settings.search) : null),
    [search, settings],
  );
  // A fresh entry waits for the default department display before the first search.
  const shownQuery = fresh ? null : query;
  const list = useInternalContactList(shownQuery);
  const tree = useDivisionTree(query?.divisionIds ?? []);
  const tagName = useTagName(query?.tagId ?? null);
  const chatLinksEnabled = useChatLinksEnabled();
  const summary = useResultFocus<HTMLParagraphElement>(Boolean(shownQuery && list.data && !list.isLoading));

  useEffect(() => {
    if (!settings || !fresh) return;
    const divisionIds = defaultDivisionIds(settings);
    const next = serializeListQuery({ ...DEFAULT_LIST_QUERY, divisionIds });
    // A query that writes nothing still marks the entry as made, so the list loads the whole company.
    if (next.toString() === '') next.set('page', '1');
    void navigate({ search: `?${next.toString()}` }, { replace: true });
  }, [settings, fresh, navigate]);

  useEffect(() => {
    if (!fresh) setLastListSearch(location.search);
  }, [fresh, location.search, setLastListSearch]);

  const remembered = useRef('');
  // The page size select also asks for page 1; the size change already went there.
  const sizeChanged = useRef(false);
  function go(next: ListQuery) {
    void navigate({ search: `?${serializeListQuery(next).toString() || 'page=1'}` });
  }

  function selectDivisions(divisionIds: number[]) {
    if (!query || !settings) return;
    // With the tenant's search range ALL a text search spans the whole company, so choosing a
    // division means browsing it: the text criteria give way instead of silently not applying.
    const browse = settings.search.searchDivisionRange === 'ALL' && hasSearchCriteria(query);
    go(
      browse ? { ...DEFAULT_LIST_QUERY, size: query.size, divisionIds } : { ...query, divisionIds, page: 1 },
    );
    const key = divisionIds.join(',');
    if (settings.display.dispType === 'LAST_DIVISION' && remembered.current !== key) {
      remembered.current = key;
      // The memory of LAST_DIVISION; a failed save only loses the memory, never the list.
      silentClient.userSettings
        .saveInternalDisp({ body: { dispType: 'LAST_DIVISION', divisionIds } })
        .catch(() => undefined);
    }
  }

  const result = list.data;
  return (
    <main
      className="kz-page kz-internal-contacts"
      aria-labelledby="kz-page-title"
      data-copy-inhibit={copyInhibit || undefined}
      onCopy={copyInhibit ? preventCopy : undefined}
      onCut={copyInhibit ? preventCopy : undefined}
    >
      <h1 id="kz-page-title" className="kz-page__title">
        {t('internalContacts.title')}
      </h1>
      <div className="kz-internal-contacts__layout">
        <nav className="kz-internal-contacts__tree" aria-label={t('internalContacts.tree.label')}>
          <Button
            variant={query && query.divisionIds.length === 0 ? 'primary' : 'quiet'}
            aria-pressed={query ? query.divisionIds.length === 0 : undefined}
            isDisabled={!query}
            onPress={() => selectDivisions([])}
          >
            {t('internalContacts.tree.wholeCompany')}
          </Button>
          {tree.error != null ? (
            <ErrorState title={t('internalContacts.tree.rootsFailed')} onRetry={tree.retry} />
          ) : tree.roots && query ? (
            <DivisionTree
              roots={tree.roots}
              loadChildren={tree.loadChildren}
              knownChildren={tree.knownChildren}
              initiallyExpanded={tree.expandedIds}
              selectedIds={query.divisionIds}
              onSelectionChange={selectDivisions}
              label={t('internalContacts.tree.label')}
            />
          ) : (
            <Skeleton lines={6} />
          )}
        </nav>
        <div className="kz-internal-contacts__main">
          {query && (
            <SearchPanel
              key={search}
              query={query}
              tagName={tagName}
              onSearch={summary.afterSearch((next) =>
                go({
                  ...next,
                  divisionIds: settings?.search.searchDivisionRange === 'ALL' ? [] : next.divisionIds,
                }),
              )}
              onClear={() => go({ ...DEFAULT_LIST_QUERY, divisionIds: query.divisionIds })}
            />
          )}
          {query && query.tagId !== null && (
            <TagFilterChip
              tagId={query.tagId}
              tagName={tagName}
              onRemove={() => go({ ...query, tagId: null, page: 1 })}
            />
          )}
          <section className="kz-internal-contacts__results" aria-labelledby="kz-results-title">
            <h2 id="kz-results-title" className="kz-VisuallyHidden">
              {t('internalContacts.list.label')}
            </h2>
            <SelectedDivisionBoardLink divisionIds={query?.divisionIds ?? []} />
            <p className="kz-internal-contacts__count" role="status" ref={summary.ref} tabIndex={-1}>
              {result && !list.isLoading && t('internalContacts.list.count', { count: result.totalCount })}
            </p>
            <ContactResultTable
              items={shownQuery ? (result?.items ?? []) : []}
              isLoading={!shownQuery || list.isLoading}
              error={list.error}
              onRetry={list.reload}
              phoneSettings={phoneSettings}
              chatLinksEnabled={chatLinksEnabled}
              resultFor={search}
              highlight={query ? searchedWords(query) : ''}
              selectable
            />
            {query && result && (
              <Pagination
                page={query.page}
                pageSize={query.size}
                totalCount={result.totalCount}
                isDisabled={list.isLoading}
                onPageChange={(page) => {
                  if (sizeChanged.current) sizeChanged.current = false;
                  else if (page !== query.page) go({ ...query, page });
                }}
                onPageSizeChange={(size) => {
                  sizeChanged.current = true;
                  go({ ...query, size: size as PageSize, page: 1 });
                }}
              />
            )}
          </section>
        </div>
      </div>
    </main>
  );
}
