import './talk.css';
import { useEffect, useState } from 'react';
import { Checkbox, SearchField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { FaceThumbnail } from '../../shared/FaceThumbnail';

/** A colleague who may be chosen for a talk. */
export interface MemberCandidate {
  contactId: number;
  userId: number;
  fullname: string;
  /** Reading or position, shown under the name. */
  detail: string;
}

export interface MemberPickerProps {
  /** Asks for the colleagues that match the words. */
  search: (word: string, signal: AbortSignal) => Promise<readonly MemberCandidate[]>;
  /** Who is chosen, by contact id. */
  selected: ReadonlyMap<number, MemberCandidate>;
  onChange: (selected: Map<number, MemberCandidate>) => void;
  /** People who may not be chosen (already in the talk, oneself). */
  excludedUserIds?: ReadonlySet<number>;
}

const QUIET_MS = 250;

/** Finds colleagues as one types (after a quiet moment) and ticks them; the chosen stay listed. */
export function MemberPicker({ search, selected, onChange, excludedUserIds }: MemberPickerProps) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const [results, setResults] = useState<readonly MemberCandidate[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const trimmed = word.trim();
    if (!trimmed) {
      setResults([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      search(trimmed, controller.signal)
        .then((found) => setResults(found))
        .catch(() => setResults([]))
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, QUIET_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `search` is rebuilt on every render of the caller; the words decide when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [word]);

  const shown = [
    ...selected.values(),
    ...results.filter((c) => !selected.has(c.contactId) && !excludedUserIds?.has(c.userId)),
  ];
  const toggle = (candidate: MemberCandidate, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(candidate.contactId, candidate);
    else next.delete(candidate.contactId);
    onChange(next);
  };

  return (
    <div className="kz-talk-picker">
      <SearchField
        label={t('talk.members.search')}
        placeholder={t('talk.members.searchPlaceholder')}
        value={word}
        onChange={setWord}
        // Enter searches (it already does as one types); it must not submit the dialog's form.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p className="kz-talk-picker__status" role="status">
        {searching
          ? t('talk.members.searching')
          : word.trim() && results.length === 0
            ? t('talk.members.noMatch', { word: word.trim() })
            : t('talk.members.selected', { count: selected.size })}
      </p>
      {shown.length > 0 && (
        <ul className="kz-talk-picker__list">
          {shown.map((candidate) => (
            <li key={candidate.contactId}>
              <Checkbox
                isSelected={selected.has(candidate.contactId)}
                onChange={(on) => toggle(candidate, on)}
              >
                <FaceThumbnail userId={candidate.userId} alt="" size={28} />
                <span className="kz-talk-picker__name">
                  {candidate.fullname}
                  {candidate.detail && <small>{candidate.detail}</small>}
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
