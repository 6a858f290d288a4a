import type { CalibrationBody, FloorDefinition } from '@kizuna/api-client/contract';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { numberText, parseNumber, type Problems } from './placeForm';

export type CalibrationPoint = 'a' | 'b';

/** The calibration form as typed: the two points in image pixels and their real distance. */
export interface CalibrationValues {
  a: { x: string; y: string };
  b: { x: string; y: string };
  distance: string;
}

export const EMPTY_CALIBRATION: CalibrationValues = {
  a: { x: '', y: '' },
  b: { x: '', y: '' },
  distance: '',
};

/**
 * What `POST …/calibration` takes, or the fields' problems. The scale is the distance between the
 * points on the image over their real distance; the floor's origin stays where it lies on the
 * image, so the points' floor positions follow from it.
 */
export function calibrationBody(
  floor: FloorDefinition,
  values: CalibrationValues,
): { body: CalibrationBody } | { problems: Problems } {
  const problems: Problems = {};
  const read = (path: string, text: string) => {
    const value = parseNumber(text);
    if (!Number.isFinite(value)) problems[path] = { key: 'validation.numeric' };
    return value;
  };
  const ax = read('a.x', values.a.x);
  const ay = read('a.y', values.a.y);
  const bx = read('b.x', values.b.x);
  const by = read('b.y', values.b.y);
  const distance = read('distance', values.distance);
  if (!problems.distance && distance <= 0)
    problems.distance = { key: 'placesAdmin.calibration.distancePositive' };
  if (Object.keys(problems).length > 0) return { problems };
  const pixels = Math.hypot(bx - ax, by - ay);
  const scale = pixels / distance;
  const { originX, originY } = floor.calibration;
  const point = (x: number, y: number) => ({
    imageX: x,
    imageY: y,
    floorX: Math.max(0, (x - originX) / scale),
    floorY: Math.max(0, (y - originY) / scale),
  });
  return { body: { points: [point(ax, ay), point(bx, by)] } };
}

export interface CalibrationSectionProps {
  floor: FloorDefinition;
  values: CalibrationValues;
  onChange: (values: CalibrationValues) => void;
  problems: Problems;
  /** The point a click on the image picks now, if any. */
  picking: CalibrationPoint | null;
  onPicking: (point: CalibrationPoint | null) => void;
  onSave: () => void;
  saving: boolean;
}

/**
 * Calibration: two points known on the image (picked with a click, or typed in pixels) and their
 * real distance give the image's scale. The scale in use is shown, and whether it was set so.
 */
export function CalibrationSection({
  floor,
  values,
  onChange,
  problems,
  picking,
  onPicking,
  onSave,
  saving,
}: CalibrationSectionProps) {
  const { t } = useTranslation();
  const unit = t(`placesAdmin.units.${floor.dimension.unit}`);
  const unitOne = t(`placesAdmin.unitOne.${floor.dimension.unit}`);
  const message = (path: string) => {
    const problem = problems[path];
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const pointFields = (which: CalibrationPoint) => (
    <fieldset className="kz-fieldset kz-calibration__point">
      <legend>{t(`placesAdmin.calibration.point.${which}`)}</legend>
      <div className="kz-places-admin__pair">
        {(['x', 'y'] as const).map((axis) => (
          <TextField
            key={axis}
            label={t(`placesAdmin.calibration.${axis}`)}
            value={values[which][axis]}
            onChange={(text) => onChange({ ...values, [which]: { ...values[which], [axis]: text } })}
            inputMode="decimal"
            isRequired
            isInvalid={message(`${which}.${axis}`) !== undefined}
            errorMessage={message(`${which}.${axis}`)}
          />
        ))}
      </div>
      <Button
        variant="secondary"
        size="small"
        isDisabled={floor.image.imageName === null}
        onPress={() => onPicking(picking === which ? null : which)}
        aria-pressed={picking === which}
      >
        {picking === which ? t('placesAdmin.calibration.picking') : t('placesAdmin.calibration.pick')}
      </Button>
    </fieldset>
  );
  const { calibration } = floor;
  return (
    <section className="kz-places-admin__section" aria-labelledby="kz-calibration-title">
      <h2 id="kz-calibration-title">{t('placesAdmin.calibration.title')}</h2>
      <p className="kz-places-admin__scale" data-testid="calibration-scale">
        {calibration.calibrated
          ? t('placesAdmin.calibration.scale', {
              scale: numberText(calibration.pixelsPerUnit),
              unit: unitOne,
            })
          : t('placesAdmin.calibration.notSet', {
              scale: numberText(calibration.pixelsPerUnit),
              unit: unitOne,
            })}
      </p>
      <p className="kz-form-help">{t('placesAdmin.calibration.hint')}</p>
      <form
        noValidate
        className="kz-calibration"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {pointFields('a')}
        {pointFields('b')}
        <TextField
          label={t('placesAdmin.calibration.distance', { unit })}
          value={values.distance}
          onChange={(text) => onChange({ ...values, distance: text })}
          inputMode="decimal"
          isRequired
          isInvalid={message('distance') !== undefined}
          errorMessage={message('distance')}
        />
        <div className="kz-places-admin__buttons">
          <Button type="submit" variant="primary" isDisabled={saving || floor.image.imageName === null}>
            {t('placesAdmin.calibration.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
