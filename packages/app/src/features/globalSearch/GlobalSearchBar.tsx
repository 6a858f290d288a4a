import { PlainButton } from '@kizuna/ui';
import { Search } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredDialog } from '../../shared/useDeferredDialog';
import type { GlobalSearchKinds } from './useGlobalSearch';
import { useGlobalSearchShortcut } from './useGlobalSearchShortcut';

export interface GlobalSearchBarProps {
  kinds: GlobalSearchKinds;
  /** A phone's top bar: an icon button opening the search in a dialog. @default false */
  narrow?: boolean;
}

/**
 * The search's code (the combobox, its results, talk from a result) comes with first use, not
 * with the first screen: every page pays for the top bar, few visits search.
 */
const loadGlobalSearch = () => import('./GlobalSearch');
const loadDialog = () => import('./GlobalSearchDialog');

/**
 * The global search of the top bar: the field itself on wide screens, an icon button opening it
 * in a dialog on narrow ones. `/` (outside text fields) and Ctrl/⌘+K focus it (or open it).
 */
export function GlobalSearchBar({ kinds, narrow = false }: GlobalSearchBarProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { triggerProps, part, overlay, open } = useDeferredDialog(loadDialog);
  useGlobalSearchShortcut(() => {
    if (narrow) open();
    else inputRef.current?.focus();
  });
  if (!narrow) return <WideGlobalSearch kinds={kinds} inputRef={inputRef} />;
  return (
    <>
      <PlainButton
        {...triggerProps}
        variant="quiet"
        iconOnly
        aria-label={t('globalSearch.open')}
        aria-keyshortcuts="/ Control+K Meta+K"
        onHoverStart={() => {
          void loadDialog();
          void loadGlobalSearch();
        }}
      >
        <Search size={20} aria-hidden="true" focusable="false" />
      </PlainButton>
      {part && <part.GlobalSearchDialog {...overlay} kinds={kinds} />}
    </>
  );
}

/**
 * Until first used, the wide field is a plain one that looks the same; focusing it (by pointer,
 * Tab or the shortcuts) brings the combobox, which takes over with what was typed meanwhile.
 */
function WideGlobalSearch({
  kinds,
  inputRef,
}: {
  kinds: GlobalSearchKinds;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The loaded module, kept so the combobox replaces the field in one commit (no empty moment
  // in which focus or a keystroke could be lost).
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof loadGlobalSearch>> | null>(null);
  const [typed, setTyped] = useState('');
  /** Whether the field has focus, which the combobox then takes on. */
  const focusedBefore = useRef(false);
  /** Words being composed with an input method (かな漢字変換): the combobox waits until they are in. */
  const composing = useRef(false);
  const waiting = useRef<Awaited<ReturnType<typeof loadGlobalSearch>> | null>(null);
  function takeOver(module: Awaited<ReturnType<typeof loadGlobalSearch>>) {
    if (composing.current) waiting.current = module;
    else setLoaded(module);
  }
  useLayoutEffect(() => {
    if (loaded && focusedBefore.current) inputRef.current?.focus();
  }, [loaded, inputRef]);
  if (loaded) {
    return <loaded.GlobalSearch kinds={kinds} inputRef={inputRef} initialText={typed} />;
  }
  return (
    <div className="kz-global-search">
      <div className="kz-global-search__combobox">
        <label className="kz-VisuallyHidden" htmlFor={id}>
          {t('globalSearch.label')}
        </label>
        <div className="kz-global-search__field">
          <Search size={16} aria-hidden="true" focusable="false" className="kz-global-search__icon" />
          <input
            id={id}
            ref={inputRef}
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            className="kz-global-search__input"
            placeholder={t('globalSearch.placeholder')}
            aria-keyshortcuts="/ Control+K Meta+K"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPointerEnter={() => void loadGlobalSearch()}
            onFocus={() => {
              focusedBefore.current = true;
              // Not loaded (offline): the field stays as it is; the next focus tries again.
              loadGlobalSearch().then(takeOver, () => undefined);
            }}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
              if (waiting.current) setLoaded(waiting.current);
            }}
            onBlur={() => {
              focusedBefore.current = false;
            }}
          />
          <kbd className="kz-global-search__key" aria-hidden="true">
            /
          </kbd>
        </div>
      </div>
    </div>
  );
}
