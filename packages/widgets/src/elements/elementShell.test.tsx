import { createKizunaClient } from '@kizuna/api-client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElementShell, type ElementView, type ElementViewState } from './elementShell';

/** A view that writes what it is given into the shadow root, and counts its mounts. */
function recordingView() {
  const states: ElementViewState[] = [];
  let mounts = 0;
  const view: ElementView = {
    mount({ mount, style }) {
      mounts += 1;
      style.textContent = '.drawn { color: green; }';
      return {
        render(state) {
          states.push(state);
          mount.textContent = `user ${String(state.props.userId)} · ${state.locale} · client ${state.client ? 'given' : 'none'}`;
        },
        unmount() {
          mount.textContent = '';
        },
      };
    },
  };
  return { view, states, mounts: () => mounts };
}

/** A view that arrives when the test says so, as a fetched module would. */
function deferredView() {
  let loads = 0;
  let resolve!: (view: ElementView) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<ElementView>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => ((loads += 1), promise), resolve, reject, loads: () => loads };
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

describe('defineElementShell (an element whose view is loaded on first use)', () => {
  it('exists at once, loads nothing until an element is connected, then loads once for all of them', async () => {
    const deferred = deferredView();
    const Element = defineElementShell(
      'kizuna-test-lazy',
      { attributes: { 'user-id': 'number' } },
      deferred.load,
    );
    expect(customElements.get('kizuna-test-lazy')).toBe(Element);
    const first = document.createElement('kizuna-test-lazy');
    first.setAttribute('user-id', '7');
    expect(deferred.loads()).toBe(0);

    const second = document.createElement('kizuna-test-lazy');
    second.setAttribute('user-id', '8');
    document.body.append(first, second);
    expect(deferred.loads()).toBe(1);
    expect(first.shadowRoot?.textContent).toBe('');

    const { view, mounts } = recordingView();
    await act(async () => deferred.resolve(view));
    // Attributes set before the code arrived are honoured.
    expect(first.shadowRoot?.textContent).toContain('user 7');
    expect(second.shadowRoot?.textContent).toContain('user 8');
    expect(mounts()).toBe(2);
    expect(deferred.loads()).toBe(1);

    first.setAttribute('user-id', '9');
    expect(first.shadowRoot?.textContent).toContain('user 9');
  });

  it('keeps a client set before the element was defined, and draws nothing for a removed element', async () => {
    const client = createKizunaClient({ baseURL: 'https://kizuna.example' });
    const early = document.createElement('kizuna-test-early');
    (early as unknown as { client: unknown }).client = client;
    document.body.append(early);
    const gone = document.createElement('kizuna-test-early');
    document.body.append(gone);

    const deferred = deferredView();
    defineElementShell('kizuna-test-early', { attributes: { 'user-id': 'number' } }, deferred.load);
    gone.remove();
    const { view, mounts } = recordingView();
    await act(async () => deferred.resolve(view));
    expect(early.shadowRoot?.textContent).toContain('client given');
    expect(mounts()).toBe(1);
  });

  it('tells the page with an event when the code cannot be loaded', async () => {
    const deferred = deferredView();
    defineElementShell('kizuna-test-broken', {}, deferred.load);
    const element = document.createElement('kizuna-test-broken');
    const failures: string[] = [];
    document.addEventListener('kizuna-load-error', (event) =>
      failures.push((event as CustomEvent<{ tagName: string }>).detail.tagName),
    );
    document.body.append(element);
    const original = console.error;
    console.error = () => undefined;
    try {
      await act(async () => deferred.reject(new Error('offline')));
    } finally {
      console.error = original;
    }
    expect(failures).toEqual(['kizuna-test-broken']);
  });

  it('fires the declared events from the element, across the shadow boundary', async () => {
    let fire: ((detail: unknown) => void) | undefined;
    const view: ElementView = {
      mount: () => ({
        render: (state) => {
          fire = state.props.onPick as (detail: unknown) => void;
        },
        unmount: () => undefined,
      }),
    };
    defineElementShell('kizuna-test-events', { events: { onPick: 'kizuna-pick' } }, view);
    const element = document.createElement('kizuna-test-events');
    document.body.append(element);
    const picked: unknown[] = [];
    document.body.addEventListener('kizuna-pick', (event) => picked.push((event as CustomEvent).detail));
    fire?.({ id: 3 });
    expect(picked).toEqual([{ id: 3 }]);
  });
});
