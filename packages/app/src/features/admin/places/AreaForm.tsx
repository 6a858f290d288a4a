import type { AreaKind, FloorDefinition } from '@kizuna/api-client/contract';
import { AREA_KINDS } from '@kizuna/api-client/contract';
import { Button, Select, SelectItem, TextField } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { COORDINATES } from './areaValues';
import type { AreaFormValues, Editing } from './areaValues';
import type { Problems } from './placeForm';

export interface AreaFormProps {
  floor: FloorDefinition;
  editing: Editing | null;
  problems: Problems;
  failure: string | null;
  saving: boolean;
  onStart: (editing: Editing | null) => void;
  onChange: <K extends keyof AreaFormValues>(key: K, value: AreaFormValues[K]) => void;
  onSubmit: () => void;
}

const NEW_AREA: Editing = {
  areaId: null,
  values: { name: '', kind: 'SEAT', x: '0', y: '0', width: '3', height: '3' },
};

interface AreaFieldsProps {
  unit: string;
  values: AreaFormValues;
  onChange: AreaFormProps['onChange'];
  /** The message of a field's problem, by the field's path. */
  message: (path: string) => string | undefined;
}

/** The name, the kind, and the position and size by number in the floor's unit. */
function AreaFields({ unit, values, onChange, message }: AreaFieldsProps) {
  const { t } = useTranslation();
  const offMap = message('body.geometry');
  return (
    <>
      <TextField
        label={t('placesAdmin.areas.name')}
        value={values.name}
        onChange={(text) => onChange('name', text)}
        isRequired
        isInvalid={message('body.name') !== undefined}
        errorMessage={message('body.name')}
      />
      <Select
        label={t('placesAdmin.areas.kind')}
        selectedKey={values.kind}
        onSelectionChange={(key) => onChange('kind', key as AreaKind)}
      >
        {AREA_KINDS.map((kind) => (
          <SelectItem key={kind} id={kind}>
            {t(`placesAdmin.areaKinds.${kind}`)}
          </SelectItem>
        ))}
      </Select>
      <div className="kz-places-admin__grid">
        {COORDINATES.map((key) => {
          const own = message(`body.geometry.${key}`);
          const shown = own ?? (key === 'x' ? offMap : undefined);
          return (
            <TextField
              key={key}
              label={t(`placesAdmin.areas.${key}`, { unit })}
              value={values[key]}
              onChange={(text) => onChange(key, text)}
              inputMode="decimal"
              isRequired
              isInvalid={own !== undefined || offMap !== undefined}
              errorMessage={shown}
            />
          );
        })}
      </div>
    </>
  );
}

/** The selected (or new) area's name, kind, position and size, by number in the floor's unit. */
export function AreaForm({
  floor,
  editing,
  problems,
  failure,
  saving,
  onStart,
  onChange,
  onSubmit,
}: AreaFormProps) {
  const { t } = useTranslation();
  const unit = t(`placesAdmin.units.${floor.dimension.unit}`);
  const message = (path: string) => {
    const problem = problems[path];
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const offMap = message('body.geometry');
  const selectedName = floor.areas.find((area) => area.areaId === editing?.areaId)?.name ?? '';
  return (
    <section className="kz-area-editor__form" aria-labelledby="kz-area-form-title">
      <h3 id="kz-area-form-title">
        {editing === null
          ? t('placesAdmin.areas.formTitle')
          : editing.areaId === null
            ? t('placesAdmin.areas.newTitle')
            : t('placesAdmin.areas.editTitle', { name: selectedName })}
      </h3>
      {editing === null ? (
        <>
          <p className="kz-form-help">{t('placesAdmin.areas.formHint')}</p>
          <Button variant="secondary" onPress={() => onStart(NEW_AREA)}>
            <Plus size={16} aria-hidden="true" />
            {t('placesAdmin.areas.add')}
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <AreaFields unit={unit} values={editing.values} onChange={onChange} message={message} />
          {failure && !offMap && (
            <p className="kz-places-admin__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="kz-places-admin__buttons">
            <Button type="submit" variant="primary" isDisabled={saving}>
              {t('placesAdmin.save')}
            </Button>
            <Button variant="secondary" onPress={() => onStart(null)}>
              {t('placesAdmin.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
