import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Radio, RadioGroup, SearchField, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { FREE_WORD_TYPES, SEARCH_TEXT_FIELDS, SEARCH_TYPES } from './listQuery';
import type { FreeWordType, ListQuery, SearchTextField, SearchType } from './listQuery';

export interface SearchPanelProps {
  /** The search the list shows now; the form starts from it. */
  query: ListQuery;
  /** Called with the new search (page 1); divisions are the caller's business. */
  onSearch: (query: ListQuery) => void;
  /** Called when the user clears every criterion. */
  onClear: () => void;
  /** Name of the tag the field search is filtered by (`query.tagId`), once the server named it. */
  tagName?: string | undefined;
}

/**
 * Search of the internal directory: a free word (names only or every field) always at hand, and
 * the field filters of the list query (matched anywhere or from the start) one click away.
 */
export function SearchPanel({ query, onSearch, onClear, tagName }: SearchPanelProps) {
  const { t } = useTranslation();
  const [freeWord, setFreeWord] = useState(query.freeWord);
  const [freeWordSearchType, setFreeWordSearchType] = useState<FreeWordType>(query.freeWordSearchType);
  const [fields, setFields] = useState<Partial<Record<SearchTextField, string>>>(query.fields);
  const [searchType, setSearchType] = useState<SearchType>(query.searchType);
  const fieldsOpen =
    query.apiType === 'search' &&
    (Object.keys(query.fields).length > 0 || query.searchType !== 'PARTIAL' || query.tagId !== null);

  function searchFreeWord(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    onSearch({ ...query, page: 1, apiType: 'searchByFreeWord', freeWord, freeWordSearchType });
  }

  function searchFields(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ ...query, page: 1, apiType: 'search', fields, searchType });
  }

  function clear() {
    setFreeWord('');
    setFields({});
    setSearchType('PARTIAL');
    onClear();
  }

  return (
    <div className="kz-contact-search" role="search" aria-label={t('internalContacts.search.label')}>
      <form className="kz-contact-search__free" onSubmit={searchFreeWord}>
        <SearchField
          label={t('internalContacts.search.freeWord')}
          value={freeWord}
          onChange={setFreeWord}
          onSubmit={() => searchFreeWord()}
          maxLength={200}
        />
        <RadioGroup
          label={t('internalContacts.search.freeWordScope')}
          orientation="horizontal"
          value={freeWordSearchType}
          onChange={(value) => setFreeWordSearchType(value as FreeWordType)}
        >
          {FREE_WORD_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(`internalContacts.search.freeWordSearchType.${type}`)}
            </Radio>
          ))}
        </RadioGroup>
        <div className="kz-contact-search__actions">
          <Button type="submit" variant="primary">
            {t('internalContacts.search.submit')}
          </Button>
          <Button onPress={clear}>{t('internalContacts.search.clear')}</Button>
        </div>
      </form>
      <details className="kz-contact-search__more" open={fieldsOpen || undefined}>
        <summary>{t('internalContacts.search.mode.search')}</summary>
        <form className="kz-contact-search__fields" onSubmit={searchFields}>
          {query.tagId !== null && (
            // The tag comes from a profile's tag link; it is kept with these fields, removed above the list.
            <p className="kz-contact-search__tag">
              {t('internalContacts.search.tag')}:{' '}
              <span className="kz-internal-contacts__tag-name">
                {tagName ?? t('internalContacts.search.tagFilter')}
              </span>
            </p>
          )}
          {SEARCH_TEXT_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`internalContacts.search.fields.${field}`)}
              value={fields[field] ?? ''}
              maxLength={200}
              onChange={(value) => setFields((current) => ({ ...current, [field]: value }))}
            />
          ))}
          <RadioGroup
            label={t('internalContacts.search.matchLabel')}
            orientation="horizontal"
            value={searchType}
            onChange={(value) => setSearchType(value as SearchType)}
          >
            {SEARCH_TYPES.map((type) => (
              <Radio key={type} value={type}>
                {t(`internalContacts.search.searchType.${type}`)}
              </Radio>
            ))}
          </RadioGroup>
          <div className="kz-contact-search__actions">
            <Button type="submit" variant="primary">
              {t('internalContacts.search.submitFields')}
            </Button>
          </div>
        </form>
      </details>
    </div>
  );
}
