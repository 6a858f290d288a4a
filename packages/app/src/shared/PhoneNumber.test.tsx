import { createKizunaClient } from '@kizuna/api-client';
import { CALL_CONTROL_MODES } from '@kizuna/api-client/contract';
import type { CallControlMode } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ClientProvider } from '../api/ClientContext';
import { PhoneNumber } from './PhoneNumber';

function renderPhone(mode: CallControlMode, dynamicScheme: string | null = null, number = '03-1234-5678') {
  return renderWithProviders(
    <PhoneNumber number={number} label="Mobile" settings={{ mode, dynamicScheme }} />,
  );
}

describe('PhoneNumber per call control mode', () => {
  it('is a tel: link in TEL_COLON mode, dialling only the digits', () => {
    renderPhone('TEL_COLON', null, '+81 (3) 1234-5678');
    const link = screen.getByRole('link', { name: 'Call Mobile 03-1234-5678' });
    expect(link).toHaveAttribute('href', 'tel:+81312345678');
  });

  it("uses the tenant's own scheme in DYNAMIC_SCHEME mode", () => {
    renderPhone('DYNAMIC_SCHEME', 'ciscotel');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'ciscotel:0312345678');
  });

  it('keeps * and # dialable', () => {
    renderPhone('TEL_COLON', null, '*82#1234');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:*82%231234');
  });

  it('never turns a dangerous or missing scheme into a link', () => {
    for (const scheme of ['javascript', 'JavaScript:', 'data', 'https', '', null, 'bad scheme']) {
      const { unmount } = renderPhone('DYNAMIC_SCHEME', scheme);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('03-1234-5678')).toBeInTheDocument();
      unmount();
    }
  });

  it('is plain text, not a link or a button, in VIEW_ONLY mode', () => {
    renderPhone('VIEW_ONLY', 'sip');
    expect(screen.getByText('03-1234-5678')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(CALL_CONTROL_MODES.filter((mode) => !['VIEW_ONLY', 'TEL_COLON', 'DYNAMIC_SCHEME'].includes(mode)))(
    'is a button that calls from the own line, not a link, in %s mode',
    (mode) => {
      const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
      renderWithProviders(
        <ClientProvider clients={{ client, silentClient: client }}>
          <PhoneNumber number="03-1234-5678" label="Mobile" settings={{ mode, dynamicScheme: 'sip' }} />
        </ClientProvider>,
      );
      expect(screen.getByRole('button', { name: 'Call Mobile 03-1234-5678' })).toHaveTextContent(
        '03-1234-5678',
      );
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
