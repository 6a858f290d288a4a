/** Where the map is looked at from: screen = map × scale + offset (CSS pixels). */
export interface MapTransform {
  scale: number;
  x: number;
  y: number;
}

/** A point on the map, in the map's own units (the floor image's pixels). */
export interface MapPoint {
  x: number;
  y: number;
}

/** Markers closer than this on screen (CSS pixels) are drawn as one counted cluster. */
export const CLUSTER_CELL_PX = 22;
/**
 * Half the side of the square a press chooses a marker in (CSS pixels): a 32 px target around
 * every dot, which a finger on a phone hits (where two overlap, the nearer marker wins).
 */
export const HIT_HALF_PX = 16;

/** One drawn marker: a single person (`members.length === 1`) or a counted cluster. */
export interface MarkerCluster {
  /** Map position of the marker: the members' centroid. */
  x: number;
  y: number;
  /** Indexes into the people array. */
  members: number[];
  /** Grid cell key the cluster was built in (for hit-testing its neighbours). */
  cell: string;
}

/** Clusters with a grid index over them, valid for the scale they were built at. */
export interface ClusterIndex {
  scale: number;
  /** Cell size in map units: `CLUSTER_CELL_PX / scale`. */
  cellSize: number;
  clusters: MarkerCluster[];
  byCell: Map<string, MarkerCluster>;
}

const cellKey = (cx: number, cy: number) => `${cx},${cy}`;

/**
 * Groups points into grid cells of `CLUSTER_CELL_PX` screen pixels at `scale`: each non-empty cell
 * is one marker at its members' centroid. O(n), so it runs on every zoom step; panning reuses it.
 */
export function buildClusters(points: readonly MapPoint[], scale: number): ClusterIndex {
  const cellSize = CLUSTER_CELL_PX / scale;
  const byCell = new Map<string, MarkerCluster>();
  const sums = new Map<string, { sx: number; sy: number }>();
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const cx = Math.floor(p.x / cellSize);
    const cy = Math.floor(p.y / cellSize);
    const key = cellKey(cx, cy);
    const existing = byCell.get(key);
    if (existing) {
      existing.members.push(i);
      const sum = sums.get(key)!;
      sum.sx += p.x;
      sum.sy += p.y;
    } else {
      byCell.set(key, { x: p.x, y: p.y, members: [i], cell: key });
      sums.set(key, { sx: p.x, sy: p.y });
    }
  }
  const clusters: MarkerCluster[] = [];
  for (const [key, cluster] of byCell) {
    const sum = sums.get(key)!;
    cluster.x = sum.sx / cluster.members.length;
    cluster.y = sum.sy / cluster.members.length;
    clusters.push(cluster);
  }
  return { scale, cellSize, clusters, byCell };
}

/** The marker under a screen point, looking only in the point's grid cell and its neighbours. */
export function hitTest(
  index: ClusterIndex,
  transform: MapTransform,
  screenX: number,
  screenY: number,
): MarkerCluster | undefined {
  const mx = (screenX - transform.x) / transform.scale;
  const my = (screenY - transform.y) / transform.scale;
  const cx = Math.floor(mx / index.cellSize);
  const cy = Math.floor(my / index.cellSize);
  let best: MarkerCluster | undefined;
  let bestDistance = Infinity;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const cluster = index.byCell.get(cellKey(cx + dx, cy + dy));
      if (!cluster) continue;
      const offsetX = cluster.x * transform.scale + transform.x - screenX;
      const offsetY = cluster.y * transform.scale + transform.y - screenY;
      if (Math.abs(offsetX) > HIT_HALF_PX || Math.abs(offsetY) > HIT_HALF_PX) continue;
      const distance = Math.hypot(offsetX, offsetY);
      if (distance < bestDistance) {
        best = cluster;
        bestDistance = distance;
      }
    }
  }
  return best;
}

/** The marker nearest a screen point among those on screen (the keyboard's target). */
export function nearestOnScreen(
  index: ClusterIndex,
  transform: MapTransform,
  viewport: { width: number; height: number },
  screenX: number,
  screenY: number,
): MarkerCluster | undefined {
  let best: MarkerCluster | undefined;
  let bestDistance = Infinity;
  for (const cluster of index.clusters) {
    const sx = cluster.x * transform.scale + transform.x;
    const sy = cluster.y * transform.scale + transform.y;
    if (sx < 0 || sy < 0 || sx > viewport.width || sy > viewport.height) continue;
    const distance = Math.hypot(sx - screenX, sy - screenY);
    if (distance < bestDistance) {
      best = cluster;
      bestDistance = distance;
    }
  }
  return best;
}

