import { useState } from 'react';
import type { DimensionUnit, FieldError, FloorBody, FloorDefinition } from '@kizuna/api-client/contract';
import { DIMENSION_UNITS, FloorBodySchema, PLACE_LIMITS } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { FormDialog, Select, SelectItem, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { numberText, parseNumber, problemsOf, type Problems } from './placeForm';

export interface FloorFormDialogProps {
  /** The floor to change; null adds one. */
  floor: FloorDefinition | null;
  /** Saves; answers null when saved, the field errors of a 400, or a failure of no field. */
  onSave: (body: FloorBody) => Promise<null | readonly FieldError[] | 'failed'>;
  onClose: () => void;
}

interface FloorFormValues {
  name: string;
  floorNumber: string;
  hierarchyName: string;
  length: string;
  width: string;
  height: string;
  offsetX: string;
  offsetY: string;
  unit: DimensionUnit;
}

function formValues(floor: FloorDefinition | null): FloorFormValues {
  if (!floor) {
    return {
      name: '',
      floorNumber: '1',
      hierarchyName: '',
      length: '',
      width: '',
      height: '10',
      offsetX: '0',
      offsetY: '0',
      unit: PLACE_LIMITS.defaultUnit,
    };
  }
  const { dimension } = floor;
  return {
    name: floor.name,
    floorNumber: String(floor.floorNumber),
    hierarchyName: floor.hierarchyName,
    length: numberText(dimension.length),
    width: numberText(dimension.width),
    height: numberText(dimension.height),
    offsetX: numberText(dimension.offsetX),
    offsetY: numberText(dimension.offsetY),
    unit: dimension.unit,
  };
}

function floorBody(values: FloorFormValues): FloorBody {
  return {
    floorType: 'IBASHO',
    name: values.name,
    floorNumber: parseNumber(values.floorNumber),
    hierarchyName: values.hierarchyName,
    outdoor: false,
    dimension: {
      length: parseNumber(values.length),
      width: parseNumber(values.width),
      height: parseNumber(values.height),
      offsetX: parseNumber(values.offsetX),
      offsetY: parseNumber(values.offsetY),
      unit: values.unit,
    },
  };
}

const SPECIAL = {
  'body.dimension': 'placesAdmin.floorForm.areasOffFloor',
  'body.floorType': 'placesAdmin.floorForm.typeRefused',
};

const DIMENSION_FIELDS = ['length', 'width', 'height', 'offsetX', 'offsetY'] as const;

/**
 * Adds or changes a place floor: name, floor number, hierarchy, dimension (length, width, height,
 * offsets) and unit, FEET unless chosen otherwise (001 §9). The contract's rules are checked
 * before sending; a refusal's field errors show on their fields.
 */
export function FloorFormDialog({ floor, onSave, onClose }: FloorFormDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => formValues(floor));
  const [problems, setProblems] = useState<Problems>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof FloorFormValues>(key: K, value: FloorFormValues[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
  };
  const message = (path: string) => {
    const problem = problems[path];
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const field = (key: Exclude<keyof FloorFormValues, 'unit'>, path: string, required = true) => {
    const errorMessage =
      message(path) ?? (key === 'length' || key === 'width' ? message('body.dimension') : undefined);
    return (
      <TextField
        label={t(`placesAdmin.floorForm.${key}`)}
        value={values[key]}
        onChange={(text) => change(key, text)}
        isRequired={required}
        inputMode={key === 'name' || key === 'hierarchyName' ? undefined : 'decimal'}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
      />
    );
  };

  const submit = async () => {
    setFailed(false);
    const body = floorBody(values);
    const local = checkBody(FloorBodySchema, body);
    if (local.length > 0) {
      setProblems(problemsOf(local, SPECIAL));
      return;
    }
    setProblems({});
    setSaving(true);
    const answer = await onSave(body);
    setSaving(false);
    if (answer === null) onClose();
    else if (answer === 'failed') setFailed(true);
    else setProblems(problemsOf(answer, SPECIAL));
  };

  return (
    <FormDialog
      title={floor ? t('placesAdmin.floorForm.editTitle') : t('placesAdmin.floorForm.addTitle')}
      submitLabel={t('placesAdmin.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      failure={failed ? t('placesAdmin.saveFailed') : undefined}
      size="medium"
    >
      {field('name', 'body.name')}
      <div className="kz-places-admin__pair">
        {field('floorNumber', 'body.floorNumber')}
        {field('hierarchyName', 'body.hierarchyName', false)}
      </div>
      <fieldset className="kz-fieldset kz-places-admin__dimension">
        <legend>{t('placesAdmin.floorForm.dimension')}</legend>
        <div className="kz-places-admin__grid">
          {DIMENSION_FIELDS.map((key) => (
            <div key={key}>{field(key, `body.dimension.${key}`, key === 'length' || key === 'width')}</div>
          ))}
          <Select
            label={t('placesAdmin.floorForm.unit')}
            selectedKey={values.unit}
            onSelectionChange={(key) => change('unit', key as DimensionUnit)}
          >
            {DIMENSION_UNITS.map((unit) => (
              <SelectItem key={unit} id={unit}>
                {t(`placesAdmin.units.${unit}`)}
              </SelectItem>
            ))}
          </Select>
        </div>
      </fieldset>
    </FormDialog>
  );
}
