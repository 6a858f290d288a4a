import type { InternalContactItem } from '@kizuna/api-client';
import { Button, PresenceIndicator, Skeleton, resolveUiLocale, useLocale } from '@kizuna/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import type { Key } from 'react';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useWidgetMessages } from '../i18n/useWidgetMessages';
import { presenceKind, presenceMessageKey } from '../PresenceBadge/presenceStatus';
import { ContactFace } from './ContactFace';
import { contactPresence, useContactsPresence } from './useContactsPresence';
import { useSearchContacts } from './useSearchContacts';
import type { ContactSearchScope } from './useSearchContacts';

export interface ContactSearchProps {
  /**
   * Which fields the free word looks at: names (kanji, kana, romaji) only, or every searchable field.
   * @default 'FULLNAME'
   */
  scope?: ContactSearchScope;
  /** Called with the person the user picked (Enter or click on a result). */
  onSelect?: (contact: InternalContactItem) => void;
  /** Visible label of the field. @default "Search people" in the widget's language */
  label?: string;
  /** Placeholder of the field. @default "Name, kana or romaji" in the widget's language */
  placeholder?: string;
  /** Quiet time after the last keystroke before searching, in ms. @default 200 */
  debounceMs?: number;
  /**
   * Most people listed at once; the popup never scrolls, and the rest are counted ("Showing 8 of
   * 30 people") so the user types on to narrow.
   * @default 8
   */
  maxResults?: number;
  /**
   * Origin of the Kizuna server for face images; empty for the page's own origin. The custom
   * element passes its `base-url` here.
   * @default ''
   */
  baseUrl?: string;
  /** Extra class name. */
  className?: string;
}

const SKELETON_ROWS = 3;

function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 401
  );
}

/**
 * Opens the popup once when `when` turns true: after Retry the answer arrives while the focus is
 * back in the field but no keystroke would open the list.
 */
function OpenWhen({ when, onOpened }: { when: boolean; onOpened: () => void }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (!when || !state) return;
    if (!state.isOpen) state.open(null, 'manual');
    onOpened();
  }, [when, state, onOpened]);
  return null;
}

/**
 * Typeahead search of the internal directory: an ARIA combobox whose popup lists matching people
 * with face, name and kana, division, presence and extension. Arrows move, Enter picks, Escape
 * closes. The popup's list holds only people: the loading skeleton and the "no one matches" text sit
 * beside it, and a failure closes the popup and shows its message and Retry under the field, where
 * Tab reaches them. One polite live region outside the popup (kept exposed while the popup hides the
 * rest of the page) announces the count, an empty or failed search, and the pick ("Selected: …").
 * State: `data-loading`, `data-open`.
 */
