import { clsx } from 'clsx';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode, Ref } from 'react';
import { Popover as AriaPopover, Dialog, Heading } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ErrorState } from '../ErrorState/ErrorState';
import { Icon } from '../Icon/Icon';
import { PresenceIndicator } from '../PresenceIndicator/PresenceIndicator';
import type { PresenceKind } from '../PresenceIndicator/PresenceIndicator';
import { SearchField } from '../SearchField/SearchField';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useMessages } from '../i18n/useMessages';
import {
  buildClusters,
  centreOn,
  fitTransform,
  HIT_HALF_PX,
  hitTest,
  layerRegion,
  nearestOnScreen,
  regionCovers,
  zoomAt,
} from './floorMapGeometry';
import type { ClusterIndex, LayerRegion, MapTransform, MarkerCluster } from './floorMapGeometry';

/** One located person on the floor. */
export interface FloorMapPerson {
  /** Stable id (the user id). */
  id: string;
  /** Display name. */
  name: string;
  /** Reading of the name (kana), shown under it on the card. */
  kana?: string;
  /** Division names, shown on the card and in the list. */
  divisions?: readonly string[];
  /** Position in map units (the floor image's pixels). */
  x: number;
  y: number;
  /** Presence as a kind and its words, shown on the card. */
  presence?: { kind: PresenceKind; label: string };
  /** The seat, room or zone the person is in, shown on the card and in the list. */
  place?: string;
}

/** A seat, room or zone drawn faintly under the people: a polygon in map units. */
export interface FloorMapArea {
  /** Seats are outlined only; rooms and zones are also tinted. */
  kind: 'seat' | 'room' | 'zone';
  /** The corners, in map units. */
  points: readonly { x: number; y: number }[];
}

/** Moves the view from code (benchmarks, "show on map" links). */
export interface FloorMapViewHandle {
  /** Pans by screen pixels. */
  panBy: (dx: number, dy: number) => void;
  /** Zooms by a factor around the viewport's centre. */
  zoomBy: (factor: number) => void;
  /** Shows the whole floor. */
  fit: () => void;
}

export interface FloorMapViewProps {
  /** Accessible name of the map (the floor's name). */
  label: string;
  /** Size of the floor in map units; people and areas use the same units. */
  mapSize: { width: number; height: number };
  /** The floor image, stretched over `mapSize`. Without it the floor is a plain surface. */
  imageSrc?: string;
  /** Located people. @default [] */
  people?: readonly FloorMapPerson[];
  /** Seats, rooms and areas. @default [] */
  areas?: readonly FloorMapArea[];
  /** What the map shows: a skeleton, the error, or the floor. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The error's text (the server's message); defaults to "The location could not be obtained." */
  errorMessage?: ReactNode;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** The person drawn highlighted and centred (a search result, a "show on map" link). */
  highlightedId?: string | null;
  /** Called when the search highlights someone (or clears the highlight with `null`). */
  onHighlightChange?: (id: string | null) => void;
  /** Called when a person's card is opened by click, tap or Enter. */
  onPersonSelect?: (person: FloorMapPerson) => void;
  /** Actions on a person's card (a call button). */
  renderPersonActions?: (person: FloorMapPerson) => ReactNode;
  /** Called after every drawn frame with the time the drawing took (ms). */
  onDraw?: (durationMs: number) => void;
  /** Imperative view controls. */
  ref?: Ref<FloorMapViewHandle>;
  /** Extra class name. */
  className?: string;
}

// Stable defaults: a new array at every render would look like new people and redraw the floor.
const NO_PEOPLE: readonly FloorMapPerson[] = [];
const NO_AREAS: readonly FloorMapArea[] = [];
const MARKER_RADIUS = 6;
const clusterRadius = (count: number) => (count < 10 ? 10 : count < 100 ? 12 : 14);
const PAN_STEP = 60;
const ZOOM_STEP = 1.4;
const MAX_SEARCH_MATCHES = 8;
/** People added to the screen-reader list per animation frame. */
const LIST_ITEMS_PER_FRAME = 250;
/** Press targets mirrored as boxes over the canvas at most (beyond them, presses still hit). */
const MAX_TARGETS = 400;

/**
 * The people as they are now, at the positions they had when the map was held: details (presence)
 * follow, markers do not move, and nobody comes or goes until the map is let go.
 */
