import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { BizcardCropper, clampArea } from './BizcardCropper';

function renderCropper(language: 'en' | 'ja' = 'en') {
  const onCrop = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <BizcardCropper
      src="/front/bizcardImage/7"
      alt="Business card of 佐藤 花子"
      width={1000}
      height={600}
      isSaving={false}
      onCrop={onCrop}
      onCancel={onCancel}
    />,
    { language },
  );
  return { onCrop, onCancel };
}

describe('BizcardCropper', () => {
  it('starts with the card inset by 5 % and crops to it', async () => {
    const user = userEvent.setup();
    const { onCrop } = renderCropper();
    expect(screen.getByRole('group', { name: 'Selected area: from 50, 30, 900 × 540 pixels' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crop to the selection' }));
    expect(onCrop).toHaveBeenCalledWith({ x: 50, y: 30, width: 900, height: 540 });
  });

  it('moves the selection with the arrow keys and sizes it with Shift, never past the image', async () => {
    const user = userEvent.setup();
    const { onCrop } = renderCropper();
    const box = screen.getByRole('group', { name: /Selected area/ });
    box.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(box).toHaveAccessibleName('Selected area: from 38, 18, 900 × 540 pixels');
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(box).toHaveAccessibleName('Selected area: from 39, 18, 900 × 540 pixels');
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    // 900 + 6 × 12 would pass the right edge: the box stops at it.
    expect(box).toHaveAccessibleName('Selected area: from 39, 18, 961 × 540 pixels');
    await user.click(screen.getByRole('button', { name: 'Crop to the selection' }));
    expect(onCrop).toHaveBeenCalledWith({ x: 39, y: 18, width: 961, height: 540 });
  });

  it('takes exact numbers, and refuses an area outside the image in Japanese', async () => {
    const user = userEvent.setup();
    const { onCrop } = renderCropper('ja');
    const width = screen.getByRole('spinbutton', { name: '幅 (px)' });
    await user.clear(width);
    await user.type(width, '2000');
    expect(screen.getByText('1 から 950 までの整数を入力してください。')).toBeVisible();
    expect(screen.getByRole('button', { name: '選択範囲で切り抜く' })).toBeDisabled();
    await user.clear(width);
    await user.type(width, '400');
    fireEvent.blur(width);
    await user.click(screen.getByRole('button', { name: '選択範囲で切り抜く' }));
    expect(onCrop).toHaveBeenCalledWith({ x: 50, y: 30, width: 400, height: 540 });
  });

  it('keeps any area inside the image', () => {
    expect(clampArea({ x: -5, y: 590, width: 2000, height: 50 }, 1000, 600)).toEqual({
      x: 0,
      y: 590,
      width: 1000,
      height: 10,
    });
  });
});
