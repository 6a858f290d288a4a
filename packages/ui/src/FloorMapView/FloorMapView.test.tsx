import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloorMapView } from './FloorMapView';
import type { FloorMapPerson } from './FloorMapView';

const MAP = { width: 800, height: 600 };
const yamada: FloorMapPerson = {
  id: '1',
  name: '山田 太郎',
  kana: 'やまだ たろう',
  divisions: ['営業部'],
  x: 400,
  y: 300,
  presence: { kind: 'available', label: '連絡可能' },
};
const sato: FloorMapPerson = {
  id: '2',
  name: '佐藤 花子',
  kana: 'さとう はなこ',
  divisions: ['総務部'],
  x: 60,
  y: 60,
};

beforeEach(() => {
  // jsdom has no layout and no 2D canvas: the viewport gets a size, drawing is skipped.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width: 800,
    height: 600,
    right: 800,
    bottom: 600,
    toJSON: () => ({}),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FloorMapView', () => {
  it('opens the card of the person at the centre with Enter, with presence and the call action', async () => {
    const user = userEvent.setup();
    const onPersonSelect = vi.fn();
    render(
      <FloorMapView
        label="本社 3F"
        mapSize={MAP}
        people={[yamada, sato]}
        onPersonSelect={onPersonSelect}
        renderPersonActions={(person) => <button type="button">{`${person.name} に発信`}</button>}
      />,
    );
    const map = screen.getByRole('application', { name: '本社 3F' });
    // Reached by Tab after the search and the zoom buttons.
    for (let step = 0; step < 8 && document.activeElement !== map; step++) await user.tab();
    expect(map).toHaveFocus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: '山田 太郎' });
    expect(within(card).getByText('やまだ たろう')).toBeInTheDocument();
    expect(within(card).getByText('営業部')).toBeInTheDocument();
    expect(within(card).getByText('連絡可能')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '山田 太郎 に発信' })).toBeInTheDocument();
    expect(onPersonSelect).toHaveBeenCalledWith(yamada);
  });

  it('opens a card when a marker is clicked, and nothing on empty floor', () => {
    render(<FloorMapView label="3F" mapSize={MAP} people={[yamada]} />);
    const map = screen.getByRole('application', { name: '3F' });
    // The floor is fitted at 96 %: yamada's marker is at the viewport's centre.
    fireEvent.pointerDown(map, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(map, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.pointerDown(map, { button: 0, pointerId: 2, clientX: 402, clientY: 301 });
    fireEvent.pointerUp(map, { button: 0, pointerId: 2, clientX: 402, clientY: 301 });
    expect(screen.getByRole('dialog', { name: '山田 太郎' })).toBeInTheDocument();
  });

  it('zooms into a cluster of people standing together, then lists them', async () => {
    const user = userEvent.setup();
    const twins = [
      { ...yamada, id: 'a', name: '鈴木 一郎' },
      { ...yamada, id: 'b', name: '鈴木 二郎', x: 401 },
    ];
    render(<FloorMapView label="3F" mapSize={MAP} people={twins} />);
    act(() => screen.getByRole('application').focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Zoomed in on 2 people.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}{Enter}{Enter}');
    const card = await screen.findByRole('dialog', { name: '2 people' });
    expect(within(card).getByRole('button', { name: /鈴木 一郎/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /鈴木 二郎/ })).toBeInTheDocument();
  });

  it('finds a person by kana, highlights them and says so', async () => {
    const user = userEvent.setup();
    const onHighlightChange = vi.fn();
    render(
      <FloorMapView label="3F" mapSize={MAP} people={[yamada, sato]} onHighlightChange={onHighlightChange} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find a person on this floor' }), 'さとう');
    await user.click(screen.getByRole('button', { name: /佐藤 花子/ }));
    expect(onHighlightChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByText('佐藤 花子 is highlighted at the centre of the map.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'tanaka');
    expect(screen.getByRole('status')).toHaveTextContent('No one on this floor matches “tanaka”.');
  });

  it('lists the people on the floor for screen readers', async () => {
    render(<FloorMapView label="3F" mapSize={MAP} people={[yamada, sato]} />);
    const list = await screen.findByRole('list', { name: 'People on this floor (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['山田 太郎、営業部、連絡可能', '佐藤 花子、総務部']);
  });

  it('lists a crowded floor a share per frame until everyone is in the list', async () => {
    const crowd = Array.from({ length: 600 }, (_, index) => ({
      ...sato,
      id: `p${index}`,
      name: `社員 ${index}`,
    }));
    render(<FloorMapView label="3F" mapSize={MAP} people={crowd} />);
    const list = await screen.findByRole('list', { name: 'People on this floor (600)' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(600));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('社員 599');
  });

  it('says when no one is on the floor, and shows the failure with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<FloorMapView label="3F" mapSize={MAP} people={[]} />);
    expect(screen.getByText('No one is located on this floor right now.')).toBeInTheDocument();
    rerender(<FloorMapView label="3F" mapSize={MAP} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The location could not be obtained.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<FloorMapView label="3F" mapSize={MAP} status="loading" />);
    expect(screen.getByText('Loading the floor map…')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  describe('drawing', () => {
    /** What a canvas was asked to draw: each `drawImage` with its source and position. */
    interface Drawn {
      images: { source: unknown; x: number; y: number }[];
      calls: string[];
    }
    const drawn = new Map<HTMLCanvasElement, Drawn>();
    const recordOf = (canvas: HTMLCanvasElement) => {
      let record = drawn.get(canvas);
      if (!record) drawn.set(canvas, (record = { images: [], calls: [] }));
      return record;
    };
    // A 2D context that records what it is asked to draw (jsdom draws nothing).
    const fakeContext = (canvas: HTMLCanvasElement) =>
      new Proxy({} as Record<string | symbol, unknown>, {
        get(target, name) {
          if (name in target) return target[name];
          if (name === 'canvas') return canvas;
          if (name === 'measureText') return () => ({ width: 40 });
          return (...args: unknown[]) => {
            const record = recordOf(canvas);
            record.calls.push(String(name));
            if (name === 'drawImage')
              record.images.push({ source: args[0], x: args[1] as number, y: args[2] as number });
          };
        },
        set(target, name, value) {
          target[name] = value;
          return true;
        },
      });

    /** Waits until the map has drawn the frame it asked for. */
    const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

    beforeEach(() => {
      drawn.clear();
      const contexts = new WeakMap<HTMLCanvasElement, unknown>();
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
        this: HTMLCanvasElement,
      ) {
        if (!contexts.has(this)) contexts.set(this, fakeContext(this));
        return contexts.get(this) as CanvasRenderingContext2D;
      } as unknown as typeof HTMLCanvasElement.prototype.getContext);
      vi.stubGlobal(
        'Path2D',
        class {
          moveTo() {}
          lineTo() {}
          closePath() {}
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('pans by moving the drawn floor, and a click after panning opens the person now under it', async () => {
      const { container } = render(
        <FloorMapView
          label="3F"
          mapSize={MAP}
          people={[yamada, sato]}
          areas={[
            {
              kind: 'room',
              points: [
                { x: 0, y: 0 },
                { x: 100, y: 0 },
                { x: 100, y: 100 },
              ],
            },
          ]}
        />,
      );
      const screenCanvas = container.querySelector('canvas')!;
      const map = screen.getByRole('application', { name: '3F' });
      const screenDraws = () => recordOf(screenCanvas).images;
      await nextFrame();
      const before = screenDraws().at(-1)!;
      const layer = before.source as HTMLCanvasElement;
      // The floor layer holds both markers, drawn once.
      expect(recordOf(layer).images).toHaveLength(2);
      const framesBefore = screenDraws().length;

      // Drag the floor 50 px right and 30 px down.
      fireEvent.pointerDown(map, { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(map, { pointerId: 1, clientX: 150, clientY: 130 });
      fireEvent.pointerUp(map, { button: 0, pointerId: 1, clientX: 150, clientY: 130 });
      await nextFrame();
      expect(screenDraws()).toHaveLength(framesBefore + 1);
      const after = screenDraws().at(-1)!;
      expect(after.source).toBe(layer);
      expect([after.x - before.x, after.y - before.y]).toEqual([50, 30]);
      // Panning did not draw the people again.
      expect(recordOf(layer).images).toHaveLength(2);

      // Where yamada was is now empty floor; where she is now opens her card.
      fireEvent.pointerDown(map, { button: 0, pointerId: 2, clientX: 402, clientY: 301 });
      fireEvent.pointerUp(map, { button: 0, pointerId: 2, clientX: 402, clientY: 301 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      fireEvent.pointerDown(map, { button: 0, pointerId: 3, clientX: 452, clientY: 331 });
      fireEvent.pointerUp(map, { button: 0, pointerId: 3, clientX: 452, clientY: 331 });
      expect(screen.getByRole('dialog', { name: '山田 太郎' })).toBeInTheDocument();
    });

    it('draws the floor again, with markers, when zooming changes the scale', async () => {
      const user = userEvent.setup();
      const { container } = render(<FloorMapView label="3F" mapSize={MAP} people={[yamada, sato]} />);
      const screenCanvas = container.querySelector('canvas')!;
      await nextFrame();
      const layer = recordOf(screenCanvas).images[0]!.source as HTMLCanvasElement;
      expect(recordOf(layer).images).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      await nextFrame();
      // Zoomed in on the centre: yamada (at the centre) is drawn again, sato (near the corner) is off screen.
      expect(recordOf(layer).images.length).toBeGreaterThan(2);
    });
  });
});
