import type { InternalContactItem } from '@kizuna/api-client';
import { Button, Skeleton, VisuallyHidden } from '@kizuna/ui';
import { useState } from 'react';
import type { Key } from 'react';
import {
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useWidgetMessages } from '../i18n/useWidgetMessages';
import { PresenceIndicator } from '../PresenceBadge/PresenceIndicator';
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
 * Typeahead search of the internal directory: an ARIA combobox whose popup lists matching people
 * with face, name and kana, division, presence and extension. Arrows move, Enter picks, Escape
 * closes; the number of results is announced. State: `data-loading`, `data-open`.
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
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<InternalContactItem | undefined>(undefined);
  // After a pick the field shows the name; that text is not a new search.
  const searchText = picked && text === picked.fullname ? '' : text;
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

  let announcement = '';
  if (query !== '' && !isLoading) {
    if (error)
      announcement = isUnauthorized(error)
        ? t('widgets.contactSearch.signInRequired')
        : t('widgets.contactSearch.error');
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

  function renderEmptyState() {
    if (query === '') return <p className="kz-ContactSearch-message">{t('widgets.contactSearch.hint')}</p>;
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
    if (error) {
      return (
        <div className="kz-ContactSearch-message" data-state="error">
          <p>
            {isUnauthorized(error)
              ? t('widgets.contactSearch.signInRequired')
              : t('widgets.contactSearch.error')}
          </p>
          {!isUnauthorized(error) && <Button onPress={retry}>{t('widgets.error.retry')}</Button>}
        </div>
      );
    }
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
        className="kz-Field kz-ComboBox"
        items={contacts}
        inputValue={text}
        onInputChange={setText}
        onSelectionChange={select}
        menuTrigger="input"
        allowsCustomValue
        allowsEmptyCollection
      >
        <Label className="kz-Label">{label ?? t('widgets.contactSearch.label')}</Label>
        <Group className="kz-InputGroup">
          <Input className="kz-Input" placeholder={placeholder ?? t('widgets.contactSearch.placeholder')} />
        </Group>
        <Popover className="kz-Popover kz-ListPopover kz-ContactSearch-popover" offset={4}>
          {/* Inside the popup: while it is open, everything outside is hidden from screen readers. */}
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </VisuallyHidden>
          <ListBox<InternalContactItem>
            className="kz-ListBox kz-ContactSearch-list"
            renderEmptyState={renderEmptyState}
            aria-busy={isLoading || undefined}
          >
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
                      {contact.fullnameKana && (
                        <span className="kz-ContactSearch-kana" lang="ja">
                          {' '}
                          {contact.fullnameKana}
                        </span>
                      )}
                    </Text>
                    <Text slot="description" className="kz-ContactSearch-details">
                      {division && (
                        <span className="kz-ContactSearch-division">
                          {division.divisionName}
                          {more > 0 && ` ${t('widgets.contactSearch.moreDivisions', { count: more })}`}
                        </span>
                      )}
                      {status && <PresenceIndicator status={status} />}
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
          {!error && totalCount > contacts.length && (
            // Seen by sighted users; screen readers hear the same from the status above.
            <p className="kz-ContactSearch-more" aria-hidden="true">
              {t('widgets.contactSearch.resultsMore', { shown: contacts.length, count: totalCount })}
            </p>
          )}
        </Popover>
      </AriaComboBox>
    </div>
  );
}
