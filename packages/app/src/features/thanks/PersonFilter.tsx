import { useEffect, useState } from 'react';
import { ComboBox, ComboBoxItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useColleagueSearch } from '../talk';
import type { MemberCandidate } from '../talk';

const QUIET_MS = 250;

export interface PersonFilterProps {
  /** The name of the person the feed is narrowed to, shown in the field. */
  name: string;
  onSelect: (person: MemberCandidate) => void;
}

/** Finds a colleague as one types (width, kana and voiced marks folded by the directory's search). */
export function PersonFilter({ name, onSelect }: PersonFilterProps) {
  const { t } = useTranslation();
  const search = useColleagueSearch();
  const [word, setWord] = useState(name);
  const [found, setFound] = useState<readonly MemberCandidate[]>([]);

  useEffect(() => setWord(name), [name]);
  useEffect(() => {
    const trimmed = word.trim();
    if (!trimmed || trimmed === name) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(trimmed, controller.signal).then(setFound, () => setFound([]));
    }, QUIET_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [word, name, search]);

  return (
    <ComboBox
      label={t('thanks.filter.person')}
      placeholder={t('thanks.filter.personPlaceholder')}
      items={found.map((person) => ({ ...person, id: person.userId }))}
      inputValue={word}
      onInputChange={setWord}
      allowsEmptyCollection
      menuTrigger="input"
      onSelectionChange={(key) => {
        const person = found.find((candidate) => candidate.userId === key);
        if (person) onSelect(person);
      }}
    >
      {(person) => (
        <ComboBoxItem id={person.userId} textValue={person.fullname}>
          {person.fullname}
          {person.detail && <small className="kz-thanks-option__detail"> {person.detail}</small>}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
