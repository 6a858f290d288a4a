import type { FloorDefinition } from '@kizuna/api-client/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AreaEditor } from './AreaEditor';
import type { AreaEditorProps } from './AreaEditor';

/** A 1000 × 500 px image at 10 px per foot, with one seat. */
const FLOOR: FloorDefinition = {
  floorId: 7,
  floorType: 'IBASHO',
  aesUid: '7',
  aesUidString: '7',
  calibrationModelId: '7',
  name: '3F North',
  floorNumber: 3,
  hierarchyName: 'Tokyo HQ',
  outdoor: false,
  dimension: { length: 50, width: 100, height: 10, offsetX: 0, offsetY: 0, unit: 'FEET' },
  image: {
    imageName: 'floor-7.png',
    zoomLevel: 0,
    width: 1000,
    height: 500,
    size: 1234,
    maxResolution: 1000,
    colorDepth: 24,
  },
  calibration: { pixelsPerUnit: 10, originX: 0, originY: 0, calibrated: true },
  areas: [
    {
      areaId: 41,
      floorId: 7,
      name: 'Seat A1',
      kind: 'SEAT',
      geometry: { shape: 'RECT', x: 2, y: 2, width: 4, height: 3 },
    },
  ],
  updatedAt: '2026-11-27T07:00:00.000Z',
};

function renderEditor(onSave: AreaEditorProps['onSave'], language: 'en' | 'ja' = 'en') {
  const onRemove = vi.fn();
  renderWithProviders(
    <AreaEditor floor={FLOOR} imageSrc="/front/floorImage/7?v=1" onSave={onSave} onRemove={onRemove} />,
    { language },
  );
  // The image is shown at half its size, 500 × 250 px from the viewport's corner (20, 10).
  const canvas = screen.getByTestId('area-canvas');
  canvas.getBoundingClientRect = () =>
    ({ left: 20, top: 10, width: 500, height: 250, right: 520, bottom: 260, x: 20, y: 10 }) as DOMRect;
  return { canvas, onRemove };
}

function drag(canvas: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: to[0], clientY: to[1] });
}

describe('AreaEditor', () => {
  it('turns a rectangle dragged on the image into a new area in floor units', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<AreaEditorProps['onSave']>(async () => null);
    const { canvas } = renderEditor(onSave);
    // From image pixel (100, 100) to (300, 200): 10 ft from each edge, 20 ft wide, 10 ft deep.
    drag(canvas, [70, 60], [170, 110]);
    expect(screen.getByRole('textbox', { name: /^X \(feet\)/ })).toHaveValue('10');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Room Sakura');
    await user.click(screen.getByRole('button', { name: /Kind/ }));
    await user.click(screen.getByRole('option', { name: 'Room' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(null, {
      name: 'Room Sakura',
      kind: 'ROOM',
      geometry: { shape: 'RECT', x: 10, y: 10, width: 20, height: 10 },
    });
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of coordinates off the map on the field, in Japanese', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<AreaEditorProps['onSave']>(async () => [{ path: 'body.geometry', key: 'invalid' }]);
    renderEditor(onSave, 'ja');
    await user.click(screen.getByRole('button', { name: 'Seat A1 を変更' }));
    const width = screen.getByRole('textbox', { name: /^幅/ });
    await user.clear(width);
    await user.type(width, '400');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith(41, {
      name: 'Seat A1',
      kind: 'SEAT',
      geometry: { shape: 'RECT', x: 2, y: 2, width: 400, height: 3 },
    });
    expect(screen.getByRole('textbox', { name: /^X/ })).toHaveAccessibleDescription(
      'エリアはフロアの内側に収めてください。',
    );
    expect(screen.getByRole('textbox', { name: /^幅/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('selects an area clicked on the image, and lists every area with its actions', async () => {
    const user = userEvent.setup();
    const { canvas, onRemove } = renderEditor(vi.fn(async () => null));
    // Seat A1 spans image pixels 20–60 × 20–50, on screen 30–50 × 20–35.
    drag(canvas, [40, 28], [40, 28]);
    expect(screen.getByRole('heading', { name: 'Change Seat A1' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Seat A1/ });
    expect(within(row).getByText('X 2, Y 2 feet')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Seat A1' }));
    expect(onRemove).toHaveBeenCalledWith(FLOOR.areas[0]);
  });
});
