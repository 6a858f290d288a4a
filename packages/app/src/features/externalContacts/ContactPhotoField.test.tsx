import { createKizunaClient } from '@kizuna/api-client';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { ContactPhotoField } from './ContactPhotoField';

/** A server nobody listens on: every call fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderField(photoUpdatedAt: string | null, language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <DialogServiceProvider service={createDialogService()}>
      <ClientProvider clients={{ client, silentClient: client }}>
        <ContactPhotoField contactId={42} fullname="佐藤 花子" photoUpdatedAt={photoUpdatedAt} />
      </ClientProvider>
    </DialogServiceProvider>,
    { language },
  );
}

describe('ContactPhotoField', () => {
  it('shows the photo of the contact with remove, or a placeholder with choose', () => {
    const { unmount } = renderField('2026-11-21T10:00:00.000Z');
    expect(screen.getByRole('img', { name: 'Photo of 佐藤 花子' })).toHaveAttribute(
      'src',
      `/front/contactImage/thumbnail/42?v=${encodeURIComponent('2026-11-21T10:00:00.000Z')}`,
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    unmount();
    renderField(null);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a gif, jpeg or png before sending, in Japanese', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderField(null, 'ja');
    await user.upload(screen.getByTestId('contact-photo-input'), new File(['%PDF'], 'card.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'gif、jpeg、jpg、png の画像を選択してください。',
    );
  });

  it('says so when the photo cannot reach the server', async () => {
    const user = userEvent.setup();
    renderField(null);
    await user.upload(
      screen.getByTestId('contact-photo-input'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The photo could not be saved. Try again.',
    );
  });

  it('asks before removing the photo', async () => {
    const user = userEvent.setup();
    renderField('2026-11-21T10:00:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove the photo of 佐藤 花子?');
  });
});
