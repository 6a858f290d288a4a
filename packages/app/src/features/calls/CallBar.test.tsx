import { createKizunaClient } from '@kizuna/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lineCallingOut, lineInState } from '@kizuna/widgets/testing';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClientProvider } from '../../api/ClientContext';
import { usePrincipalStore } from '../session';
import type { Principal } from '../session';
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

/** The signed-in user's tenant in a call control mode (only the mode matters to the call bar). */
function inMode(name: 'CUCM' | 'HIENG' | 'AVAYA' | 'PBX_API') {
  usePrincipalStore.setState({
    principal: { tenantInfo: { callControlMode: { name } } } as unknown as Principal,
  });
}

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

  it('offers consult transfer while talking: the dialog opens and is filled from the keyboard', async () => {
    const user = userEvent.setup();
    inMode('CUCM');
    useCallStore.getState().setStatus(lineInState('TALKING'));
    renderCalls();
    const bar = screen.getByRole('region', { name: 'Phone line' });
    expect(within(bar).getByRole('button', { name: 'Transfer…' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Conference…' })).toBeInTheDocument();
    within(bar).getByRole('button', { name: 'Consult transfer…' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Talk to someone first, then transfer' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Number' }));
    await user.keyboard('12a');
    await user.click(within(dialog).getByRole('button', { name: 'Call first' }));
    expect(dialog).toHaveTextContent(
      'Enter a number with digits, * and # (a leading + is allowed; , pauses and ; waits after a digit).',
    );
  });

  it('a transfer shows the own line it acts from and sends both numbers', async () => {
    const user = userEvent.setup();
    const sent: { path: string; body: unknown }[] = [];
    const recording = createKizunaClient({
      baseURL: 'http://127.0.0.1:9',
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        sent.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) });
        return new Response(null, { status: 204 });
      },
    });
    inMode('CUCM');
    useCallStore.getState().setStatus(lineInState('TALKING'));
    renderWithProviders(
      <ClientProvider clients={{ client: recording, silentClient: recording }}>
        <CallBar />
      </ClientProvider>,
      { language: 'en' },
    );
    const bar = screen.getByRole('region', { name: 'Phone line' });
    await user.click(within(bar).getByRole('button', { name: 'Transfer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the call' });
    expect(dialog).toHaveTextContent('From your line 1000');
    await user.click(within(dialog).getByRole('textbox', { name: 'Number' }));
    await user.keyboard('1900');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        path: '/api/browser/pbx/cucmApi/directTransfer',
        body: { fromNumber: '1000', toNumber: '1900' },
      }),
    );
  });

  it('HIENG offers no consult transfer or conference, and names the states in its words', () => {
    inMode('HIENG');
    useCallStore.getState().setStatus(lineInState('TALKING'));
    renderCalls();
    const bar = screen.getByRole('region', { name: 'Phone line' });
    expect(bar).toHaveTextContent('On call');
    expect(within(bar).getByRole('button', { name: 'Hold' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Transfer…' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Consult transfer…' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Conference…' })).not.toBeInTheDocument();
  });

  it('AVAYA: a ringing line names the caller and says to answer on the phone, with no Answer', async () => {
    inMode('AVAYA');
    useCallStore.getState().setStatus(lineInState('RINGING'));
    renderCalls();
    const popup = screen.getByRole('alertdialog', { name: 'Incoming call' });
    expect(popup).toHaveTextContent('山田 太郎');
    expect(popup).toHaveTextContent('Answer on your phone.');
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Close'));
  });

  it('cloud phone, socket down: a polled incoming call newer than the first one pops up', async () => {
    const user = userEvent.setup();
    inMode('PBX_API');
    const latest = {
      callId: 8,
      calledAt: '2026-11-21T09:00:00.000Z',
      fromNum: '0355550901',
      contactType: 'EXTERNAL_PERSONAL' as const,
      contactId: 3,
      userId: null,
      fullname: '吉田 真由美',
      kana: null,
      alphabet: null,
      position: null,
      divisionNames: [],
      companyName: 'よしだ税理士事務所',
      registeredUserFullname: null,
      registeredAt: null,
      registeredUserContactId: null,
    };
    // The call that was latest when the page opened does not pop up again.
    useCallStore.getState().setLatestIncoming({ ...latest, callId: 7 });
    renderCalls();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => useCallStore.getState().setLatestIncoming(latest));
    const popup = await screen.findByRole('alertdialog', { name: 'Incoming call' });
    expect(popup).toHaveTextContent('吉田 真由美');
    expect(popup).toHaveTextContent('よしだ税理士事務所');
    expect(popup).toHaveTextContent('Answer on your phone.');
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the caller sees 呼出中 with the callee named and a running timer, then 通話中 once answered', async () => {
    inMode('CUCM');
    useCallStore.getState().rememberParty('1001', '山田 太郎');
    useCallStore.getState().setStatus(lineCallingOut());
    renderCalls('ja');
    const bar = screen.getByRole('region', { name: '電話回線' });
    expect(within(bar).getByRole('status')).toHaveTextContent('呼出中');
    expect(bar).not.toHaveTextContent('通話中');
    expect(bar).toHaveTextContent('山田 太郎');
    expect(within(bar).getByRole('timer')).toHaveTextContent(/^0:0\d$/);
    expect(within(bar).queryByRole('button', { name: '保留' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '終話' })).toBeInTheDocument();

    const calling = lineCallingOut();
    const answered = {
      ...lineInState('TALKING'),
      statuses: calling.statuses.map((call) => ({
        ...call,
        others: call.others.map((party) => ({ ...party, status: 'CONNECTED' as const })),
      })),
    };
    act(() => useCallStore.getState().setStatus(answered));
    expect(within(bar).getByRole('status')).toHaveTextContent('通話中');
    expect(bar).toHaveTextContent('山田 太郎');
    expect(within(bar).getByRole('button', { name: '保留' })).toBeInTheDocument();
  });

  it('after a reload the call bar names the other party as the phone system reports them', () => {
    inMode('CUCM');
    useCallStore.getState().setStatus(lineCallingOut());
    renderCalls('en');
    const bar = screen.getByRole('region', { name: 'Phone line' });
    expect(bar).toHaveTextContent('山田 太郎');
  });

  it('an idle line is a small indicator with a dial pad for any number', async () => {
    const user = userEvent.setup();
    inMode('CUCM');
    useCallStore.getState().setStatus(lineInState('IDLE'));
    renderCalls();
    const bar = screen.getByRole('region', { name: 'Phone line' });
    expect(bar).toHaveAttribute('data-idle');
    expect(within(bar).getByRole('status')).toHaveTextContent('Idle');
    expect(within(bar).queryByRole('timer')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Dial…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call a number' });
    const pad = within(dialog).getByRole('group', { name: 'Dial pad' });
    for (const key of ['0', '3', '#']) await user.click(within(pad).getByRole('button', { name: key }));
    expect(within(dialog).getByRole('textbox', { name: 'Number' })).toHaveValue('03#');
  });

  it('when the call ends under the keyboard, the focus goes to the dial pad, not to the page body', async () => {
    const user = userEvent.setup();
    inMode('CUCM');
    useCallStore.getState().setStatus(lineInState('TALKING'));
    renderCalls();
    const bar = screen.getByRole('region', { name: 'Phone line' });
    const end = await within(bar).findByRole('button', { name: 'End call' });
    await user.click(end);
    expect(document.activeElement).toBe(end);
    act(() => useCallStore.getState().setStatus(lineInState('IDLE')));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Dial…'));
    expect(bar).toContainElement(document.activeElement as HTMLElement);
  });
});
