import { describe, expect, it } from 'vitest';
import {
  buildClusters,
  centreOn,
  fitTransform,
  hitTest,
  layerRegion,
  regionCovers,
  zoomAt,
} from './floorMapGeometry';

describe('floor map geometry', () => {
  it('groups people a few pixels apart into one counted marker and keeps distant ones apart', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 103, y: 102 },
      { x: 400, y: 300 },
    ];
    const index = buildClusters(points, 1);
    const sizes = index.clusters.map((cluster) => cluster.members.length).sort();
    expect(sizes).toEqual([1, 2]);
    // Zoomed in far enough, the two become separate markers.
    expect(buildClusters(points, 20).clusters).toHaveLength(3);
  });

  it('finds the marker under a click and nothing on empty floor', () => {
    const points = [
      { x: 50, y: 50 },
      { x: 500, y: 500 },
    ];
    const transform = { scale: 2, x: 10, y: 20 };
    const index = buildClusters(points, transform.scale);
    const hit = hitTest(index, transform, 50 * 2 + 10 + 3, 50 * 2 + 20 - 2);
    expect(hit?.members).toEqual([0]);
    expect(hitTest(index, transform, 300, 300)).toBeUndefined();
  });

  it('zooms around the pointer and centres a person', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const zoomed = zoomAt(start, 2, 100, 50, { min: 0.5, max: 8 });
    // The map point under the pointer stays under it.
    expect((100 - zoomed.x) / zoomed.scale).toBeCloseTo(100);
    expect((50 - zoomed.y) / zoomed.scale).toBeCloseTo(50);
    expect(zoomAt(start, 100, 0, 0, { min: 0.5, max: 8 }).scale).toBe(8);
    const centred = centreOn({ x: 30, y: 40 }, 2, { width: 200, height: 100 });
    expect(30 * centred.scale + centred.x).toBe(100);
    expect(40 * centred.scale + centred.y).toBe(50);
    const fit = fitTransform({ width: 1280, height: 582 }, { width: 640, height: 582 });
    expect(1280 * fit.scale).toBeLessThanOrEqual(640);
  });

  it('draws the whole floor once when it is all in view, and a region around the view when zoomed in', () => {
    const map = { width: 1280, height: 582 };
    const viewport = { width: 1366, height: 700 };
    const fitted = fitTransform(map, viewport);
    const whole = layerRegion(fitted, viewport, map, 2);
    // The whole floor and the markers' overhang, in device pixels at ratio 2.
    expect(whole.x).toBe(-40);
    expect(whole.width).toBe(Math.ceil((1280 * fitted.scale + 20) * 2) + 40);
    // Panning never leaves it.
    expect(regionCovers(whole, { ...fitted, x: fitted.x + 300, y: fitted.y - 200 }, viewport, map, 2)).toBe(
      true,
    );

    const zoomed = zoomAt(fitted, 4, 683, 350, { min: 0.1, max: 20 });
    const around = layerRegion(zoomed, viewport, map, 1);
    expect(around.width).toBeLessThan(1280 * zoomed.scale);
    expect(around.width * around.height).toBeLessThanOrEqual(8_000_000);
    expect(regionCovers(around, { ...zoomed, x: zoomed.x - 100 }, viewport, map, 1)).toBe(true);
    // Half a viewport further on, the view reaches past what was drawn.
    expect(regionCovers(around, { ...zoomed, x: zoomed.x - 800 }, viewport, map, 1)).toBe(false);
  });
});
