import { useState } from 'react';
import { codePointLength } from '@kizuna/api-client/validation';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from './MemberPicker';
import type { MemberCandidate, MemberPickerProps } from './MemberPicker';

/** Spec 002 §9: a talk's title is 1 to 50 code points. */
export const TALK_TITLE_MAX = 50;

/** The words of a title that may be saved, or null when it is empty or too long. */
export function validTalkTitle(title: string): string | null {
  const trimmed = title.trim();
  const length = codePointLength(trimmed);
  return length >= 1 && length <= TALK_TITLE_MAX ? trimmed : null;
}

export interface CreateGroupDialogProps {
  search: MemberPickerProps['search'];
  /** One's own user id: never offered as a member. */
  ownUserId: number;
  /** Creates the group; resolves with the text of a failure, or null when it was created. */
  onCreate: (title: string, contactIds: number[]) => Promise<string | null>;
  onClose: () => void;
}

/** A group talk: a title and at least two colleagues besides oneself. */
export function CreateGroupDialog({ search, ownUserId, onCreate, onClose }: CreateGroupDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [members, setMembers] = useState<Map<number, MemberCandidate>>(new Map());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleValid = validTalkTitle(title);
  const enough = members.size >= 2;

  const submit = async () => {
    setSubmitted(true);
    if (!titleValid || !enough) return;
    setSaving(true);
    setFailure(await onCreate(titleValid, [...members.keys()]));
    setSaving(false);
  };

  return (
    <FormDialog
      title={t('talk.create.title')}
      submitLabel={t('talk.create.submit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      size="medium"
      failure={failure ?? (submitted && !enough ? t('talk.create.pickAtLeastTwo') : undefined)}
    >
      <TextField
        label={t('talk.create.name')}
        description={t('talk.create.nameHint')}
        value={title}
        onChange={setTitle}
        isRequired
        isInvalid={submitted && !titleValid}
        errorMessage={t('talk.errors.titleLength')}
        autoFocus
      />
      <MemberPicker
        search={search}
        selected={members}
        onChange={setMembers}
        excludedUserIds={new Set([ownUserId])}
      />
    </FormDialog>
  );
}