function heldPositions(
  held: readonly FloorMapPerson[],
  live: readonly FloorMapPerson[],
): readonly FloorMapPerson[] {
  const now = new Map(live.map((person) => [person.id, person]));
  const shown = held.map((then) => {
    const person = now.get(then.id);
    if (!person) return then;
    return person.x === then.x && person.y === then.y ? person : { ...person, x: then.x, y: then.y };
  });
  // Nothing changed since: the same list, so nothing is clustered or drawn again.
  return shown.length === live.length && shown.every((person, index) => person === live[index])
    ? live
    : shown;
}

/**
 * Keeps one box per marker on screen (up to `MAX_TARGETS`) over the canvas, of the size of the
 * marker's press area: what a finger can hit, visible to layout and tests though drawn on canvas.
 */
function placeTargets(
  layer: HTMLElement,
  clusters: readonly MarkerCluster[],
  transform: MapTransform,
  viewport: { width: number; height: number },
) {
  let shown = 0;
  for (const cluster of clusters) {
    if (shown === MAX_TARGETS) break;
    const sx = cluster.x * transform.scale + transform.x;
    const sy = cluster.y * transform.scale + transform.y;
    if (sx < 0 || sy < 0 || sx > viewport.width || sy > viewport.height) continue;
    let target = layer.children[shown] as HTMLElement | undefined;
    if (!target) {
      target = document.createElement('div');
      target.className = 'kz-FloorMapView-target';
      target.dataset.testid = 'floor-map-marker';
      target.style.width = target.style.height = `${HIT_HALF_PX * 2}px`;
      layer.append(target);
    }
    target.style.transform = `translate(${sx - HIT_HALF_PX}px, ${sy - HIT_HALF_PX}px)`;
    target.dataset.count = String(cluster.members.length);
    shown++;
  }
  while (layer.children.length > shown) layer.lastElementChild!.remove();
}

interface Palette {
  surface: string;
  /** Behind labels: light in the light theme, dark in the dark one, always under `text`. */
  raised: string;
  border: string;
  accent: string;
  onAccent: string;
  text: string;
  highlight: string;
  focus: string;
}

function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    surface: v('--kz-color-surface', '#f5f6fa'),
    raised: v('--kz-color-surface-raised', '#ffffff'),
    border: v('--kz-color-border-strong', '#7c8397'),
    accent: v('--kz-color-accent', '#2e3a8c'),
    onAccent: v('--kz-color-on-accent', '#ffffff'),
    text: v('--kz-color-text', '#1b1e2b'),
    highlight: v('--kz-color-danger', '#b3261e'),
    focus: v('--kz-color-focus', '#2e3a8c'),
  };
}

/** The floor drawn at one scale, and what it was drawn from (a change means drawing it again). */
interface SceneLayer {
  canvas: HTMLCanvasElement;
  scale: number;
  ratio: number;
  index: ClusterIndex;
  areas: readonly FloorMapArea[];
  map: { width: number; height: number };
  imageReady: boolean;
  region: LayerRegion;
  /** Marker pictures by member count (1 is a single person), at `ratio`. */
  sprites: Map<number, HTMLCanvasElement | null>;
}

/** The picture of a marker for `count` people (a dot, or a circle with the count), drawn once. */
function markerSprite(
  sprites: Map<number, HTMLCanvasElement | null>,
  count: number,
  palette: Palette,
  ratio: number,
): HTMLCanvasElement | null {
  const cached = sprites.get(count);
  if (cached !== undefined) return cached;
  const radius = count === 1 ? MARKER_RADIUS : clusterRadius(count);
  const lineWidth = count === 1 ? 1.5 : 2;
  const size = Math.ceil((radius * 2 + lineWidth + 2) * ratio);
  const sprite = document.createElement('canvas');
  sprite.width = size;
  sprite.height = size;
  const context = sprite.getContext('2d');
  if (!context) {
    sprites.set(count, null);
    return null;
  }
  const centre = size / 2 / ratio;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.beginPath();
  context.arc(centre, centre, radius, 0, Math.PI * 2);
  context.fillStyle = palette.accent;
  context.fill();
  context.strokeStyle = palette.onAccent;
  context.lineWidth = lineWidth;
  context.stroke();
  if (count > 1) {
    context.font = '600 11px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillStyle = palette.onAccent;
    context.fillText(String(count), centre, centre + 0.5);
  }
  sprites.set(count, sprite);
  return sprite;
}

const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

interface OpenCard {
  /** People on the card: one person, or a cluster that cannot be zoomed apart. */
  ids: string[];
  /** Screen position of the marker inside the viewport. */
  x: number;
  y: number;
}