export function ContactSearch({
  scope = 'FULLNAME',
  onSelect,
  label,
  placeholder,
  debounceMs,
  maxResults = 8,
  baseUrl = '',
  className,
}: ContactSearchProps) {
  const t = useWidgetMessages();
  // The English list reads names in romaji where the person has one, the Japanese one in kana.
  const romaji = resolveUiLocale(useLocale().locale) === 'en';
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<InternalContactItem | undefined>(undefined);
  const [reopen, setReopen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The popup is placed against the whole field, label included: opened above the field (no room
  // under it), it then sits over the page, not over the label.
  const fieldRef = useRef<HTMLDivElement>(null);
  const liveRegionRef = useRef<HTMLSpanElement>(null);
  useKeptExposed(liveRegionRef);
  // After a pick the field shows the name; that text is not a new search.
  const pickShown = picked !== undefined && text === picked.fullname;
  const searchText = pickShown ? '' : text;
  const {
    contacts: found,
    totalCount,
    isLoading,
    error,
    retry,
  } = useSearchContacts(searchText, {
    // Attributes of the custom element arrive as any text.
    scope: scope === 'ALL' ? 'ALL' : 'FULLNAME',
    debounceMs,
  });
  const contacts = found.slice(0, Math.max(1, maxResults));
  const presence = useContactsPresence(contacts);
  const query = searchText.trim();
  const failed = query !== '' && !isLoading && Boolean(error);
  const failureMessage = isUnauthorized(error)
    ? t('widgets.contactSearch.signInRequired')
    : t('widgets.contactSearch.error');

  let announcement = '';
  if (pickShown) announcement = t('widgets.contactSearch.selected', { name: picked.fullname });
  else if (query !== '' && !isLoading) {
    if (error) announcement = failureMessage;
    else if (contacts.length === 0) announcement = t('widgets.contactSearch.empty', { query });
    else if (totalCount > contacts.length)
      announcement = t('widgets.contactSearch.resultsMore', { shown: contacts.length, count: totalCount });
    else if (contacts.length === 1) announcement = t('widgets.contactSearch.resultsOne');
    else announcement = t('widgets.contactSearch.results', { count: contacts.length });
  }

  function select(key: Key | null) {
    if (key === null) return;
    const contact = contacts.find((item) => item.contactId === key);
    if (!contact) return;
    setPicked(contact);
    onSelect?.(contact);
  }

  function retrySearch() {
    inputRef.current?.focus();
    setReopen(true);
    retry();
  }

  function renderPopupState() {
    if (query === '') return <p className="kz-ContactSearch-message">{t('widgets.contactSearch.hint')}</p>;
    if (contacts.length > 0) return null;
    if (isLoading) {
      return (
        <div className="kz-ContactSearch-loading" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="kz-ContactSearch-skeletonRow">
              <Skeleton shape="circle" height="32px" />
              <Skeleton lines={2} />
            </div>
          ))}
        </div>
      );
    }
    if (error) return null;
    return (
      <p className="kz-ContactSearch-message" data-state="empty">
        {t('widgets.contactSearch.empty', { query })}
      </p>
    );
  }

  return (
    <div
      className={className ? `kz-ContactSearch ${className}` : 'kz-ContactSearch'}
      data-loading={isLoading || undefined}
    >
      <AriaComboBox
        ref={fieldRef}
        className="kz-Field kz-ComboBox"
        items={contacts}
        inputValue={text}
        onInputChange={setText}
        onSelectionChange={select}
        menuTrigger="input"
        allowsCustomValue
        // A failed search closes the popup: its message and Retry are under the field.
        allowsEmptyCollection={!failed}
      >
        <Label className="kz-Label">{label ?? t('widgets.contactSearch.label')}</Label>
        <Group className="kz-InputGroup">
          <Input
            ref={inputRef}
            className="kz-Input"
            placeholder={placeholder ?? t('widgets.contactSearch.placeholder')}
          />
        </Group>
        <OpenWhen when={reopen && !isLoading && contacts.length > 0} onOpened={() => setReopen(false)} />
        <Popover
          className="kz-Popover kz-ListPopover kz-ContactSearch-popover"
          triggerRef={fieldRef}
          offset={4}
        >
          <ListBox<InternalContactItem> className="kz-ListBox kz-ContactSearch-list">
            {(contact) => {
              const status = contactPresence(contact, presence);
              const extension = contact.dynamicColumns.PHONE?.extensionNum;
              const [division] = contact.divisions;
              const more = contact.moreDivisionsCount + Math.max(0, contact.divisions.length - 1);
              return (
                <ListBoxItem
                  id={contact.contactId}
                  textValue={contact.fullname}
                  className="kz-ListBoxItem kz-ContactSearch-option"
                >
                  <ContactFace baseUrl={baseUrl} userId={contact.userId} />
                  <span className="kz-ContactSearch-text">
                    <Text slot="label" className="kz-ContactSearch-name">
                      {contact.fullname}
                      {romaji && contact.fullnameAlphabet ? (
                        <span className="kz-ContactSearch-kana" lang="en">
                          {' '}
                          {contact.fullnameAlphabet}
                        </span>
                      ) : (
                        contact.fullnameKana && (
                          <span className="kz-ContactSearch-kana" lang="ja">
                            {' '}
                            {contact.fullnameKana}
                          </span>
                        )
                      )}
                    </Text>
                    <Text slot="description" className="kz-ContactSearch-details">
                      {division && (
                        <span className="kz-ContactSearch-division">
                          {division.divisionName}
                          {more > 0 && ` ${t('widgets.contactSearch.moreDivisions', { count: more })}`}
                        </span>
                      )}
                      {status && (
                        <PresenceIndicator
                          kind={presenceKind(status)}
                          label={t(presenceMessageKey(status))}
                        />
                      )}
                      {extension && (
                        <span className="kz-ContactSearch-extension">
                          {t('widgets.contactSearch.extension', { number: extension })}
                        </span>
                      )}
                    </Text>
                  </span>
                </ListBoxItem>
              );
            }}
          </ListBox>
          {renderPopupState()}
          {!error && totalCount > contacts.length && (
            // Seen by sighted users; screen readers hear the same from the live region.
            <p className="kz-ContactSearch-more" aria-hidden="true">
              {t('widgets.contactSearch.resultsMore', { shown: contacts.length, count: totalCount })}
            </p>
          )}
        </Popover>
      </AriaComboBox>
      {failed && (
        <div className="kz-ContactSearch-message" data-state="error">
          <p>{failureMessage}</p>
          {!isUnauthorized(error) && <Button onPress={retrySearch}>{t('widgets.error.retry')}</Button>}
        </div>
      )}
      {/* Outside the popup; `data-live-announcer` keeps it exposed while the popup hides the page. */}
      <span
        ref={liveRegionRef}
        className="kz-VisuallyHidden"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-live-announcer="true"
      >
        {announcement}
      </span>
    </div>
  );
}

/**
 * While the popup is open, react-aria hides everything outside it from screen readers; it spares
 * `data-live-announcer` elements in the page but not inside a shadow root, where the custom element
 * renders. The live region must stay heard, so it takes back any `aria-hidden` put on it.
 */
function useKeptExposed(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref]);
}
