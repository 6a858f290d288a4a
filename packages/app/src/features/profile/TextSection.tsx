import { JobDescriptionBodySchema, OneWordBodySchema, PROFILE_LIMITS } from '@kizuna/api-client/contract';
import { TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { EmptyValue, ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

export type TextSectionKind = 'oneWord' | 'jobDescription';

const MAX: Record<TextSectionKind, number> = {
  oneWord: PROFILE_LIMITS.oneWordMax,
  jobDescription: PROFILE_LIMITS.jobDescriptionMax,
};

function TextForm({
  kind,
  title,
  initial,
  edit,
}: {
  kind: TextSectionKind;
  title: string;
  initial: string | null;
  edit: SectionEdit<{ oneWord: string } | { jobDescription: string }>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial ?? '');
  const submit = () => void edit.submit(kind === 'oneWord' ? { oneWord: text } : { jobDescription: text });
  return (
    <SectionForm label={title} onSubmit={submit}>
      <TextField
        label={title}
        value={text}
        onChange={setText}
        multiline={kind === 'jobDescription'}
        rows={5}
        autoFocus
        description={t('profile.maxLength', { max: MAX[kind] })}
        validationBehavior="aria"
        isInvalid={edit.errorText(kind) !== undefined}
        errorMessage={edit.errorText(kind)}
      />
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

/** The one-line message or the job description of my profile. */
export function TextSection({ kind }: { kind: TextSectionKind }) {
  const { t } = useTranslation();
  const client = useClient();
  const title = t(`profile.sections.${kind}`);
  const load = useSectionLoad((signal) =>
    kind === 'oneWord'
      ? client.profile.oneWord(undefined, { signal }).then((answer) => answer.oneWord)
      : client.profile.jobDescription(undefined, { signal }).then((answer) => answer.jobDescription),
  );
  const edit = useSectionEdit({
    editKey: kind,
    schema: kind === 'oneWord' ? OneWordBodySchema : JobDescriptionBodySchema,
    save: (body: { oneWord: string } | { jobDescription: string }) =>
      'oneWord' in body
        ? client.profile.saveOneWord({ body }).then((answer) => answer.oneWord)
        : client.profile.saveJobDescription({ body }).then((answer) => answer.jobDescription),
    onSaved: load.setValue,
  });
  return (
    <ProfileSectionFrame
      id={`kz-profile-${kind}`}
      title={title}
      state={load.state}
      edit={edit}
      onRetry={load.reload}
      view={(value) =>
        value ? (
          <p className={`kz-profile-section__text kz-profile-section__text--${kind}`}>{value}</p>
        ) : (
          <EmptyValue />
        )
      }
      form={(value) => <TextForm kind={kind} title={title} initial={value} edit={edit} />}
    />
  );
}