/**
 * A floor with its located people: the floor image, seats and rooms drawn faintly, and one marker
 * per person, grouped into counted clusters where they overlap. Drawn on a canvas (thousands of
 * people pan smoothly), with the people also listed for screen readers. Wheel, drag and pinch zoom
 * and pan; the focused map takes + − 0 and the arrow keys, and Enter opens the marker nearest the
 * centre. Every marker is pressed over a 32 px square; while a finger or pointer is on the map
 * the markers hold still, and the positions that came meanwhile apply when it leaves. State:
 * `data-status`, `data-empty`, and `data-held` on the map while it holds still.
 */
export function FloorMapView({
  label,
  mapSize,
  imageSrc,
  people: livePeople = NO_PEOPLE,
  areas = NO_AREAS,
  status = 'ready',
  errorMessage,
  onRetry,
  highlightedId: highlightedIdProp,
  onHighlightChange,
  onPersonSelect,
  renderPersonActions,
  onDraw,
  ref,
  className,
}: FloorMapViewProps) {
  const t = useMessages();
  const helpId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const targetsRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const transformRef = useRef<MapTransform>({ scale: 1, x: 0, y: 0 });
  const sizeRef = useRef({ width: 0, height: 0 });
  const indexRef = useRef<ClusterIndex | null>(null);
  /** The people `indexRef` was built from. */
  const indexedRef = useRef<readonly FloorMapPerson[] | null>(null);
  const paletteRef = useRef<Palette | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const layerRef = useRef<SceneLayer | null>(null);
  const frameRef = useRef(0);
  const movedByUserRef = useRef(false);
  const targetRef = useRef<MarkerCluster | undefined>(undefined);
  const focusedRef = useRef(false);
  const onDrawRef = useRef(onDraw);
  onDrawRef.current = onDraw;

  // While a finger or pointer is on the map its markers hold still (a marker about to be tapped
  // does not move away); the positions that came meanwhile apply when it leaves.
  const [held, setHeld] = useState<readonly FloorMapPerson[] | null>(null);
  const people = useMemo(() => (held ? heldPositions(held, livePeople) : livePeople), [held, livePeople]);

  const [highlightedState, setHighlightedState] = useState<string | null>(highlightedIdProp ?? null);
  const highlightedId = highlightedIdProp !== undefined ? highlightedIdProp : highlightedState;
  const [query, setQuery] = useState('');
  const [card, setCard] = useState<OpenCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The screen-reader list follows the first frame and grows a share per frame, so 5,000 list
  // items never delay the map nor hold one frame (a commit of them all took ~170 ms).
  const [listReady, setListReady] = useState(false);
  const [listLength, setListLength] = useState(0);
  useEffect(() => {
    if (!listReady || listLength >= livePeople.length) return;
    const frame = requestAnimationFrame(() =>
      startTransition(() =>
        setListLength((length) => Math.min(livePeople.length, length + LIST_ITEMS_PER_FRAME)),
      ),
    );
    return () => cancelAnimationFrame(frame);
  }, [listReady, listLength, livePeople.length]);

  const peopleRef = useRef(people);
  peopleRef.current = people;
  const highlightedRef = useRef(highlightedId);
  highlightedRef.current = highlightedId;
  const areasRef = useRef(areas);
  areasRef.current = areas;
  const mapSizeRef = useRef(mapSize);
  mapSizeRef.current = mapSize;

  const byId = useMemo(() => new Map(people.map((person, index) => [person.id, index])), [people]);

  const scaleBounds = useCallback(() => {
    const fit = fitTransform(mapSizeRef.current, sizeRef.current).scale;
    return { min: fit * 0.5, max: Math.max(fit * 16, 4) };
  }, []);

  /** The clusters at the current scale, rebuilt only when the scale or the people changed. */
  const currentClusters = useCallback(() => {
    const scale = transformRef.current.scale;
    let index = indexRef.current;
    if (!index || index.scale !== scale || indexedRef.current !== peopleRef.current) {
      index = indexRef.current = buildClusters(peopleRef.current, scale);
      indexedRef.current = peopleRef.current;
    }
    return index;
  }, []);

  /**
   * The floor at the current scale — surface, image, seats and rooms, every marker — drawn once
   * into an off-screen layer; redrawn only when the scale, the people, the image or the device
   * pixel ratio change, or when panning reaches beyond the drawn region.
   */
  const renderLayer = useCallback(
    (index: ClusterIndex, palette: Palette, ratio: number, imageReady: boolean): SceneLayer | null => {
      const transform = transformRef.current;
      const map = mapSizeRef.current;
      const region = layerRegion(transform, sizeRef.current, map, ratio);
      const layer = (layerRef.current ??= {
        canvas: document.createElement('canvas'),
        scale: Number.NaN,
        ratio,
        index,
        areas: areasRef.current,
        map,
        imageReady,
        region,
        sprites: new Map(),
      });
      const context = layer.canvas.getContext('2d');
      if (!context) return null;
      if (layer.ratio !== ratio) layer.sprites.clear();
      Object.assign(layer, {
        scale: transform.scale,
        ratio,
        index,
        areas: areasRef.current,
        map,
        imageReady,
        region,
      });
      if (layer.canvas.width !== region.width || layer.canvas.height !== region.height) {
        layer.canvas.width = region.width;
        layer.canvas.height = region.height;
      } else {
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.clearRect(0, 0, region.width, region.height);
      }
      if (region.width === 0 || region.height === 0) return layer;

      // The floor and its seats and rooms, in map units.
      const unit = transform.scale * ratio;
      context.setTransform(unit, 0, 0, unit, -region.x, -region.y);
      context.fillStyle = palette.surface;
      context.fillRect(0, 0, map.width, map.height);
      const image = imageRef.current;
      if (image && imageReady) context.drawImage(image, 0, 0, map.width, map.height);
      if (areasRef.current.length > 0) {
        context.globalAlpha = 0.35;
        context.strokeStyle = palette.border;
        context.lineWidth = 1 / transform.scale;
        const tinted = new Path2D();
        const outlined = new Path2D();
        for (const area of areasRef.current) {
          const [first, ...rest] = area.points;
          if (!first) continue;
          const path = area.kind === 'seat' ? outlined : tinted;
          path.moveTo(first.x, first.y);
          for (const point of rest) path.lineTo(point.x, point.y);
          path.closePath();
        }
        context.stroke(outlined);
        context.stroke(tinted);
        context.globalAlpha = 0.08;
        context.fillStyle = palette.accent;
        context.fill(tinted);
        context.globalAlpha = 1;
      }

      // People, in device pixels so markers keep their size at every zoom: each marker is a
      // ready-drawn sprite (a circle, and a cluster's count), copied rather than rasterised again.
      context.setTransform(1, 0, 0, 1, 0, 0);
      for (const clustersToo of [false, true]) {
        for (const cluster of index.clusters) {
          if (cluster.members.length > 1 !== clustersToo) continue;
          const sprite = markerSprite(layer.sprites, cluster.members.length, palette, ratio);
          if (!sprite) continue;
          const half = sprite.width / 2;
          const dx = cluster.x * unit - region.x;
          const dy = cluster.y * unit - region.y;
          if (dx < -half || dy < -half || dx > region.width + half || dy > region.height + half) continue;
          context.drawImage(sprite, Math.round(dx - half), Math.round(dy - half));
        }
      }
      return layer;
    },
    [],
  );

  const draw = useCallback(() => {
    frameRef.current = 0;
    const canvas = canvasRef.current;
    const viewport = viewportRef.current;
    if (!canvas || !viewport) return;
    const context = canvas.getContext('2d');
    if (!context) return;
    const started = performance.now();
    const { width, height } = sizeRef.current;
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
      canvas.width = pixelWidth;
      canvas.height = pixelHeight;
    }
    const palette = (paletteRef.current ??= readPalette(viewport));
    const transform = transformRef.current;
    const map = mapSizeRef.current;
    const index = currentClusters();
    const image = imageRef.current;
    const imageReady = Boolean(image?.complete && image.naturalWidth > 0);

    let layer = layerRef.current;
    if (
      !layer ||
      layer.scale !== transform.scale ||
      layer.ratio !== ratio ||
      layer.index !== index ||
      layer.areas !== areasRef.current ||
      layer.map !== map ||
      layer.imageReady !== imageReady ||
      !regionCovers(layer.region, transform, sizeRef.current, map, ratio)
    ) {
      layer = renderLayer(index, palette, ratio, imageReady);
    }

    // A pan frame: the drawn floor moved into place, then what follows the view drawn over it.
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    if (layer && layer.region.width > 0 && layer.region.height > 0) {
      context.drawImage(
        layer.canvas,
        Math.round(transform.x * ratio) + layer.region.x,
        Math.round(transform.y * ratio) + layer.region.y,
      );
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.textBaseline = 'middle';

    // Names beside the markers once few enough are on screen to be read.
    // About one label per 20,000 px² of map, at most 40: a phone shows few, a laptop more.
    const labelLimit = Math.min(40, (width * height) / 20_000);
    const singles: MarkerCluster[] = [];
    for (const cluster of index.clusters) {
      if (cluster.members.length !== 1) continue;
      const sx = cluster.x * transform.scale + transform.x;
      const sy = cluster.y * transform.scale + transform.y;
      if (sx < -20 || sy < -20 || sx > width + 20 || sy > height + 20) continue;
      singles.push(cluster);
      if (singles.length > labelLimit) break;
    }
    if (singles.length > 0 && singles.length <= labelLimit) {
      context.textAlign = 'left';
      context.font = '12px system-ui, sans-serif';
      context.lineWidth = 3;
      context.strokeStyle = palette.raised;
      context.fillStyle = palette.text;
      for (const cluster of singles) {
        const person = peopleRef.current[cluster.members[0]!];
        if (!person || person.id === highlightedRef.current) continue;
        const sx = cluster.x * transform.scale + transform.x + MARKER_RADIUS + 4;
        const sy = cluster.y * transform.scale + transform.y;
        context.strokeText(person.name, sx, sy);
        context.fillText(person.name, sx, sy);
      }
    }

    const highlighted = highlightedRef.current;
    const highlightedIndex =
      highlighted == null ? -1 : peopleRef.current.findIndex((p) => p.id === highlighted);
    if (highlightedIndex >= 0) {
      const person = peopleRef.current[highlightedIndex]!;
      const sx = person.x * transform.scale + transform.x;
      const sy = person.y * transform.scale + transform.y;
      context.beginPath();
      context.arc(sx, sy, MARKER_RADIUS + 1, 0, Math.PI * 2);
      context.fillStyle = palette.highlight;
      context.fill();
      context.beginPath();
      context.arc(sx, sy, MARKER_RADIUS + 7, 0, Math.PI * 2);
      context.strokeStyle = palette.highlight;
      context.lineWidth = 3;
      context.stroke();
      // The name on a plate of its own, above the other labels.
      context.textAlign = 'left';
      context.font = '600 13px system-ui, sans-serif';
      const labelX = sx + MARKER_RADIUS + 10;
      const labelWidth = context.measureText(person.name).width;
      context.fillStyle = palette.raised;
      context.strokeStyle = palette.highlight;
      context.lineWidth = 1.5;
      context.beginPath();
      context.rect(labelX - 6, sy - 12, labelWidth + 12, 24);
      context.fill();
      context.stroke();
      context.fillStyle = palette.text;
      context.fillText(person.name, labelX, sy);
    }

    const target = targetRef.current;
    if (focusedRef.current && target) {
      const sx = target.x * transform.scale + transform.x;
      const sy = target.y * transform.scale + transform.y;
      context.beginPath();
      context.arc(
        sx,
        sy,
        (target.members.length > 1 ? clusterRadius(target.members.length) : MARKER_RADIUS) + 5,
        0,
        Math.PI * 2,
      );
      context.setLineDash([4, 3]);
      context.strokeStyle = palette.focus;
      context.lineWidth = 2;
      context.stroke();
      context.setLineDash([]);
    }
    if (targetsRef.current) placeTargets(targetsRef.current, index.clusters, transform, sizeRef.current);
    onDrawRef.current?.(performance.now() - started);
  }, [currentClusters, renderLayer]);

  const requestDraw = useCallback(() => {
    if (frameRef.current === 0) frameRef.current = requestAnimationFrame(draw);
  }, [draw]);

  const setTransform = useCallback(
    (next: MapTransform, byUser = true) => {
      transformRef.current = next;
      if (byUser) movedByUserRef.current = true;
      setCard(null);
      requestDraw();
    },
    [requestDraw],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const current = transformRef.current;
      setTransform({ ...current, x: current.x + dx, y: current.y + dy });
    },
    [setTransform],
  );

  const zoomBy = useCallback(
    (factor: number, sx = sizeRef.current.width / 2, sy = sizeRef.current.height / 2) => {
      setTransform(zoomAt(transformRef.current, factor, sx, sy, scaleBounds()));
    },
    [scaleBounds, setTransform],
  );

  const fit = useCallback(() => {
    movedByUserRef.current = false;
    setTransform(fitTransform(mapSizeRef.current, sizeRef.current), false);
  }, [setTransform]);

  useImperativeHandle(ref, () => ({ panBy, zoomBy: (factor: number) => zoomBy(factor), fit }), [
    panBy,
    zoomBy,
    fit,
  ]);

  // Size the canvas to its box and fit the floor until the person moves the view themselves.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const rect = viewport.getBoundingClientRect();
      sizeRef.current = { width: rect.width, height: rect.height };
      if (!movedByUserRef.current) transformRef.current = fitTransform(mapSizeRef.current, sizeRef.current);
    };
    measure();
    // The first frame is drawn now, not on the next animation frame.
    draw();
    startTransition(() => setListReady(true));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      measure();
      requestDraw();
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      if (frameRef.current) cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [status, draw, requestDraw]);

  useEffect(() => {
    if (!movedByUserRef.current) transformRef.current = fitTransform(mapSize, sizeRef.current);
    requestDraw();
  }, [mapSize, requestDraw]);

  useEffect(() => {
    if (!imageSrc) {
      imageRef.current = null;
      return;
    }
    const image = new Image();
    image.onload = requestDraw;
    image.src = imageSrc;
    imageRef.current = image;
    return () => {
      image.onload = null;
    };
  }, [imageSrc, requestDraw]);

  // New positions: new clusters; an open card follows its person or closes when they left.
  useEffect(() => {
    setCard((open) => (open && open.ids.every((id) => byId.has(id)) ? open : null));
    requestDraw();
  }, [people, areas, byId, requestDraw]);

  // Centre on the highlighted person once per highlight (not again at every refresh).
  const centredRef = useRef<string | null>(null);
  const highlightedPresent = highlightedId != null && byId.has(highlightedId);
  useEffect(() => {
    if (!highlightedPresent || highlightedId == null) {
      if (highlightedId == null) centredRef.current = null;
      requestDraw();
      return;
    }
    if (centredRef.current === highlightedId) {
      requestDraw();
      return;
    }
    centredRef.current = highlightedId;
    const person = peopleRef.current[byId.get(highlightedId)!]!;
    const bounds = scaleBounds();
    const fitScale = fitTransform(mapSizeRef.current, sizeRef.current).scale;
    const scale = Math.min(bounds.max, Math.max(transformRef.current.scale, fitScale * 3));
    setTransform(centreOn(person, scale, sizeRef.current));
  }, [highlightedId, highlightedPresent, byId, scaleBounds, setTransform, requestDraw]);

  const highlight = useCallback(
    (id: string | null) => {
      setHighlightedState(id);
      onHighlightChange?.(id);
      centredRef.current = null;
      if (id != null) {
        const index = byId.get(id);
        if (index !== undefined) setAnnouncement(t('floorMap.highlighted', { name: people[index]!.name }));
      }
    },
    [byId, onHighlightChange, people, t],
  );

  /** A click, tap or Enter on a marker: a card for one person, a zoom (or a list) for a cluster. */
  const activate = useCallback(
    (cluster: MarkerCluster) => {
      const transform = transformRef.current;
      const members = cluster.members.map((i) => peopleRef.current[i]!).filter(Boolean);
      if (members.length === 0) return;
      const bounds = scaleBounds();
      if (members.length > 1 && transform.scale < bounds.max * 0.99) {
        const xs = members.map((p) => p.x);
        const ys = members.map((p) => p.y);
        const spanX = Math.max(...xs) - Math.min(...xs);
        const spanY = Math.max(...ys) - Math.min(...ys);
        const viewport = sizeRef.current;
        const wanted = Math.min(
          spanX > 0 ? (viewport.width * 0.5) / spanX : Infinity,
          spanY > 0 ? (viewport.height * 0.5) / spanY : Infinity,
          transform.scale * 4,
        );
        const scale = Math.min(bounds.max, Math.max(transform.scale * 1.5, wanted));
        setTransform(centreOn(cluster, scale, viewport));
        setAnnouncement(t('floorMap.clusterExpanded', { count: members.length }));
        return;
      }
      const sx = cluster.x * transform.scale + transform.x;
      const sy = cluster.y * transform.scale + transform.y;
      setCard({ ids: members.map((p) => p.id), x: sx, y: sy });
      if (members.length === 1) onPersonSelect?.(members[0]!);
    },
    [onPersonSelect, scaleBounds, setTransform, t],
  );

  // Wheel zoom needs a listener that may cancel the page's scroll.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = viewport.getBoundingClientRect();
      zoomBy(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomBy, status]);

  // Drag to pan, two fingers to pinch; a press that did not move is a click on a marker.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef({ moved: 0, pinchDistance: 0 });
  const hold = () => setHeld((current) => current ?? peopleRef.current);
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    hold();
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) gesture.current = { moved: 0, pinchDistance: 0 };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      gesture.current.pinchDistance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      gesture.current.moved = Infinity;
    }
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const next = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, next);
    if (pointers.current.size === 1) {
      gesture.current.moved += Math.abs(next.x - previous.x) + Math.abs(next.y - previous.y);
      if (gesture.current.moved > 4) panBy(next.x - previous.x, next.y - previous.y);
      return;
    }
    const [a, b] = [...pointers.current.values()];
    const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
    const rect = event.currentTarget.getBoundingClientRect();
    if (gesture.current.pinchDistance > 0) {
      zoomBy(
        distance / gesture.current.pinchDistance,
        (a!.x + b!.x) / 2 - rect.left,
        (a!.y + b!.y) / 2 - rect.top,
      );
    }
    gesture.current.pinchDistance = distance;
  };
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0 || gesture.current.moved > 4) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const hit = hitTest(
      currentClusters(),
      transformRef.current,
      event.clientX - rect.left,
      event.clientY - rect.top,
    );
    if (hit) activate(hit);
  };
  const onPointerCancel = (event: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const updateTarget = useCallback(() => {
    const { width, height } = sizeRef.current;
    const target = nearestOnScreen(
      currentClusters(),
      transformRef.current,
      sizeRef.current,
      width / 2,
      height / 2,
    );
    targetRef.current = target;
    requestDraw();
    return target;
  }, [currentClusters, requestDraw]);

  const describe = useCallback(
    (cluster: MarkerCluster | undefined) => {
      if (!cluster) return t('floorMap.noneInView');
      if (cluster.members.length > 1) return t('floorMap.cluster', { count: cluster.members.length });
      return peopleRef.current[cluster.members[0]!]?.name ?? '';
    },
    [t],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    let handled = true;
    switch (event.key) {
      case '+':
      case '=':
        zoomBy(ZOOM_STEP);
        break;
      case '-':
      case '_':
        zoomBy(1 / ZOOM_STEP);
        break;
      case '0':
        fit();
        break;
      case 'ArrowLeft':
        panBy(PAN_STEP, 0);
        break;
      case 'ArrowRight':
        panBy(-PAN_STEP, 0);
        break;
      case 'ArrowUp':
        panBy(0, PAN_STEP);
        break;
      case 'ArrowDown':
        panBy(0, -PAN_STEP);
        break;
      case 'Enter':
      case ' ': {
        const target = updateTarget();
        if (target) activate(target);
        handled = true;
        break;
      }
      default:
        handled = false;
    }
    if (!handled) return;
    event.preventDefault();
    if (event.key !== 'Enter' && event.key !== ' ') {
      // Announce what is now at the centre after the view moved.
      requestAnimationFrame(() => setAnnouncement(describe(updateTarget())));
    }
  };

  const matches = useMemo(() => {
    const needle = normalise(query);
    if (!needle) return [];
    const found: FloorMapPerson[] = [];
    for (const person of people) {
      if (
        normalise(person.name).includes(needle) ||
        (person.kana && normalise(person.kana).includes(needle))
      ) {
        found.push(person);
        if (found.length === MAX_SEARCH_MATCHES) break;
      }
    }
    return found;
  }, [people, query]);

  const cardPeople = card
    ? card.ids.map((id) => people[byId.get(id) ?? -1]).filter((p): p is FloorMapPerson => Boolean(p))
    : [];

  if (status === 'loading') {
    return (
      <div className={clsx('kz-FloorMapView', className)} data-status="loading" aria-busy="true">
        <VisuallyHidden>{t('floorMap.loading')}</VisuallyHidden>
        <Skeleton shape="block" height="100%" className="kz-FloorMapView-skeleton" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={clsx('kz-FloorMapView', className)} data-status="error">
        <ErrorState title={errorMessage ?? t('floorMap.locationFailed')} onRetry={onRetry} />
      </div>
    );
  }

  return (
    <div
      className={clsx('kz-FloorMapView', className)}
      data-status="ready"
      data-empty={people.length === 0 || undefined}
    >
      <div className="kz-FloorMapView-toolbar">
        <div className="kz-FloorMapView-search">
          <SearchField
            label={t('floorMap.search')}
            value={query}
            onChange={setQuery}
            onSubmit={() => {
              if (matches[0]) {
                highlight(matches[0].id);
                setQuery('');
              }
            }}
            onClear={() => highlight(null)}
          />
          {query.trim() !== '' &&
            (matches.length > 0 ? (
              <ul className="kz-FloorMapView-matches" aria-label={t('floorMap.matches')}>
                {matches.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      className="kz-FloorMapView-match"
                      onClick={() => {
                        highlight(person.id);
                        setQuery('');
                      }}
                    >
                      <span className="kz-FloorMapView-matchName">{person.name}</span>
                      {person.divisions && person.divisions.length > 0 && (
                        <span className="kz-FloorMapView-matchDivision">{person.divisions.join('・')}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="kz-FloorMapView-noMatch" role="status">
                {t('floorMap.noMatch', { query: query.trim() })}
              </p>
            ))}
        </div>
        <div className="kz-FloorMapView-zoom" role="group" aria-label={t('floorMap.zoom')}>
          <Button
            iconOnly
            size="small"
            variant="secondary"
            aria-label={t('floorMap.zoomIn')}
            onPress={() => zoomBy(ZOOM_STEP)}
          >
            <Icon name="plus" size={16} />
          </Button>
          <Button
            iconOnly
            size="small"
            variant="secondary"
            aria-label={t('floorMap.zoomOut')}
            onPress={() => zoomBy(1 / ZOOM_STEP)}
          >
            <Icon name="minus" size={16} />
          </Button>
          <Button size="small" variant="secondary" onPress={fit}>
            {t('floorMap.fit')}
          </Button>
        </div>
      </div>
      <div
        ref={viewportRef}
        className="kz-FloorMapView-viewport"
        role="application"
        aria-roledescription={t('floorMap.roleDescription')}
        aria-label={label}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          focusedRef.current = true;
          setAnnouncement(describe(updateTarget()));
        }}
        onBlur={() => {
          focusedRef.current = false;
          requestDraw();
        }}
        data-held={held ? true : undefined}
        onPointerEnter={hold}
        onPointerLeave={() => setHeld(null)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <canvas ref={canvasRef} className="kz-FloorMapView-canvas" aria-hidden="true" />
        <div ref={targetsRef} className="kz-FloorMapView-targets" aria-hidden="true" />
        <div
          ref={anchorRef}
          className="kz-FloorMapView-anchor"
          style={card ? { left: card.x, top: card.y } : undefined}
        />
        {people.length === 0 && <p className="kz-FloorMapView-empty">{t('floorMap.empty')}</p>}
      </div>
      <VisuallyHidden id={helpId}>{t('floorMap.keyboardHelp')}</VisuallyHidden>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {/* Read out, not pointed at: the list follows the positions even while the map is held. */}
      {listLength > 0 && livePeople.length > 0 && (
        <VisuallyHidden>
          <ul aria-label={t('floorMap.peopleList', { count: livePeople.length })}>
            {livePeople.slice(0, listLength).map((person) => (
              <li key={person.id}>
                {person.name}
                {person.divisions && person.divisions.length > 0 ? `、${person.divisions.join('・')}` : ''}
                {person.place ? `、${person.place}` : ''}
                {person.presence ? `、${person.presence.label}` : ''}
              </li>
            ))}
          </ul>
        </VisuallyHidden>
      )}
      <AriaPopover
        triggerRef={anchorRef}
        isOpen={card !== null && cardPeople.length > 0}
        onOpenChange={(open) => {
          if (!open) setCard(null);
        }}
        placement="top"
        className="kz-Popover kz-FloorMapView-card"
      >
        <Dialog
          className="kz-PopoverDialog"
          aria-label={
            cardPeople.length === 1
              ? cardPeople[0]!.name
              : t('floorMap.cluster', { count: cardPeople.length })
          }
        >
          {cardPeople.length === 1 ? (
            <PersonCard person={cardPeople[0]!} actions={renderPersonActions?.(cardPeople[0]!)} />
          ) : (
            <>
              <Heading slot="title" className="kz-FloorMapView-cardTitle">
                {t('floorMap.cluster', { count: cardPeople.length })}
              </Heading>
              <ul className="kz-FloorMapView-cardList">
                {cardPeople.map((person) => (
                  <li key={person.id}>
                    <button
                      type="button"
                      className="kz-FloorMapView-match"
                      onClick={() => {
                        setCard((open) => (open ? { ...open, ids: [person.id] } : open));
                        onPersonSelect?.(person);
                      }}
                    >
                      <span className="kz-FloorMapView-matchName">{person.name}</span>
                      {person.divisions && person.divisions.length > 0 && (
                        <span className="kz-FloorMapView-matchDivision">{person.divisions.join('・')}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Dialog>
      </AriaPopover>
    </div>
  );
}

function PersonCard({ person, actions }: { person: FloorMapPerson; actions?: ReactNode }) {
  return (
    <div className="kz-FloorMapView-person">
      <Heading slot="title" className="kz-FloorMapView-cardTitle">
        {person.name}
      </Heading>
      {person.kana && <p className="kz-FloorMapView-kana">{person.kana}</p>}
      {person.divisions && person.divisions.length > 0 && (
        <p className="kz-FloorMapView-divisions">{person.divisions.join('・')}</p>
      )}
      {person.place && (
        <p className="kz-FloorMapView-place">
          <Icon name="mapPin" size={14} /> {person.place}
        </p>
      )}
      {person.presence && <PresenceIndicator kind={person.presence.kind} label={person.presence.label} />}
      {actions != null && <div className="kz-FloorMapView-actions">{actions}</div>}
    </div>
  );
}
