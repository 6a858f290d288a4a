import { CustomColBodySchema, PROFILE_LIMITS, type CustomCol } from '@kizuna/api-client/contract';
import { TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { EmptyValue, ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

function CustomColForm({
  col,
  edit,
}: {
  col: CustomCol;
  edit: SectionEdit<{ personalInfoCustomColId: number; customColumnValue: string }>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(col.customColumnValue ?? '');
  return (
    <SectionForm
      label={col.customColumnTitle}
      onSubmit={() =>
        void edit.submit({ personalInfoCustomColId: col.personalInfoCustomColId, customColumnValue: value })
      }
    >
      <TextField
        label={col.customColumnTitle}
        value={value}
        onChange={setValue}
        autoFocus
        description={t('profile.maxLength', { max: PROFILE_LIMITS.customColValueMax })}
        validationBehavior="aria"
        isInvalid={edit.errorText('customColumnValue') !== undefined}
        errorMessage={edit.errorText('customColumnValue')}
      />
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

/** One custom column: its own edit state (002 §4, customCols per id). */
function CustomColItem({ col, onSaved }: { col: CustomCol; onSaved: (cols: CustomCol[]) => void }) {
  const client = useClient();
  const edit = useSectionEdit({
    editKey: `customCol.${col.personalInfoCustomColId}`,
    schema: CustomColBodySchema,
    save: (body: { personalInfoCustomColId: number; customColumnValue: string }) =>
      client.profile.saveCustomCol({ body }).then((answer) => answer.items),
    onSaved,
  });
  return (
    <ProfileSectionFrame
      id={`kz-profile-custom-${col.personalInfoCustomColId}`}
      title={col.customColumnTitle}
      level={3}
      state={{ status: 'loaded', value: col }}
      edit={edit}
      onRetry={() => undefined}
      view={(value) =>
        value.customColumnValue ? (
          <p className="kz-profile-section__text">{value.customColumnValue}</p>
        ) : (
          <EmptyValue />
        )
      }
      form={(value) => <CustomColForm col={value} edit={edit} />}
    />
  );
}

/** My custom columns: the titles are given, each value is mine to write. */
export function CustomColsSection() {
  const { t } = useTranslation();
  const client = useClient();
  const load = useSectionLoad((signal) =>
    client.profile.customCols(undefined, { signal }).then((answer) => answer.items),
  );
  return (
    <ProfileSectionFrame
      id="kz-profile-customCols"
      title={t('profile.sections.customCols')}
      state={load.state}
      onRetry={load.reload}
      view={(cols) =>
        cols.length === 0 ? (
          <EmptyValue />
        ) : (
          <div className="kz-profile-section__group">
            {cols.map((col) => (
              <CustomColItem key={col.personalInfoCustomColId} col={col} onSaved={load.setValue} />
            ))}
          </div>
        )
      }
    />
  );
}
