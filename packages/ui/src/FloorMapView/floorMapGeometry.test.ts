import { describe, expect, it } from 'vitest';
import { buildClusters, centreOn, fitTransform, hitTest, zoomAt } from './floorMapGeometry';

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
});
