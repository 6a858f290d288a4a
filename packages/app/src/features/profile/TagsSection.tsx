import {
  PROFILE_LIMITS,
  ProfileTagsBodySchema,
  type PersonalInfoTag,
  type PersonalInfoTagType,
} from '@kizuna/api-client/contract';
import { foldTagName } from '@kizuna/api-client/search';
import { Button, ComboBox, ComboBoxItem } from '@kizuna/ui';
import { X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { EmptyValue, ProfileSectionFrame, SectionActions } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

/** The tenant's tags of the kind that hold what is typed, for the combo box (at most 10). */
function useTagSuggestions(tagType: PersonalInfoTagType, search: string): PersonalInfoTag[] {
  const client = useClient();
  const [items, setItems] = useState<PersonalInfoTag[]>([]);
  useEffect(() => {
    const word = search.trim();
    if (word === '') {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    client.profile.tags({ query: { tagType, search: word } }, { signal: controller.signal }).then(
      (answer) => setItems(answer.items),
      () => undefined,
    );
    return () => controller.abort();
  }, [client, tagType, search]);
  return items;
}

function TagsForm({
  tagType,
  title,
  initial,
  edit,
}: {
  tagType: PersonalInfoTagType;
  title: string;
  initial: PersonalInfoTag[];
  edit: SectionEdit<{ tagType: PersonalInfoTagType; tagNames: string[] }>;
}) {
  const { t } = useTranslation();
  const [names, setNames] = useState(() => initial.map((tag) => tag.tagName));
  const [text, setText] = useState('');
  const suggestions = useTagSuggestions(tagType, text);
  const full = names.length >= PROFILE_LIMITS.tagsPerKind;

  function add(name: string) {
    const tagName = name.trim();
    if (tagName === '') return;
    if (names.some((other) => foldTagName(other) === foldTagName(tagName))) {
      edit.setErrors(new Map([['tagNames', { path: 'body.tagNames', key: 'duplicate' }]]));
      return;
    }
    edit.setErrors(new Map());
    setNames([...names, tagName]);
    setText('');
  }

  const inputError =
    edit.errorText('tagNames') ?? names.map((_, n) => edit.errorText(`tagNames.${n}`)).find(Boolean);
  return (
    <div className="kz-profile-tags__form">
      {names.length > 0 && (
        <ul className="kz-tag-list" aria-label={title}>
          {names.map((name) => (
            <li key={name} className="kz-profile-tags__chip">
              <span className="kz-tag">{name}</span>
              <Button
                variant="quiet"
                size="small"
                className="kz-profile-tags__remove"
                aria-label={t('profile.tags.remove', { tag: name })}
                onPress={() => setNames(names.filter((other) => other !== name))}
              >
                <X size={14} aria-hidden="true" focusable="false" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="kz-profile-tags__add"
        aria-label={t('profile.tags.addTo', { kind: title })}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          add(text);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          // Enter adds what is typed, also while suggestions are open (the combo box keeps that Enter
          // from submitting); a highlighted suggestion is added by its own selection instead.
          const input = event.target as HTMLElement;
          if (event.key !== 'Enter' || event.nativeEvent.isComposing || input.tagName !== 'INPUT') return;
          event.preventDefault();
          if (!input.getAttribute('aria-activedescendant')) add(text);
        }}
      >
        <ComboBox
          label={t('profile.tags.new', { kind: title })}
          inputValue={text}
          onInputChange={setText}
          selectedKey={null}
          onSelectionChange={(key) => {
            const picked = suggestions.find((tag) => tag.personalInfoTagId === key);
            if (picked) add(picked.tagName);
          }}
          items={suggestions}
          menuTrigger="input"
          allowsCustomValue
          defaultFilter={() => true}
          isDisabled={full}
          autoFocus
          description={t('profile.tags.limit', { max: PROFILE_LIMITS.tagsPerKind, count: names.length })}
          validationBehavior="aria"
          isInvalid={inputError !== undefined}
          errorMessage={inputError}
        >
          {(tag) => (
            <ComboBoxItem id={tag.personalInfoTagId} textValue={tag.tagName}>
              {tag.tagName}
            </ComboBoxItem>
          )}
        </ComboBox>
        <Button type="submit" variant="secondary" size="small" isDisabled={full || text.trim() === ''}>
          {t('profile.tags.add')}
        </Button>
      </form>
      <SectionActions edit={edit} onSave={() => void edit.submit({ tagType, tagNames: names })} />
    </div>
  );
}

/** My tags of one kind: skills, tools and technologies, or qualifications. */
export function TagsSection({ tagType }: { tagType: PersonalInfoTagType }) {
  const { t } = useTranslation();
  const client = useClient();
  const title = t(`profile.tags.kind.${tagType}`);
  const load = useSectionLoad((signal) =>
    client.profile.tags({ query: { tagType } }, { signal }).then((answer) => answer.items),
  );
  const edit = useSectionEdit({
    editKey: `tags.${tagType}`,
    schema: ProfileTagsBodySchema,
    save: (body: { tagType: PersonalInfoTagType; tagNames: string[] }) =>
      client.profile.saveTags({ body }).then((answer) => answer.items),
    onSaved: load.setValue,
  });
  return (
    <ProfileSectionFrame
      id={`kz-profile-tags-${tagType}`}
      title={title}
      level={3}
      state={load.state}
      edit={edit}
      onRetry={load.reload}
      view={(tags) =>
        tags.length === 0 ? (
          <EmptyValue />
        ) : (
          <ul className="kz-tag-list">
            {tags.map((tag) => (
              <li key={tag.personalInfoTagId}>
                <span className="kz-tag">{tag.tagName}</span>
              </li>
            ))}
          </ul>
        )
      }
      form={(tags) => <TagsForm tagType={tagType} title={title} initial={tags} edit={edit} />}
    />
  );
}
