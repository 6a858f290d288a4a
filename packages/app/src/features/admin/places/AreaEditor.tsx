import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Area, AreaBody, AreaKind, FloorDefinition } from '@kizuna/api-client/contract';
import { AREA_KINDS, AreaBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, Select, SelectItem, TextField } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  numberText,
  parseNumber,
  problemsOf,
  shapePixels,
  toPixels,
  toUnits,
  type Problems,
} from './placeForm';
import type { SaveAnswer } from './useFloorActions';

export interface AreaEditorProps {
  floor: FloorDefinition;
  /** The floor image; without one the floor is drawn as a plain surface of the image's size. */
  imageSrc: string | null;
  /** Saves a new area (null) or changes one; answers like a form's save. */
  onSave: (areaId: number | null, body: AreaBody) => Promise<SaveAnswer>;
  onRemove: (area: Area) => void;
  /** While set, a click on the image picks a point (calibration) instead of drawing. */
  onPickPoint?: (point: { x: number; y: number }) => void;
  /** Points marked on the image (the calibration's), in image pixels. */
  markers?: readonly { label: string; x: number; y: number }[];
}

interface AreaFormValues {
  name: string;
  kind: AreaKind;
  x: string;
  y: string;
  width: string;
  height: string;
}

type Editing = { areaId: number | null; values: AreaFormValues };

const COORDINATES = ['x', 'y', 'width', 'height'] as const;
/** Below this many pixels a drag is a click. */
const CLICK_PIXELS = 4;

