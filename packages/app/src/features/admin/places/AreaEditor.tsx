import { useState } from 'react';
import type { Area, AreaBody, FloorDefinition } from '@kizuna/api-client/contract';
import { AreaBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { useTranslation } from 'react-i18next';
import { AreaCanvas } from './AreaCanvas';
import { AreaForm } from './AreaForm';
import { AreaTable } from './AreaTable';
import { bodyOf, valuesOf } from './areaValues';
import type { AreaFormValues, Editing, Point } from './areaValues';
import { numberText, problemsOf, shapePixels, toUnits, type Problems } from './placeForm';
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

const SPECIAL = { 'body.geometry': 'placesAdmin.areas.offMap' };

/** The area being edited or drawn, its problems, and saving it. */
function useAreaEditing(floor: FloorDefinition, onSave: AreaEditorProps['onSave']) {
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
  return { editing, problems, failure, saving, startEditing, onDrawn, change, submit };
}

/** What the form says now, in image pixels, drawn as it would be saved (none while it is no shape). */
function previewOf(floor: FloorDefinition, editing: Editing | null) {
  if (!editing) return null;
  const { geometry } = bodyOf(editing.values);
  if (geometry.shape !== 'RECT') return null;
  const finite = [geometry.x, geometry.y, geometry.width, geometry.height].every(Number.isFinite);
  return finite ? shapePixels(floor.calibration, geometry) : null;
}

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
  const { editing, problems, failure, saving, startEditing, onDrawn, change, submit } = useAreaEditing(
    floor,
    onSave,
  );
  const selectedId = editing?.areaId ?? null;
  const select = (area: Area) => startEditing({ areaId: area.areaId, values: valuesOf(area) });

  return (
    <div className="kz-area-editor">
      <AreaCanvas
        floor={floor}
        imageSrc={imageSrc}
        selectedId={selectedId}
        preview={previewOf(floor, editing)}
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
