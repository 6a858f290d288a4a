import type { DynamicColumnType, UserEditField } from '@kizuna/api-client/contract';
import { USER_EDIT_FIELDS } from '@kizuna/api-client/contract';
import { defaultSelfEditableFields } from '@kizuna/api-client/rules';
import { Checkbox, CheckboxGroup, Switch } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface CompanySelfEditableFieldsProps {
  /** The administrator's choice; null follows the view columns. */
  value: readonly UserEditField[] | null;
  onChange: (fields: UserEditField[] | null) => void;
  /** The view columns as the form holds them: what "follow the columns" gives. */
  viewColumns: readonly DynamicColumnType[];
  error: string | undefined;
}

/**
 * Which directory fields people may change themselves on their user edit: by default those the
 * directory shows of them (the view columns decide the phones, second e-mail and comment), or the
 * administrator's own choice. Those with edit authority may change every field.
 */
export function CompanySelfEditableFields({
  value,
  onChange,
  viewColumns,
  error,
}: CompanySelfEditableFieldsProps) {
  const { t } = useTranslation();
  const following = value === null;
  const shown = value ?? defaultSelfEditableFields(viewColumns);
  return (
    <div className="kz-company-form__self-editable">
      <Switch
        isSelected={following}
        onChange={(follow) => onChange(follow ? null : defaultSelfEditableFields(viewColumns))}
      >
        {t('profile17.company.followViewColumns')}
      </Switch>
      <p className="kz-form-help">{t('profile17.company.followViewColumnsHint')}</p>
      <CheckboxGroup
        label={t('profile17.company.selfEditableFields')}
        description={t('profile17.company.selfEditableFieldsHint')}
        value={[...shown]}
        onChange={(chosen) => onChange(USER_EDIT_FIELDS.filter((field) => chosen.includes(field)))}
        isDisabled={following}
        isInvalid={error !== undefined}
        errorMessage={error}
        className="kz-company-form__columns"
      >
        {USER_EDIT_FIELDS.map((field) => (
          <Checkbox key={field} value={field}>
            {t(`profile.userEdit.fields.${field}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}
