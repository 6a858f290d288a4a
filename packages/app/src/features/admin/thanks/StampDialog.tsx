import { useState } from 'react';
import type { ThanksStamp, ThanksStampColor, ThanksStampIcon } from '@kizuna/api-client/contract';
import { THANKS_LIMITS, THANKS_STAMP_COLORS } from '@kizuna/api-client/contract';
import { FormDialog, Select, SelectItem, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { STAMP_COLORS, STAMP_ICONS, StampChip } from '../../thanks';

/** What the stamp dialog saves. */
export interface StampDraft {
  heading: string;
  color: ThanksStampColor;
  icon: ThanksStampIcon;
  isEffective: boolean;
}

/** The heading's problem: required after trimming, at most `stampHeadingMax` characters (002 §5). */
export function stampHeadingProblem(
  heading: string,
): { key: string; values?: Record<string, number> } | null {
  const length = [...heading.trim()].length;
  if (length === 0) return { key: 'validation.required' };
  if (length > THANKS_LIMITS.stampHeadingMax)
    return { key: 'validation.lengthMax', values: { max: THANKS_LIMITS.stampHeadingMax } };
  return null;
}

export interface StampDialogProps {
  /** The stamp to edit; null adds one. */
  stamp: ThanksStamp | null;
  icons: readonly ThanksStampIcon[];
  /** Saves; answers whether it was saved. */
  onSave: (draft: StampDraft) => Promise<boolean>;
  onClose: () => void;
}

/** Adds or edits a stamp: heading, one of the 18 colours, an icon, and whether senders may use it. */
export function StampDialog({ stamp, icons, onSave, onClose }: StampDialogProps) {
  const { t } = useTranslation();
  const [heading, setHeading] = useState(stamp?.heading ?? '');
  const [color, setColor] = useState<ThanksStampColor>(stamp?.color ?? 'BLUE');
  const [icon, setIcon] = useState<ThanksStampIcon>(stamp?.icon ?? icons[0] ?? 'STAR');
  const [isEffective, setEffective] = useState(stamp?.isEffective ?? true);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = checked ? stampHeadingProblem(heading) : null;

  const submit = async () => {
    setChecked(true);
    if (stampHeadingProblem(heading)) return;
    setSaving(true);
    const saved = await onSave({ heading: heading.trim(), color, icon, isEffective });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={stamp ? t('admin.thanks.stamps.editTitle') : t('admin.thanks.stamps.addTitle')}
      submitLabel={t('admin.thanks.stamps.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
    >
      <TextField
        label={t('admin.thanks.stamps.heading')}
        value={heading}
        onChange={setHeading}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
      />
      <Select
        label={t('admin.thanks.stamps.color')}
        selectedKey={color}
        onSelectionChange={(key) => setColor(key as ThanksStampColor)}
      >
        {THANKS_STAMP_COLORS.map((name) => (
          <SelectItem key={name} id={name} textValue={t(`admin.thanks.colors.${name}`)}>
            <span
              className="kz-thanks-swatch"
              style={{ backgroundColor: STAMP_COLORS[name] }}
              aria-hidden="true"
            />
            {t(`admin.thanks.colors.${name}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('admin.thanks.stamps.icon')}
        selectedKey={icon}
        onSelectionChange={(key) => setIcon(key as ThanksStampIcon)}
      >
        {icons.map((name) => {
          const IconOf = STAMP_ICONS[name];
          return (
            <SelectItem key={name} id={name} textValue={t(`admin.thanks.icons.${name}`)}>
              <IconOf size={16} aria-hidden="true" /> {t(`admin.thanks.icons.${name}`)}
            </SelectItem>
          );
        })}
      </Select>
      <Switch isSelected={isEffective} onChange={setEffective}>
        {t('admin.thanks.stamps.effective')}
      </Switch>
      <p className="kz-thanks-admin__preview">
        {t('admin.thanks.stamps.preview')}{' '}
        <StampChip stamp={{ heading: heading.trim() || '…', color, icon }} />
      </p>
    </FormDialog>
  );
}