/** The transform that shows the whole map centred in the viewport, with a small margin. */
export function fitTransform(
  map: { width: number; height: number },
  viewport: { width: number; height: number },
): MapTransform {
  if (map.width <= 0 || map.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return { scale: 1, x: 0, y: 0 };
  }
  const scale = Math.min(viewport.width / map.width, viewport.height / map.height) * 0.96;
  return {
    scale,
    x: (viewport.width - map.width * scale) / 2,
    y: (viewport.height - map.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the screen point (`sx`, `sy`) still; the scale stays within bounds. */
export function zoomAt(
  transform: MapTransform,
  factor: number,
  sx: number,
  sy: number,
  bounds: { min: number; max: number },
): MapTransform {
  const scale = Math.min(bounds.max, Math.max(bounds.min, transform.scale * factor));
  const applied = scale / transform.scale;
  return { scale, x: sx - (sx - transform.x) * applied, y: sy - (sy - transform.y) * applied };
}

/** The transform at `scale` that puts a map point at the viewport's centre. */
export function centreOn(
  point: MapPoint,
  scale: number,
  viewport: { width: number; height: number },
): MapTransform {
  return { scale, x: viewport.width / 2 - point.x * scale, y: viewport.height / 2 - point.y * scale };
}

/**
 * A rectangle of the scaled floor in device pixels: `x` = map x × scale × devicePixelRatio, so a
 * region keeps its place while the view pans and is redrawn only when the scale changes.
 */
export interface LayerRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far markers reach beyond the floor's edge (CSS pixels): the largest cluster and its ring. */
export const MARKER_OVERHANG_PX = 20;
/** The most device pixels a cached floor layer may hold (32 MB of RGBA). */
export const MAX_LAYER_PIXELS = 8_000_000;

/** The part of the scaled floor (with the markers' overhang) that the viewport shows, or `null`. */
function visiblePart(
  transform: MapTransform,
  viewport: { width: number; height: number },
  map: { width: number; height: number },
  ratio: number,
  marginX: number,
  marginY: number,
) {
  const left = Math.max(-transform.x - marginX, -MARKER_OVERHANG_PX) * ratio;
  const top = Math.max(-transform.y - marginY, -MARKER_OVERHANG_PX) * ratio;
  const right =
    Math.min(-transform.x + viewport.width + marginX, map.width * transform.scale + MARKER_OVERHANG_PX) *
    ratio;
  const bottom =
    Math.min(-transform.y + viewport.height + marginY, map.height * transform.scale + MARKER_OVERHANG_PX) *
    ratio;
  return { left, top, right, bottom };
}

/**
 * The region of the scaled floor worth drawing once for the current view: what is on screen and,
 * where the floor goes on, up to half a viewport around it (so panning only moves the drawn layer),
 * within `MAX_LAYER_PIXELS`. With the whole floor in view, that is the whole floor.
 */
export function layerRegion(
  transform: MapTransform,
  viewport: { width: number; height: number },
  map: { width: number; height: number },
  ratio: number,
): LayerRegion {
  const area = viewport.width * viewport.height * ratio * ratio;
  const spare = area > 0 ? Math.sqrt(MAX_LAYER_PIXELS / area) : 1;
  const margin = Math.min(0.5, Math.max(0, (spare - 1) / 2));
  const part = visiblePart(
    transform,
    viewport,
    map,
    ratio,
    viewport.width * margin,
    viewport.height * margin,
  );
  const x = Math.floor(part.left);
  const y = Math.floor(part.top);
  return {
    x,
    y,
    width: Math.max(0, Math.ceil(part.right) - x),
    height: Math.max(0, Math.ceil(part.bottom) - y),
  };
}

/** Whether a layer drawn for `region` still holds everything the view shows of the floor. */
export function regionCovers(
  region: LayerRegion,
  transform: MapTransform,
  viewport: { width: number; height: number },
  map: { width: number; height: number },
  ratio: number,
): boolean {
  const part = visiblePart(transform, viewport, map, ratio, 0, 0);
  // Nothing of the floor is in view: there is nothing to cover.
  if (part.right <= part.left || part.bottom <= part.top) return true;
  return (
    part.left >= region.x &&
    part.top >= region.y &&
    part.right <= region.x + region.width &&
    part.bottom <= region.y + region.height
  );
}
