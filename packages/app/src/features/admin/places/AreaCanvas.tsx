import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { Area, FloorDefinition } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { CLICK_PIXELS, inside, polygonPoints } from './areaValues';
import type { Point } from './areaValues';
import { shapePixels, toPixels } from './placeForm';

type Marker = { label: string; x: number; y: number };
type Drag = { from: Point; to: Point };

export interface AreaCanvasProps {
  floor: FloorDefinition;
  imageSrc: string | null;
  selectedId: number | null;
  /** The area as the form says now, in image pixels. */
  preview: readonly Point[] | null;
  markers: readonly Marker[];
  onPickPoint?: (point: Point) => void;
  /** A rectangle dragged on the image, in image pixels (top-left and bottom-right). */
  onDrawn: (from: Point, to: Point) => void;
  onSelect: (area: Area) => void;
}

type AreaDragOptions = Pick<AreaCanvasProps, 'floor' | 'onPickPoint' | 'onDrawn' | 'onSelect'>;

/**
 * Pointer handling on the image: a drag draws a rectangle, a click selects the area under it (the
 * topmost), or picks a point while `onPickPoint` is set.
 */
function useAreaDrag(svgRef: RefObject<SVGSVGElement | null>, options: AreaDragOptions) {
  const { floor, onPickPoint, onDrawn, onSelect } = options;
  const [drag, setDrag] = useState<Drag | null>(null);
  const { width, height } = floor.image;

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
        .find((area) => inside(to, shapePixels(floor.calibration, area.geometry)));
      if (hit) onSelect(hit);
    } else {
      onDrawn(
        { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y) },
        { x: Math.max(from.x, to.x), y: Math.max(from.y, to.y) },
      );
    }
  };
  const onPointerCancel = () => setDrag(null);
  return { drag, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}

const cornersOf = (drag: Drag): Point[] => [
  { x: drag.from.x, y: drag.from.y },
  { x: drag.to.x, y: drag.from.y },
  { x: drag.to.x, y: drag.to.y },
  { x: drag.from.x, y: drag.to.y },
];

interface AreaShapesProps {
  floor: FloorDefinition;
  selectedId: number | null;
  preview: readonly Point[] | null;
  /** The rectangle being dragged, in image pixels. */
  dragging: readonly Point[] | null;
  markers: readonly Marker[];
}

/** What is drawn over the image: the areas, the form's preview, the drag, the origin and markers. */
function AreaShapes({ floor, selectedId, preview, dragging, markers }: AreaShapesProps) {
  const { calibration } = floor;
  const size = Math.max(floor.image.width, floor.image.height);
  const origin = toPixels(calibration, 0, 0);
  return (
    <>
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
      {dragging && (
        <polygon
          className="kz-area-editor__drag"
          points={polygonPoints(dragging)}
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
    </>
  );
}

/** The floor image with its areas over it, taking drags (a new area) and clicks (select, pick). */
export function AreaCanvas({ floor, imageSrc, selectedId, preview, markers, ...actions }: AreaCanvasProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const { drag, handlers } = useAreaDrag(svgRef, { floor, ...actions });
  const { width, height } = floor.image;
  const picking = actions.onPickPoint !== undefined;
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
          data-mode={picking ? 'pick' : 'draw'}
          {...handlers}
        >
          <AreaShapes
            {...{ floor, selectedId, preview, markers }}
            dragging={drag && !picking ? cornersOf(drag) : null}
          />
        </svg>
      </div>
      <p className="kz-form-help">
        {picking ? t('placesAdmin.areas.pickHint') : t('placesAdmin.areas.drawHint')}
      </p>
    </div>
  );
}
