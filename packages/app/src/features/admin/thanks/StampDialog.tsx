import { useState } from 'react';
import type { ThanksStamp, ThanksStampColor, ThanksStampIcon } from '@kizuna/api-client/contract';
import { THANKS_LIMITS, THANKS_STAMP_COLORS } from '@kizuna/api-client/contract';
import { Button, FormDialog, Select, SelectItem, Switch, TextField } from '@kizuna/ui';
import { FileTrigger } from 'react-aria-components';
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
  /** Shows an uploaded image on the stamp instead of its icon (an existing stamp only). */
  onUploadImage?: (file: File) => Promise<void>;
  /** Shows the drawn icon again. */
  onRemoveImage?: () => Promise<void>;
  onClose: () => void;
}

/** Adds or edits a stamp: heading, one of the 18 colours, an icon, and whether senders may use it. */
export function StampDialog({
  stamp,
  icons,
  onSave,
  onUploadImage,
  onRemoveImage,
  onClose,
}: StampDialogProps) {
  const { t } = useTranslation();
  const [heading, setHeading] = useState(stamp?.heading ?? '');
  const [color, setColor] = useState<ThanksStampColor>(stamp?.color ?? 'BLUE');
  const [icon, setIcon] = useState<ThanksStampIcon>(stamp?.icon ?? icons[0] ?? 'STAR');
  const [isEffective, setEffective] = useState(stamp?.isEffective ?? true);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const problem = checked ? stampHeadingProblem(heading) : null;
  const withImage = async (change: () => Promise<void>) => {
    setImageBusy(true);
    try {
      await change();
    } finally {
      setImageBusy(false);
    }
  };

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
      {stamp && onUploadImage && (
        <div className="kz-thanks-admin__image">
          <p className="kz-form-help">{t('admin.thanks.stamps.imageHint')}</p>
          <div className="kz-thanks-admin__imageButtons">
            <FileTrigger
              acceptedFileTypes={['image/gif', 'image/jpeg', 'image/png']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) void withImage(() => onUploadImage(file));
              }}
            >
              <Button variant="secondary" size="small" isDisabled={imageBusy}>
                {stamp.iconUrl ? t('admin.thanks.stamps.replaceImage') : t('admin.thanks.stamps.addImage')}
              </Button>
            </FileTrigger>
            {stamp.iconUrl && onRemoveImage && (
              <Button
                variant="secondary"
                size="small"
                isDisabled={imageBusy}
                onPress={() => void withImage(onRemoveImage)}
              >
                {t('admin.thanks.stamps.removeImage')}
              </Button>
            )}
          </div>
        </div>
      )}
      <Switch isSelected={isEffective} onChange={setEffective}>
        {t('admin.thanks.stamps.effective')}
      </Switch>
      <p className="kz-thanks-admin__preview">
        {t('admin.thanks.stamps.preview')}{' '}
        <StampChip stamp={{ heading: heading.trim() || '…', color, icon, iconUrl: stamp?.iconUrl ?? null }} />
      </p>
    </FormDialog>
  );
}
