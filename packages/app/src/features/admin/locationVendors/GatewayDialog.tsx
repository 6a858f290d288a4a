import { useState } from 'react';
import type { BeaconGatewayBody, FieldError } from '@kizuna/api-client/contract';
import { BeaconGatewayBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldProblems, type FieldProblem } from './fieldProblems';

export interface GatewayDialogProps {
  /**
   * Registers the gateway; answers null when registered, the field errors of a refusal (a 400, or
   * a gateway id already taken), which the dialog shows on their fields, or a failure of no field.
   */
  onCreate: (body: BeaconGatewayBody) => Promise<null | readonly FieldError[] | 'failed'>;
  onClose: () => void;
}

type Field = 'gatewayId' | 'name' | 'sourceFloorId' | 'x' | 'y';

/** A number as typed (full-width digits too); NaN when it is none, so the schema refuses it. */
function numberOf(text: string): number {
  const normal = text.trim().normalize('NFKC');
  return normal === '' ? Number.NaN : Number(normal);
}

/** Registers a BLE beacon gateway: its own id, a name, the floor it hangs on and where. */
export function GatewayDialog({ onCreate, onClose }: GatewayDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    gatewayId: '',
    name: '',
    sourceFloorId: '',
    x: '',
    y: '',
  });
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setFailed(false);
    const body: BeaconGatewayBody = {
      gatewayId: values.gatewayId,
      name: values.name,
      sourceFloorId: values.sourceFloorId,
      x: numberOf(values.x),
      y: numberOf(values.y),
    };
    const own = fieldProblems(checkBody(BeaconGatewayBodySchema, body));
    for (const axis of ['x', 'y'] as const)
      if (Number.isNaN(body[axis]))
        own[axis] = { key: values[axis].trim() === '' ? 'validation.required' : 'validation.numeric' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    const answer = await onCreate({
      ...body,
      gatewayId: body.gatewayId.trim(),
      name: body.name.trim(),
      sourceFloorId: body.sourceFloorId.trim(),
    });
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else setProblems(fieldProblems(answer));
  };

  const field = (
    name: Field,
    extra: { description?: string; inputMode?: 'decimal'; autoFocus?: boolean } = {},
  ) => {
    const problem = problems[name];
    return (
      <TextField
        key={name}
        label={t(`vendorsAdmin.beacon.fields.${name}`)}
        value={values[name]}
        onChange={(text) => {
          setValues((current) => ({ ...current, [name]: text }));
          setProblems(({ [name]: _, ...rest }) => rest);
        }}
        isRequired
        isInvalid={problem !== undefined}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
        {...extra}
      />
    );
  };

  return (
    <FormDialog
      title={t('vendorsAdmin.beacon.addTitle')}
      submitLabel={t('vendorsAdmin.beacon.addSubmit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('vendorsAdmin.beacon.addFailed') : undefined}
      size="medium"
    >
      {field('gatewayId', { description: t('vendorsAdmin.beacon.fields.gatewayIdHint'), autoFocus: true })}
      {field('name')}
      {field('sourceFloorId', { description: t('vendorsAdmin.beacon.fields.sourceFloorIdHint') })}
      <div className="kz-vendors-admin__pair">
        {field('x', { inputMode: 'decimal' })}
        {field('y', { inputMode: 'decimal' })}
      </div>
      <p className="kz-form-help">{t('vendorsAdmin.beacon.fields.positionHint')}</p>
    </FormDialog>
  );
}
