import type { AreaShape, FieldError, FloorDefinition } from '@kizuna/api-client/contract';

/** A message key of the catalogue and its values, shown on a field. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems by the server's path (`body.name`, `body.dimension.width` …). */
export type Problems = Partial<Record<string, FieldProblem>>;

/**
 * Field errors (the form's own check, or a 400 answer) by path, as `validation.*` messages; a
 * path the form names in `special` gets the form's own words instead (coordinates off the floor).
 */
export function problemsOf(
  fieldErrors: readonly FieldError[],
  special: Partial<Record<string, string>> = {},
): Problems {
  const problems: Problems = {};
  for (const error of fieldErrors) {
    if (problems[error.path]) continue;
    const own = error.key === 'invalid' ? special[error.path] : undefined;
    problems[error.path] = own
      ? { key: own }
      : {
          key: `validation.${error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key}`,
          ...(error.values ? { values: error.values } : {}),
        };
  }
  return problems;
}

/** A typed number: decimal comma or point, blank is no number (NaN, which the schema refuses). */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A number as a field shows it: at most two decimals. */
export function numberText(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
}

type Calibration = FloorDefinition['calibration'];

/** A point in image pixels as floor units, through the floor's calibration. */
export function toUnits(calibration: Calibration, x: number, y: number): { x: number; y: number } {
  return {
    x: (x - calibration.originX) / calibration.pixelsPerUnit,
    y: (y - calibration.originY) / calibration.pixelsPerUnit,
  };
}

/** A point in floor units as image pixels. */
export function toPixels(calibration: Calibration, x: number, y: number): { x: number; y: number } {
  return {
    x: calibration.originX + x * calibration.pixelsPerUnit,
    y: calibration.originY + y * calibration.pixelsPerUnit,
  };
}

/** An area's corners in image pixels (a rectangle's four, or a polygon's). */
export function shapePixels(calibration: Calibration, shape: AreaShape): { x: number; y: number }[] {
  const corners =
    shape.shape === 'RECT'
      ? [
          { x: shape.x, y: shape.y },
          { x: shape.x + shape.width, y: shape.y },
          { x: shape.x + shape.width, y: shape.y + shape.height },
          { x: shape.x, y: shape.y + shape.height },
        ]
      : shape.points;
  return corners.map((point) => toPixels(calibration, point.x, point.y));
}

/** The floor image for `<img src>`, a new address after each change of the floor; null without one. */
export function floorImageSource(floor: FloorDefinition): string | null {
  return floor.image.imageName === null
    ? null
    : `/front/floorImage/${floor.floorId}?v=${encodeURIComponent(floor.updatedAt)}`;
}

/** The seats and the rooms and zones of a floor, counted. */
export function areaCounts(floor: FloorDefinition): { seats: number; rooms: number } {
  const seats = floor.areas.filter((area) => area.kind === 'SEAT').length;
  return { seats, rooms: floor.areas.length - seats };
}
