// The page bench/floorMap.mjs loads: the real FloorMapView with generated people, driven from the
// outside through `window.floorMapBench`.
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { FloorMapView } from '../../packages/ui/src/FloorMapView/FloorMapView';
import type { FloorMapViewHandle } from '../../packages/ui/src/FloorMapView/FloorMapView';
import { SAMPLE_MAP_SIZE, sampleAreas, samplePeople } from '../../packages/ui/src/FloorMapView/sampleFloor';
import '../../packages/ui/src/styles/index.css';

interface FloorMapBench {
  mount: (count: number) => Promise<{ drawMs: number; firstFrameMs: number; commitMs: number }>;
  pan: (durationMs: number, zoom: number) => Promise<{ frameMs: number[]; drawMs: number[] }>;
}

declare global {
  interface Window {
    floorMapBench: FloorMapBench;
  }
}

const handle = createRef<FloorMapViewHandle>();
let drawTimes: number[] = [];

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

window.floorMapBench = {
  async mount(count) {
    // Generating the people is the caller's work, not the map's: it is left out of the timing.
    const people = samplePeople(count);
    const areas = sampleAreas();
    const root = createRoot(document.getElementById('root')!);
    const started = performance.now();
    let firstDrawEnd = 0;
    flushSync(() =>
      root.render(
        <FloorMapView
          ref={handle}
          label="Benchmark floor"
          mapSize={SAMPLE_MAP_SIZE}
          people={people}
          areas={areas}
          onDraw={(ms) => {
            drawTimes.push(ms);
            if (!firstDrawEnd) firstDrawEnd = performance.now();
          }}
        />,
      ),
    );
    const committed = performance.now();
    // The frame is on screen once the browser has run the next animation frame and painted.
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return {
      drawMs: firstDrawEnd - started,
      commitMs: committed - started,
      firstFrameMs: performance.now() - started,
    };
  },
  async pan(durationMs, zoom) {
    handle.current!.fit();
    if (zoom !== 1) handle.current!.zoomBy(zoom);
    await nextFrame();
    await nextFrame();
    drawTimes = [];
    const frameMs: number[] = [];
    let last = await nextFrame();
    const end = last + durationMs;
    for (let step = 0; last < end; step++) {
      // A slow circle, as a hand drags the floor around.
      handle.current!.panBy(Math.cos(step / 30) * 9, Math.sin(step / 30) * 6);
      const now = await nextFrame();
      frameMs.push(now - last);
      last = now;
    }
    return { frameMs, drawMs: drawTimes };
  },
};
