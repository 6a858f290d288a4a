import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface TagFilterChipProps {
  tagId: number;
  /** The tag's name from the server; until it is known (or if it cannot be), a generic text. */
  tagName: string | undefined;
  onRemove: () => void;
}

/** The list's tag filter, named, with a button that removes it. */
export function TagFilterChip({ tagId, tagName, onRemove }: TagFilterChipProps) {
  const { t } = useTranslation();
  return (
    <p className="kz-internal-contacts__tag" data-tag-id={tagId}>
      {tagName === undefined ? (
        t('internalContacts.search.tagFilter')
      ) : (
        <span className="kz-internal-contacts__tag-name">
          {t('internalContacts.search.tagFilterNamed', { name: tagName })}
        </span>
      )}{' '}
      <Button variant="quiet" onPress={onRemove}>
        {tagName === undefined
          ? t('internalContacts.search.removeTag')
          : t('internalContacts.search.removeTagNamed', { name: tagName })}
      </Button>
    </p>
  );
}
