import { Search } from 'lucide-react';
import { useContext, useEffect, useRef, useState } from 'react';
import type { Key, Ref } from 'react';
import { ComboBox, ComboBoxStateContext, Group, Input, Label, ListBox, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCanTalkWith, useStartTalk } from '../talk';
import { resultSections, resultsAnnouncement, talkOptionKey, type ResultKind } from './GlobalSearchResults';
import { resultTargets } from './globalSearchTargets';
import { useGlobalSearch, type GlobalSearchKinds } from './useGlobalSearch';

export interface GlobalSearchProps {
  /** The kinds of result the person may see. */
  kinds: GlobalSearchKinds;
  /** The field, for the keyboard shortcuts that focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Focus the field when shown (inside the narrow screens' search dialog). @default false */
  autoFocus?: boolean;
  /** Called after a result or "see all" was opened. */
  onNavigate?: () => void;
  /** Quiet time after the last keystroke before searching, in ms. @default 250 */
  debounceMs?: number;
  /** Text already typed (into the field that stood here while this code loaded). @default '' */
  initialText?: string;
}

/**
 * The top bar's search: an ARIA combobox whose popup lists people, external contacts and
 * companies as one types, grouped, with the matched words marked (a colleague with a Talk option
 * beside, for people with talk), and a last option opening the full search page. Arrows move,
 * Enter opens, Escape closes. A polite live region announces the counts. State: `data-loading`.
 */
export function GlobalSearch({
  kinds,
  inputRef,
  autoFocus = false,
  onNavigate,
  debounceMs,
  initialText = '',
}: GlobalSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const typedBefore = useRef(initialText.length);
  // Typing goes on where it stopped: the caret after the text already typed.
  useEffect(() => {
    if (typedBefore.current > 0)
      fieldRef.current?.setSelectionRange(typedBefore.current, typedBefore.current);
  }, []);
  const { query, results, isLoading } = useGlobalSearch(text, kinds, debounceMs);
  const shownKinds = (Object.keys(kinds) as ResultKind[]).filter((kind) => kinds[kind]);
  const targets = resultTargets(results, query);
  const canTalkWith = useCanTalkWith();
  const startTalk = useStartTalk();

  function open(key: Key | null) {
    const talkWith = results?.people.items.find((person) => talkOptionKey(person.contactId) === key);
    if (talkWith) {
      setText('');
      onNavigate?.();
      void startTalk(talkWith.contactId, talkWith.fullname);
      return;
    }
    const to = key === null ? undefined : targets.get(String(key));
    if (!to) return;
    setText('');
    onNavigate?.();
    void navigate(to);
  }

  let status = '';
  if (query !== '' && isLoading && !results) status = t('globalSearch.searching');
  else if (query !== '' && results && shownKinds.every((kind) => results[kind].totalCount === 0)) {
    status = shownKinds.some((kind) => results[kind].failed)
      ? t('globalSearch.failed')
      : t('globalSearch.empty', { query });
  }
  const announcement =
    query !== '' && !isLoading && results ? resultsAnnouncement(t, results, shownKinds) : '';

  return (
    <div className="kz-global-search" data-loading={isLoading || undefined}>
      <ComboBox
        className="kz-global-search__combobox"
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={open}
        menuTrigger="input"
        allowsCustomValue
        // Open while there is text, even with nothing found yet; closed once a result was opened.
        allowsEmptyCollection={text.trim() !== ''}
        defaultFilter={() => true}
      >
        <OpenWithTextTypedBefore typed={typedBefore.current > 0} />
        <Label className="kz-VisuallyHidden">{t('globalSearch.label')}</Label>
        <Group className="kz-global-search__field">
          <Search size={16} aria-hidden="true" focusable="false" className="kz-global-search__icon" />
          <Input
            ref={(field) => {
              fieldRef.current = field;
              if (typeof inputRef === 'function') inputRef(field);
              else if (inputRef) inputRef.current = field;
            }}
            className="kz-global-search__input"
            placeholder={t('globalSearch.placeholder')}
            autoFocus={autoFocus}
            aria-keyshortcuts="/ Control+K Meta+K"
          />
          <kbd className="kz-global-search__key" aria-hidden="true">
            /
          </kbd>
        </Group>
        <Popover className="kz-Popover kz-global-search__popover" placement="bottom start" offset={4}>
          {status && <p className="kz-global-search__status">{status}</p>}
          <ListBox className="kz-ListBox kz-global-search__list">
            {resultSections(t, results, shownKinds, query, canTalkWith)}
          </ListBox>
        </Popover>
      </ComboBox>
      <span className="kz-VisuallyHidden" role="status" aria-live="polite" data-live-announcer="true">
        {announcement}
      </span>
    </div>
  );
}

/** Opens the results once, on first showing, for text typed before the combobox took over. */
function OpenWithTextTypedBefore({ typed }: { typed: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (typed) state?.open(null, 'input');
    // Only on first showing: later the typing itself opens and closes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
