import { contactPresence, KizunaClientProvider, useContactsPresence } from '@kizuna/widgets';
import { Search } from 'lucide-react';
import { useContext, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { useLanguage } from '../../i18n/useLanguage';
import { useClickToCall } from '../calls';
import { useDirectoryTenantSettings } from '../internalContacts';
import { useStartTalk } from '../talk';
import {
  callOptionKey,
  firstResultKey,
  resultSections,
  resultsAnnouncement,
  talkOptionKey,
  type ResultKind,
} from './GlobalSearchResults';
import { resultTargets, seeAllPath } from './globalSearchTargets';
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
 * companies as one types, grouped, with the matched words marked (a colleague with face, presence,
 * a Call option on their extension and a Talk option where one may talk with them), and a last
 * option opening the full search page. Arrows move; Enter opens the highlighted result, the first
 * one when none is; Tab from the field enters the results first (a second Tab leaves); Escape
 * closes. A polite live region announces the counts. State: `data-loading`.
 */
export function GlobalSearch(props: GlobalSearchProps) {
  // The widgets' presence loading (as the contact search shows it) reads the client from here.
  const client = useSilentClient();
  return (
    <KizunaClientProvider client={client}>
      <GlobalSearchBox {...props} />
    </KizunaClientProvider>
  );
}

function GlobalSearchBox({
  kinds,
  inputRef,
  autoFocus = false,
  onNavigate,
  debounceMs,
  initialText = '',
}: GlobalSearchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
  const startTalk = useStartTalk();
  const { call, confirmation } = useClickToCall();
  const { phoneSettings } = useDirectoryTenantSettings();
  const people = results?.people.items ?? [];
  const presence = useContactsPresence(people);
  const byUserId = new Map(people.map((person) => [person.userId, person]));
  const presenceOf = (userId: number) => {
    const person = byUserId.get(userId);
    return person && contactPresence(person, presence);
  };

  function open(key: Key | null) {
    const talkWith = people.find((person) => talkOptionKey(person.contactId) === key);
    if (talkWith) {
      setText('');
      onNavigate?.();
      void startTalk(talkWith.contactId, talkWith.fullname);
      return;
    }
    const callTo = people.find((person) => callOptionKey(person.contactId) === key);
    const extension = callTo?.dynamicColumns.PHONE?.extensionNum;
    if (callTo && extension) {
      // Link modes open the option's own link; the phone system calls from the user's line.
      setText('');
      onNavigate?.();
      void call({
        number: extension,
        label: t('internalContacts.phone.extensionNum'),
        name: callTo.fullname,
      });
      return;
    }
    const to = key === null ? undefined : targets.get(String(key));
    if (to) openPath(to);
  }

  function openPath(to: string) {
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
        <EnterAndTab
          onEnterWithoutHighlight={() => {
            // Results for older text are not what Enter means: the full search of the text is.
            const first = isLoading ? null : firstResultKey(results, shownKinds);
            if (first) open(first);
            else if (text.trim() !== '') openPath(seeAllPath(text.trim()));
          }}
        >
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
        </EnterAndTab>
        <Popover className="kz-Popover kz-global-search__popover" placement="bottom start" offset={4}>
          {status && <p className="kz-global-search__status">{status}</p>}
          <ListBox className="kz-ListBox kz-global-search__list">
            {resultSections(t, results, shownKinds, query, {
              presenceOf,
              phoneSettings,
              romaji: language === 'en',
            })}
          </ListBox>
          {results && (
            <p className="kz-global-search__keys" aria-hidden="true">
              {t('globalSearch.keysHint')}
            </p>
          )}
        </Popover>
      </ComboBox>
      <span className="kz-VisuallyHidden" role="status" aria-live="polite" data-live-announcer="true">
        {announcement}
      </span>
      {confirmation}
    </div>
  );
}

/**
 * The field's keys the combobox leaves alone: Enter with no result highlighted opens the first
 * (or the full search while results are on their way), and Tab with none highlighted enters the
 * results instead of leaving them unseen (a second Tab, with one highlighted, leaves as usual).
 */
function EnterAndTab({
  onEnterWithoutHighlight,
  children,
}: {
  onEnterWithoutHighlight: () => void;
  children: ReactNode;
}) {
  const state = useContext(ComboBoxStateContext);
  function onKeyDownCapture(event: KeyboardEvent) {
    if (!state || event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const highlighted = state.isOpen && state.selectionManager.focusedKey != null;
    if (highlighted) {
      // Tab leaves, closing the results; it does not open the highlighted one as Enter does.
      if (event.key === 'Tab') {
        event.stopPropagation();
        state.close();
      }
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      onEnterWithoutHighlight();
    } else if (event.key === 'Tab' && !event.shiftKey && state.isOpen) {
      const first = firstOptionKey(state.collection);
      if (first === null) return;
      event.preventDefault();
      event.stopPropagation();
      state.selectionManager.setFocused(true);
      state.selectionManager.setFocusedKey(first);
    }
  }
  return (
    <div onKeyDownCapture={onKeyDownCapture} className="kz-global-search__keys-scope">
      {children}
    </div>
  );
}

/** The first option of the list (sections hold the options). */
function firstOptionKey(collection: {
  getFirstKey(): Key | null;
  getKeyAfter(key: Key): Key | null;
  getItem(key: Key): { type: string } | null;
}): Key | null {
  for (let key = collection.getFirstKey(); key !== null; key = collection.getKeyAfter(key)) {
    if (collection.getItem(key)?.type === 'item') return key;
  }
  return null;
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
