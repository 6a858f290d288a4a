import type { Area, AreaBody, AreaKind } from '@kizuna/api-client/contract';
import { numberText, parseNumber } from './placeForm';

export interface AreaFormValues {
  name: string;
  kind: AreaKind;
  x: string;
  y: string;
  width: string;
  height: string;
}

export type Editing = { areaId: number | null; values: AreaFormValues };

export const COORDINATES = ['x', 'y', 'width', 'height'] as const;
/** Below this many pixels a drag is a click. */
export const CLICK_PIXELS = 4;

/** The form's values for an area; a polygon is shown by the rectangle around it. */
export function valuesOf(area: Area): AreaFormValues {
  const shape = area.geometry;
  if (shape.shape === 'RECT') {
    return {
      name: area.name,
      kind: area.kind,
      x: numberText(shape.x),
      y: numberText(shape.y),
      width: numberText(shape.width),
      height: numberText(shape.height),
    };
  }
  const xs = shape.points.map((point) => point.x);
  const ys = shape.points.map((point) => point.y);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return {
    name: area.name,
    kind: area.kind,
    x: numberText(left),
    y: numberText(top),
    width: numberText(Math.max(...xs) - left),
    height: numberText(Math.max(...ys) - top),
  };
}

/** The area the form's values describe, as saved (a rectangle). */
export function bodyOf(values: AreaFormValues): AreaBody {
  return {
    name: values.name,
    kind: values.kind,
    geometry: {
      shape: 'RECT',
      x: parseNumber(values.x),
      y: parseNumber(values.y),
      width: parseNumber(values.width),
      height: parseNumber(values.height),
    },
  };
}

/** Whether the point lies inside the polygon (even-odd rule). */
export function inside(
  point: { x: number; y: number },
  corners: readonly { x: number; y: number }[],
): boolean {
  let within = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const a = corners[i]!;
    const b = corners[j]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      within = !within;
    }
  }
  return within;
}

/** The corners as an SVG `points` attribute. */
export const polygonPoints = (corners: readonly { x: number; y: number }[]) =>
  corners.map((point) => `${point.x},${point.y}`).join(' ');

export type Point = { x: number; y: number };
