import { createKizunaClient } from '@kizuna/api-client';
import type { ExternalContactDetail } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { BusinessCardPanel } from './BusinessCardPanel';

/** A server nobody listens on: every call fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

const detail = {
  contactId: 7,
  fullname: '佐藤 花子',
  editable: true,
  hasBizcard: true,
  bizcardUpdatedAt: '2026-11-21T10:00:00.000Z',
  ocrStatus: 'CAN_SEND',
  ocrResult: null,
  ocrStatusUpdatedAt: null,
  ocrCanSend: true,
  ocrAvailable: true,
} as unknown as ExternalContactDetail;

function renderPanel(overrides: Partial<ExternalContactDetail>, language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <BusinessCardPanel
        folderType="personal"
        detail={{ ...detail, ...overrides }}
        currentValues={{}}
        onApply={vi.fn()}
        applyMode="form"
      />
    </ClientProvider>,
    { language },
  );
}

describe('BusinessCardPanel', () => {
  it('shows the card with upload, camera, crop and read actions', () => {
    renderPanel({});
    expect(screen.getByRole('region', { name: 'Business card' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Business card of 佐藤 花子' })).toHaveAttribute(
      'src',
      `/front/bizcardImage/7?v=${encodeURIComponent('2026-11-21T10:00:00.000Z')}`,
    );
    expect(screen.getByRole('button', { name: 'Upload another card image' })).toBeEnabled();
    expect(screen.getByLabelText('Take a photo of the card')).toHaveAttribute('capture', 'environment');
    expect(screen.getByRole('button', { name: 'Read with OCR' })).toBeEnabled();
  });

  it('says when OCR is not available and offers no reading', () => {
    renderPanel({ ocrAvailable: false, ocrCanSend: false }, 'ja');
    expect(
      screen.getByText('このサーバーでは OCR による名刺の読み取りをご利用いただけません。'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'OCR で読み取る' })).not.toBeInTheDocument();
  });

  it('shows progress while the card is being read, with the actions that would change it disabled', () => {
    renderPanel({ ocrStatus: 'SENDING', ocrCanSend: false });
    expect(screen.getByRole('progressbar', { name: 'Reading the card…' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read with OCR' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload another card image' })).toBeDisabled();
  });

  it('refuses a file that is not an image before sending, and says so when the server cannot be reached', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel({ hasBizcard: false, bizcardUpdatedAt: null });
    expect(screen.getByText('No business card yet.')).toBeVisible();
    await user.upload(screen.getByTestId('bizcard-file-input'), new File(['%PDF'], 'card.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a GIF, JPEG or PNG image.');
    await user.upload(
      screen.getByTestId('bizcard-file-input'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'card.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('The card image could not be saved. Try again.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });
});
