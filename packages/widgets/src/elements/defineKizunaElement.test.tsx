import { createKizunaClient } from '@kizuna/api-client';
import { Button, Dialog, DialogTrigger, Modal, useLocale } from '@kizuna/ui';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { defineKizunaElement, kizunaElementRegistry } from './defineKizunaElement';

interface GreetingProps {
  contactId?: number;
  compact?: boolean;
  onGreet?: (detail: { contactId: number | undefined }) => void;
}

function Greeting({ contactId, compact, onGreet }: GreetingProps) {
  const { locale } = useLocale();
  const client = useKizunaClient();
  return (
    <div>
      <p data-testid="state">
        {`contact ${contactId ?? 'none'} · ${compact ? 'compact' : 'full'} · ${locale} · client ${client ? 'yes' : 'no'}`}
      </p>
      <Button onPress={() => onGreet?.({ contactId })}>Greet</Button>
      <DialogTrigger>
        <Button>Open details</Button>
        <Modal>
          <Dialog title="Details">Inside the widget</Dialog>
        </Modal>
      </DialogTrigger>
    </div>
  );
}

defineKizunaElement('kizuna-test-greeting', Greeting, {
  attributes: { 'contact-id': 'number', compact: 'boolean' },
  events: { onGreet: 'kizuna-greet' },
  css: '.kz-test-widget { color: red; }',
});

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('kizuna-test-greeting');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await act(async () => {
    document.body.append(element);
  });
  const shadow = element.shadowRoot!;
  return { element, shadow, view: within(shadow as unknown as HTMLElement) };
}

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
  });
});

describe('defineKizunaElement', () => {
  it('renders the component into an open shadow root with the ui and widget CSS', async () => {
    const { shadow, view } = await mount({ 'contact-id': '42', locale: 'ja-JP' });
    expect(view.getByTestId('state')).toHaveTextContent('contact 42 · full · ja-JP · client yes');
    expect(document.body.querySelector('[data-testid="state"]')).toBeNull();
    expect(shadow.querySelector('style')?.textContent).toContain('.kz-test-widget { color: red; }');
    expect(kizunaElementRegistry.has('kizuna-test-greeting')).toBe(true);
  });

  it('re-renders when an attribute changes', async () => {
    const { element, view } = await mount({ 'contact-id': '1' });
    await act(async () => {
      element.setAttribute('contact-id', '2');
      element.setAttribute('compact', '');
      element.setAttribute('locale', 'en-GB');
    });
    expect(view.getByTestId('state')).toHaveTextContent('contact 2 · compact · en-GB · client yes');
    await act(async () => {
      element.removeAttribute('compact');
    });
    expect(view.getByTestId('state')).toHaveTextContent('contact 2 · full');
  });

  it('falls back to the browser language without a locale attribute', async () => {
    const { view } = await mount();
    expect(view.getByTestId('state')).toHaveTextContent(`· ${navigator.language} ·`);
  });

  it('fires component events as composed DOM events that cross the shadow boundary', async () => {
    const user = userEvent.setup();
    const { element, view } = await mount({ 'contact-id': '7' });
    const received: Array<{ target: EventTarget | null; detail: unknown; composed: boolean }> = [];
    const listener = (event: Event) =>
      received.push({
        target: event.target,
        detail: (event as CustomEvent).detail,
        composed: event.composed,
      });
    document.addEventListener('kizuna-greet', listener);
    try {
      await user.click(view.getByRole('button', { name: 'Greet' }));
    } finally {
      document.removeEventListener('kizuna-greet', listener);
    }
    expect(received).toEqual([{ target: element, detail: { contactId: 7 }, composed: true }]);
  });

  it('opens overlays inside its shadow root, not in the page body', async () => {
    const user = userEvent.setup();
    const { shadow, view } = await mount();
    await user.click(view.getByRole('button', { name: 'Open details' }));
    const dialog = view.getByRole('dialog');
    expect(dialog).toHaveTextContent('Inside the widget');
    expect(shadow.contains(dialog)).toBe(true);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('uses a client set as a property', async () => {
    const { element, view } = await mount();
    await act(async () => {
      (element as HTMLElement & { client: unknown }).client = createKizunaClient({
        baseURL: 'http://example.test',
      });
    });
    expect(view.getByTestId('state')).toHaveTextContent('client yes');
  });

  it('unmounts on disconnect and renders again when reattached', async () => {
    const { element, shadow } = await mount({ 'contact-id': '3' });
    await act(async () => {
      element.remove();
    });
    expect(shadow.querySelector('[data-testid="state"]')).toBeNull();
    await act(async () => {
      document.body.append(element);
    });
    expect(shadow.querySelector('[data-testid="state"]')).toHaveTextContent('contact 3');
  });

  it('returns the first definition when a tag is defined twice', () => {
    const first = customElements.get('kizuna-test-greeting');
    expect(defineKizunaElement('kizuna-test-greeting', () => null)).toBe(first);
  });
});
