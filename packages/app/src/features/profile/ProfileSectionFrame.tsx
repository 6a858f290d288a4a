import type { FormEvent, ReactNode } from 'react';
import { Button, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { SectionEdit, SectionState } from './useProfileSection';

export interface ProfileSectionFrameProps<T> {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  state: SectionState<T>;
  /** The section's edit state; a section of sections edited one by one has none. */
  edit?: Pick<SectionEdit, 'isEditing' | 'edit'>;
  onRetry: () => void;
  /** The section as colleagues see it. */
  view: (value: T) => ReactNode;
  /** The section's fields and its save and cancel, shown while editing. */
  form?: (value: T) => ReactNode;
  /** Heading level: 2 for a section, 3 for one of a group (a tag kind, a custom column). @default 2 */
  level?: 2 | 3;
}

/** One section of my profile: its heading with an edit button, then its view or its form. */
export function ProfileSectionFrame<T>({
  id,
  title,
  state,
  edit,
  onRetry,
  view,
  form,
  level = 2,
}: ProfileSectionFrameProps<T>) {
  const { t } = useTranslation();
  const Heading = level === 2 ? 'h2' : 'h3';
  const isEditing = edit?.isEditing === true;
  return (
    <section
      className="kz-profile-section"
      aria-labelledby={id}
      data-editing={isEditing || undefined}
      data-level={level}
    >
      <div className="kz-profile-section__header">
        <Heading id={id}>{title}</Heading>
        {edit && state.status === 'loaded' && !isEditing && (
          <Button
            variant="secondary"
            size="small"
            onPress={edit.edit}
            aria-label={t('profile.editSection', { section: title })}
          >
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {state.status === 'loading' && <Skeleton lines={2} />}
      {state.status === 'failed' && <ErrorState title={t('profile.loadFailed')} onRetry={onRetry} />}
      {state.status === 'loaded' && (isEditing && form ? form(state.value) : view(state.value))}
    </section>
  );
}

/** What an empty section says. */
export function EmptyValue() {
  const { t } = useTranslation();
  return <p className="kz-profile-section__empty">{t('profile.empty')}</p>;
}

export interface SectionActionsProps {
  edit: Pick<SectionEdit, 'cancel' | 'saving'>;
  /** Saves by pressing the button, for a section whose fields are not one form. */
  onSave?: () => void;
}

/** Save and cancel of a section being edited; save submits the form around it unless `onSave`. */
export function SectionActions({ edit, onSave }: SectionActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-profile-section__actions">
      <Button
        variant="primary"
        size="small"
        type={onSave ? 'button' : 'submit'}
        onPress={onSave}
        isDisabled={edit.saving}
      >
        {t('profile.save')}
      </Button>
      <Button variant="secondary" size="small" onPress={edit.cancel} isDisabled={edit.saving}>
        {t('profile.cancel')}
      </Button>
    </div>
  );
}

/** A section's fields as one form: Enter in a one-line field saves. */
export function SectionForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="kz-profile-section__form"
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
