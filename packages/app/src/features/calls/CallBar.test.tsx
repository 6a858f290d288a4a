import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lineInState } from '@kizuna/widgets';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../api/ClientContext';
import { CallBar } from './CallBar';
import { useCallStore } from './callStore';
import { IncomingCallPopup, saveAsContactHref } from './IncomingCallPopup';

/** A server nobody listens on: every action fails without an answer. */
const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });

function renderCalls(language: 'en' | 'ja' = 'en') {
  return renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <CallBar />
      <IncomingCallPopup />
    </ClientProvider>,
    { language },
  );
}

afterEach(() => useCallStore.getState().reset());

describe('call bar and incoming-call popup', () => {
  it('pops up a ringing call naming the caller, with the focus on Answer', async () => {
    useCallStore.getState().setStatus(lineInState('RINGING'));
    renderCalls();
    const popup = screen.getByRole('alertdialog', { name: 'Incoming call' });
    expect(popup).toHaveTextContent('山田 太郎');
    expect(popup).toHaveTextContent('営業一課');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Answer'));
    expect(popup).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('region', { name: 'Phone line' })).toHaveTextContent('Ringing');
  });

  it('offers to save an unknown caller as a contact (to the contacts page while no personal folder is known)', () => {
    const status = lineInState('RINGING');
    useCallStore.getState().setStatus({
      ...status,
      incomingCallContact: {
        fromNum: '0312345678',
        contactType: 'UNKNOWN',
        contactId: null,
        userId: null,
        fullname: null,
        kana: null,
        alphabet: null,
        position: null,
        divisionNames: [],
        companyName: null,
      },
    });
    renderCalls();
    expect(screen.getByRole('link', { name: 'Save as contact' })).toHaveAttribute(
      'href',
      '/externalContacts',
    );
  });

  it('prefills the add page of the personal folder with the number and name', () => {
    expect(saveAsContactHref(7, '03-1234-5678', '佐藤 一郎')).toBe(
      '/externalContacts/personal/add/7?phoneNumber=03-1234-5678&fullname=%E4%BD%90%E8%97%A4+%E4%B8%80%E9%83%8E',
    );
  });

  it('Escape closes the popup; the call bar still offers Answer', async () => {
    const user = userEvent.setup();
    useCallStore.getState().setStatus(lineInState('RINGING'));
    renderCalls();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Answer'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer' })).toBeInTheDocument();
  });

  it('shows a failed action with what to do, in Japanese too', async () => {
    const user = userEvent.setup();
    useCallStore.getState().setStatus(lineInState('TALKING'));
    renderCalls('ja');
    expect(screen.getByRole('region', { name: '電話回線' })).toHaveTextContent('通話中');
    await user.click(screen.getByRole('button', { name: '保留' }));
    // No answer at all is transient: retry later.
    expect(await screen.findByRole('alert')).toHaveTextContent('しばらくしてから再度お試しください。');
  });
});