function valuesOf(area: Area): AreaFormValues {
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

function bodyOf(values: AreaFormValues): AreaBody {
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

function inside(point: { x: number; y: number }, corners: readonly { x: number; y: number }[]): boolean {
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

const polygonPoints = (corners: readonly { x: number; y: number }[]) =>
  corners.map((point) => `${point.x},${point.y}`).join(' ');

type Point = { x: number; y: number };

interface AreaCanvasProps {
  floor: FloorDefinition;
  imageSrc: string | null;
  selectedId: number | null;
  /** The area as the form says now, in image pixels. */
  preview: readonly Point[] | null;
  markers: readonly { label: string; x: number; y: number }[];
  onPickPoint?: (point: Point) => void;
  /** A rectangle dragged on the image, in image pixels (top-left and bottom-right). */
  onDrawn: (from: Point, to: Point) => void;
  onSelect: (area: Area) => void;
}

/** The floor image with its areas over it, taking drags (a new area) and clicks (select, pick). */
function AreaCanvas({
  floor,
  imageSrc,
  selectedId,
  preview,
  markers,
  onPickPoint,
  onDrawn,
  onSelect,
}: AreaCanvasProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<{ from: Point; to: Point } | null>(null);
  const { width, height } = floor.image;
  const { calibration } = floor;
  const size = Math.max(width, height);

  const imagePoint = (event: ReactPointerEvent): Point => {
    const rect = svgRef.current!.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
    return {
      x: clamp(((event.clientX - rect.left) / (rect.width || 1)) * width, width),
      y: clamp(((event.clientY - rect.top) / (rect.height || 1)) * height, height),
    };
  };
  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    svgRef.current?.setPointerCapture?.(event.pointerId);
    const point = imagePoint(event);
    setDrag({ from: point, to: point });
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const to = imagePoint(event);
    setDrag((now) => (now ? { ...now, to } : now));
  };
  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const to = imagePoint(event);
    const { from } = drag;
    setDrag(null);
    const clicked = Math.abs(to.x - from.x) < CLICK_PIXELS && Math.abs(to.y - from.y) < CLICK_PIXELS;
    if (onPickPoint) {
      if (clicked) onPickPoint({ x: Math.round(to.x), y: Math.round(to.y) });
    } else if (clicked) {
      const hit = [...floor.areas]
        .reverse()
        .find((area) => inside(to, shapePixels(calibration, area.geometry)));
      if (hit) onSelect(hit);
    } else {
      onDrawn(
        { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y) },
        { x: Math.max(from.x, to.x), y: Math.max(from.y, to.y) },
      );
    }
  };

  const dragCorners = drag && [
    { x: drag.from.x, y: drag.from.y },
    { x: drag.to.x, y: drag.from.y },
    { x: drag.to.x, y: drag.to.y },
    { x: drag.from.x, y: drag.to.y },
  ];
  const origin = toPixels(calibration, 0, 0);
  return (
    <div className="kz-area-editor__board">
      <div className="kz-area-editor__canvas" style={{ aspectRatio: `${width} / ${height}` }}>
        {imageSrc ? (
          <img src={imageSrc} alt={t('placesAdmin.image.alt', { name: floor.name })} draggable={false} />
        ) : (
          <div className="kz-area-editor__blank">{t('placesAdmin.image.none')}</div>
        )}
        <svg
          ref={svgRef}
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          data-testid="area-canvas"
          data-mode={onPickPoint ? 'pick' : 'draw'}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          {floor.areas.map((area) => (
            <polygon
              key={area.areaId}
              points={polygonPoints(shapePixels(calibration, area.geometry))}
              data-kind={area.kind}
              data-selected={selectedId === area.areaId || undefined}
              vectorEffect="non-scaling-stroke"
            >
              <title>{area.name}</title>
            </polygon>
          ))}
          {preview && (
            <polygon
              className="kz-area-editor__preview"
              points={polygonPoints(preview)}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {dragCorners && !onPickPoint && (
            <polygon
              className="kz-area-editor__drag"
              points={polygonPoints(dragCorners)}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {calibration.calibrated && (
            <circle className="kz-area-editor__origin" cx={origin.x} cy={origin.y} r={size / 150} />
          )}
          {markers.map((marker) => (
            <g key={marker.label} className="kz-area-editor__marker">
              <circle cx={marker.x} cy={marker.y} r={size / 120} />
              <text x={marker.x} y={marker.y} dx={size / 80} fontSize={size / 40}>
                {marker.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <p className="kz-form-help">
        {onPickPoint ? t('placesAdmin.areas.pickHint') : t('placesAdmin.areas.drawHint')}
      </p>
    </div>
  );
}

interface AreaFormProps {
  floor: FloorDefinition;
  editing: Editing | null;
  problems: Problems;
  failure: string | null;
  saving: boolean;
  onStart: (editing: Editing | null) => void;
  onChange: <K extends keyof AreaFormValues>(key: K, value: AreaFormValues[K]) => void;
  onSubmit: () => void;
}

/** The selected (or new) area's name, kind, position and size, by number in the floor's unit. */
function AreaForm({ floor, editing, problems, failure, saving, onStart, onChange, onSubmit }: AreaFormProps) {
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
          <Button
            variant="secondary"
            onPress={() =>
              onStart({
                areaId: null,
                values: { name: '', kind: 'SEAT', x: '0', y: '0', width: '3', height: '3' },
              })
            }
          >
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
          <TextField
            label={t('placesAdmin.areas.name')}
            value={editing.values.name}
            onChange={(text) => onChange('name', text)}
            isRequired
            isInvalid={message('body.name') !== undefined}
            errorMessage={message('body.name')}
          />
          <Select
            label={t('placesAdmin.areas.kind')}
            selectedKey={editing.values.kind}
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
                  value={editing.values[key]}
                  onChange={(text) => onChange(key, text)}
                  inputMode="decimal"
                  isRequired
                  isInvalid={own !== undefined || offMap !== undefined}
                  errorMessage={shown}
                />
              );
            })}
          </div>
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

/** Every area of the floor, with the same actions as the image, for the keyboard. */
function AreaTable({
  floor,
  selectedId,
  onEdit,
  onRemove,
}: {
  floor: FloorDefinition;
  selectedId: number | null;
  onEdit: (area: Area) => void;
  onRemove: (area: Area) => void;
}) {
  const { t } = useTranslation();
  const unit = t(`placesAdmin.units.${floor.dimension.unit}`);
  return (
    <section className="kz-area-editor__list" aria-labelledby="kz-area-list-title">
      <h3 id="kz-area-list-title">{t('placesAdmin.areas.listTitle')}</h3>
      {floor.areas.length === 0 ? (
        <p className="kz-form-help">{t('placesAdmin.areas.empty')}</p>
      ) : (
        <div className="kz-places-admin__scroll">
          <table className="kz-admin-table kz-places-admin-table">
            <caption className="kz-VisuallyHidden">
              {t('placesAdmin.areas.caption', { count: floor.areas.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('placesAdmin.areas.name')}</th>
                <th scope="col">{t('placesAdmin.areas.kind')}</th>
                <th scope="col">{t('placesAdmin.areas.position')}</th>
                <th scope="col">{t('placesAdmin.areas.size')}</th>
                <th scope="col">
                  <span className="kz-VisuallyHidden">{t('placesAdmin.floors.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {floor.areas.map((area) => {
                const values = valuesOf(area);
                return (
                  <tr key={area.areaId} data-selected={selectedId === area.areaId || undefined}>
                    <th scope="row">{area.name}</th>
                    <td>{t(`placesAdmin.areaKinds.${area.kind}`)}</td>
                    <td>{t('placesAdmin.areas.positionValue', { x: values.x, y: values.y, unit })}</td>
                    <td>
                      {t('placesAdmin.areas.sizeValue', { width: values.width, height: values.height, unit })}
                    </td>
                    <td className="kz-places-admin-table__actions">
                      <Button
                        variant="quiet"
                        onPress={() => onEdit(area)}
                        aria-label={t('placesAdmin.areas.editOf', { name: area.name })}
                      >
                        {t('placesAdmin.areas.edit')}
                      </Button>
                      <Button
                        variant="quiet"
                        onPress={() => onRemove(area)}
                        aria-label={t('placesAdmin.areas.removeOf', { name: area.name })}
                      >
                        {t('placesAdmin.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const SPECIAL = { 'body.geometry': 'placesAdmin.areas.offMap' };

/**
 * The floor's seats, rooms and zones on its image: drag a rectangle to add one, click one to
 * select it; the form beside changes its name, kind, position and size by number (in the floor's
 * unit), and the table below lists every area with the same actions for the keyboard.
 */
export function AreaEditor({
  floor,
  imageSrc,
  onSave,
  onRemove,
  onPickPoint,
  markers = [],
}: AreaEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { calibration } = floor;

  const startEditing = (next: Editing | null) => {
    setEditing(next);
    setProblems({});
    setFailure(null);
  };
  const onDrawn = (from: Point, to: Point) => {
    const a = toUnits(calibration, from.x, from.y);
    const b = toUnits(calibration, to.x, to.y);
    startEditing({
      areaId: null,
      values: {
        name: '',
        kind: editing?.areaId === null ? editing.values.kind : 'SEAT',
        x: numberText(a.x),
        y: numberText(a.y),
        width: numberText(b.x - a.x),
        height: numberText(b.y - a.y),
      },
    });
  };
  const change = <K extends keyof AreaFormValues>(key: K, value: AreaFormValues[K]) => {
    setEditing((now) => (now ? { ...now, values: { ...now.values, [key]: value } } : now));
  };

  const submit = async () => {
    if (!editing) return;
    setFailure(null);
    const body = bodyOf(editing.values);
    const local = checkBody(AreaBodySchema, body);
    if (local.length > 0) {
      setProblems(problemsOf(local, SPECIAL));
      return;
    }
    setProblems({});
    setSaving(true);
    const answer = await onSave(editing.areaId, body);
    setSaving(false);
    if (answer === null) startEditing(null);
    else if (answer === 'failed') setFailure(t('placesAdmin.saveFailed'));
    else {
      const found = problemsOf(answer, SPECIAL);
      setProblems(found);
      if (found.body) setFailure(t(found.body.key, found.body.values));
    }
  };

  // What the form says now, drawn as it would be saved.
  const preview = (() => {
    if (!editing) return null;
    const { geometry } = bodyOf(editing.values);
    if (geometry.shape !== 'RECT') return null;
    const finite = [geometry.x, geometry.y, geometry.width, geometry.height].every(Number.isFinite);
    return finite ? shapePixels(calibration, geometry) : null;
  })();
  const selectedId = editing?.areaId ?? null;
  const select = (area: Area) => startEditing({ areaId: area.areaId, values: valuesOf(area) });

  return (
    <div className="kz-area-editor">
      <AreaCanvas
        floor={floor}
        imageSrc={imageSrc}
        selectedId={selectedId}
        preview={preview}
        markers={markers}
        onPickPoint={onPickPoint}
        onDrawn={onDrawn}
        onSelect={select}
      />
      <AreaForm
        floor={floor}
        editing={editing}
        problems={problems}
        failure={failure}
        saving={saving}
        onStart={startEditing}
        onChange={change}
        onSubmit={() => void submit()}
      />
      <AreaTable
        floor={floor}
        selectedId={selectedId}
        onEdit={select}
        onRemove={(area) => {
          if (selectedId === area.areaId) startEditing(null);
          onRemove(area);
        }}
      />
    </div>
  );
}
