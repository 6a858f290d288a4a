import { Checkbox, CheckboxGroup } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { OwnDivision } from './useOwnDivisions';

export interface OwnDivisionsChoiceProps {
  divisions: readonly OwnDivision[];
  /** Ids of the own divisions the directory opens with. */
  value: readonly number[];
  onChange: (divisionIds: number[]) => void;
}

/** Which of a person's own divisions (concurrent posts) the OWN_DIVISION display opens with. */
export function OwnDivisionsChoice({ divisions, value, onChange }: OwnDivisionsChoiceProps) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup
      label={t('internalContacts.ownDivisions.label')}
      description={t('internalContacts.ownDivisions.description')}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      isInvalid={value.length === 0}
      errorMessage={t('internalContacts.ownDivisions.required')}
    >
      {divisions.map((division) => (
        <Checkbox key={division.divisionId} value={String(division.divisionId)}>
          {[...division.parentDivisionNames, division.divisionName].join(' › ')}
          {division.isPrimary && ` (${t('internalContacts.detail.primary')})`}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
