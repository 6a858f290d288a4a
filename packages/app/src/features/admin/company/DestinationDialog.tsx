import {
  DESTINATION_COLOR_NAMES,
  DESTINATION_COLORS,
  DESTINATION_LIMITS,
  type CustomDestination,
  type CustomDestinationBody,
  type DestinationColorName,
} from '@kizuna/api-client/contract';
import { FormDialog, Select, SelectItem, TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DestinationBadge } from '../../whereabouts';

/** The name's problem: required after trimming, at most `nameMax` characters. */
export function destinationNameProblem(
  name: string,
): { key: string; values?: Record<string, number> } | null {
  const length = [...name.trim()].length;
  if (length === 0) return { key: 'validation.required' };
  if (length > DESTINATION_LIMITS.nameMax)
    return { key: 'validation.lengthMax', values: { max: DESTINATION_LIMITS.nameMax } };
  return null;
}

export interface DestinationDialogProps {
  /** The destination to change; null adds one. */
  destination: CustomDestination | null;
  /** Saves; answers whether it was saved. */
  onSave: (body: CustomDestinationBody) => Promise<boolean>;
  onClose: () => void;
}

/** Adds or changes one of the tenant's own destinations: its name and colour, with a preview. */
export function DestinationDialog({ destination, onSave, onClose }: DestinationDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(destination?.destName ?? '');
  const [color, setColor] = useState<DestinationColorName>(destination?.color ?? 'BLUE');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = checked ? destinationNameProblem(name) : null;

  const submit = async () => {
    setChecked(true);
    if (destinationNameProblem(name)) return;
    setSaving(true);
    const saved = await onSave({ destName: name.trim(), color });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={destination ? t('whereabouts.admin.editTitle') : t('whereabouts.admin.addTitle')}
      submitLabel={t('whereabouts.admin.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
    >
      <TextField
        label={t('whereabouts.admin.name')}
        value={name}
        onChange={setName}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
      />
      <Select
        label={t('whereabouts.admin.color')}
        selectedKey={color}
        onSelectionChange={(key) => setColor(key as DestinationColorName)}
      >
        {DESTINATION_COLOR_NAMES.map((colorName) => (
          <SelectItem key={colorName} id={colorName} textValue={t(`whereabouts.colors.${colorName}`)}>
            <span
              className="kz-destination__swatch"
              style={{ backgroundColor: DESTINATION_COLORS[colorName] }}
              aria-hidden="true"
            />
            {t(`whereabouts.colors.${colorName}`)}
          </SelectItem>
        ))}
      </Select>
      <p>
        {t('whereabouts.admin.preview')}{' '}
        <DestinationBadge kind="CUSTOM" name={name.trim() || '…'} color={DESTINATION_COLORS[color]} />
      </p>
    </FormDialog>
  );
}
