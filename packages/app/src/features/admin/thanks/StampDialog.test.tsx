import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import type { ThanksStamp } from '@kizuna/api-client/contract';
import { StampDialog } from './StampDialog';

const ICONS = ['STAR', 'BLINK', 'HEART'] as const;

describe('StampDialog', () => {
  it("shows the stamp's own image in the preview and offers to replace it or use the icon again", async () => {
    const user = userEvent.setup();
    const onRemoveImage = vi.fn(async () => undefined);
    const stamp: ThanksStamp = {
      stampId: 1,
      heading: 'ありがとう',
      color: 'PINK',
      icon: 'HEART',
      isEffective: true,
      iconUrl: '/front/thanks/stampIcon/1?v=2',
    };
    renderWithProviders(
      <StampDialog
        stamp={stamp}
        icons={ICONS}
        onSave={async () => true}
        onUploadImage={async () => undefined}
        onRemoveImage={onRemoveImage}
        onClose={() => undefined}
      />,
    );
    const preview = await screen.findByText('Preview', { exact: false });
    expect(preview.querySelector('img')).toHaveAttribute('src', '/front/thanks/stampIcon/1?v=2');
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the icon' }));
    expect(onRemoveImage).toHaveBeenCalledOnce();
  });

  it('offers no image to a stamp not yet added, and names BLINK in Japanese', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StampDialog stamp={null} icons={ICONS} onSave={async () => true} onClose={() => undefined} />,
      { language: 'ja' },
    );
    expect(screen.queryByRole('button', { name: '画像を追加' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /アイコン/ }));
    expect(await screen.findByRole('option', { name: /キラッ/ })).toBeInTheDocument();
  });
});
