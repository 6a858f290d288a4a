import { createKizunaClient } from '@kizuna/api-client';
import type { CallEventsMessage } from '@kizuna/api-client/contract';
import { DialogServiceProvider, createDialogService } from '@kizuna/ui';
import { lineInState } from '@kizuna/widgets/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../api/ClientContext';
import { CallBar } from '../features/calls/CallBar';
import { CallEventsEffect } from '../features/calls/CallEventsEffect';
import { useBadgeStore } from '../features/session';
import { TalkEventsEffect, TalkPage } from '../features/talk';
import { MainMenu } from '../menu/MainMenu';
import { NOV_26_10AM, talkMessage, talkRoom } from '../features/talk/talkFixtures';
import { fakeApiFetch } from '../testing/fakeApiFetch';
import { renderWithProviders } from '../testing/renderWithProviders';
import { signInForTests } from '../testing/signInForTests';

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  push(message: CallEventsMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    this.closed = true;
    act(() => this.onclose?.({ code: 1006 }));
  }
}

const openSockets = () => FakeSocket.made.filter((socket) => !socket.closed);

const ROOM = talkRoom({ latestMessage: null });
const message = (talkMessageId: number) =>
  talkMessage({ talkMessageId, message: `message ${talkMessageId}`, createdAt: NOV_26_10AM + talkMessageId });

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  // jsdom measures no layout; the talk page only watches the bars above it.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  signInForTests({ userId: 9, callControlMode: 'CUCM' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the events socket', () => {
  it('is one for the call bar and talk, opened again after a drop, and talk catches up then', async () => {
    const api = fakeApiFetch({
      'POST /gotalk/room': () => ({ talkRooms: [ROOM], next: false }),
      'POST /gotalk/room/favorite': () => ({ talkRooms: [], next: false }),
      'GET /principal/gotalk/talkRoomSettings': () => ({
        sendFilePc: true,
        webSocketUrl: null,
        unsupportedFileExtensions: [],
      }),
      'GET /gotalk/room/1': () => ROOM,
      'GET /gotalk/room/1/participant': () => ({ participants: [] }),
      'GET /gotalk/room/1/newer': () => ({ messages: [message(1)], hasMore: false }),
      'GET /pbx/localPhoneStatus': () => lineInState('IDLE'),
    });
    const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
    const { unmount } = renderWithProviders(
      <ClientProvider clients={{ client, silentClient: client }}>
        <DialogServiceProvider service={createDialogService()}>
          <CallBar />
          <TalkPage ownUserId={9} ownContactId={9} romaji />
          <CallEventsEffect />
          <TalkEventsEffect />
        </DialogServiceProvider>
      </ClientProvider>,
      { path: '/gotalk#talkRoomId=1' },
    );
    const messages = await screen.findByRole('list', { name: 'Messages' });
    await within(messages).findByText('message 1');
    expect(FakeSocket.made).toHaveLength(1);
    const [socket] = FakeSocket.made;
    expect(socket!.url).toBe(`ws://${location.host}/api/browser/events`);
    socket!.open();

    // Both hear the one socket: the call bar its line, talk its messages.
    socket!.push({ type: 'lineStatus', event: null, status: lineInState('RINGING') });
    expect(screen.getByRole('region', { name: 'Phone line' })).toHaveTextContent('Ringing');
    socket!.push({ type: 'talkMessage', message: message(2) });
    expect(await within(messages).findByText('message 2')).toBeInTheDocument();

    // Dropped: one socket again a second later, and talk asks for what came meanwhile.
    const newer = () => api.calls.filter((call) => call.path === '/gotalk/room/1/newer').length;
    const asked = newer();
    socket!.drop();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2), { timeout: 5000 });
    expect(openSockets()).toHaveLength(1);
    FakeSocket.made[1]!.open();
    await waitFor(() => expect(newer()).toBeGreaterThan(asked));

    unmount();
    expect(openSockets()).toHaveLength(0);
  });

  it('counts a colleague’s new talk message in the side bar at once, not one’s own', async () => {
    useBadgeStore.getState().setTalkUnread(2);
    const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9' });
    renderWithProviders(
      <ClientProvider clients={{ client, silentClient: client }}>
        <MainMenu entries={['TALK']} />
        <TalkEventsEffect />
      </ClientProvider>,
      { language: 'en' },
    );
    const talk = screen.getByRole('link', { name: /Talk/ });
    expect(talk).toHaveAccessibleDescription('2 unread messages');
    const [socket] = FakeSocket.made;
    socket!.open();
    socket!.push({ type: 'talkMessage', message: message(3) });
    await waitFor(() => expect(talk).toHaveAccessibleDescription('3 unread messages'));
    socket!.push({ type: 'talkMessage', message: { ...message(4), myMessage: true } });
    socket!.push({ type: 'talkUnreadCount', count: 3 });
    expect(talk).toHaveAccessibleDescription('3 unread messages');
  });
});
