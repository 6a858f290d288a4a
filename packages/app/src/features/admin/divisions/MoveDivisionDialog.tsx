import { useState } from 'react';
import type { AdminDivision } from '@kizuna/api-client/contract';
import { FormDialog, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { branchIds, pathNames } from './divisionTree';

export interface MoveDivisionDialogProps {
  division: AdminDivision;
  /** Every division of the company, in tree order. */
  divisions: readonly AdminDivision[];
  /** Moves the division under the parent (null: the top level); a message key when refused. */
  onMove: (parentDivisionId: number | null) => Promise<string | null>;
  onClose: () => void;
}

const TOP = 'top';

/**
 * "Move to…": chooses the new parent from a list, by keyboard as well as by pointer. The division
 * itself and the divisions below it are not offered; the server refuses them all the same.
 */
export function MoveDivisionDialog({ division, divisions, onMove, onClose }: MoveDivisionDialogProps) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string>(
    division.parentDivisionId === null ? TOP : String(division.parentDivisionId),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const branch = branchIds(divisions, division.divisionId);
  const options = [
    { id: TOP, name: t('admin.division.topLevel'), label: t('admin.division.topLevel') },
    ...divisions
      .filter((d) => !branch.has(d.divisionId))
      .map((d) => ({
        id: String(d.divisionId),
        name: d.divisionName,
        label: pathNames(divisions, d.divisionId).join(' › '),
      })),
  ];

  const submit = async () => {
    setSaving(true);
    const refused = await onMove(parent === TOP ? null : Number(parent));
    setSaving(false);
    if (refused === null) onClose();
    else setRefusal(refused);
  };

  return (
    <FormDialog
      title={t('admin.division.moveTitle', { name: division.divisionName })}
      submitLabel={t('admin.division.moveSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={refusal ? t(refusal) : undefined}
      size="medium"
    >
      <p className="kz-division-admin__hint">
        {t('admin.division.moveFrom', { path: pathNames(divisions, division.divisionId).join(' › ') })}
      </p>
      <Select
        label={t('admin.division.moveParent')}
        items={options}
        selectedKey={parent}
        onSelectionChange={(key) => {
          if (key !== null) setParent(String(key));
          setRefusal(null);
        }}
      >
        {(option) => (
          <SelectItem id={option.id} textValue={option.name}>
            {option.label}
          </SelectItem>
        )}
      </Select>
    </FormDialog>
  );
}
