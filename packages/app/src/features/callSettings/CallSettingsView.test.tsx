import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CallSettingsView } from './CallSettingsView';
import type { CallSettingsViewProps } from './CallSettingsView';

function refused(fieldErrors: { path: string; key: string; values?: Record<string, number> }[]) {
  return Object.assign(new Error('400'), { statusCode: 400, data: { code: 'VALIDATION', fieldErrors } });
}

function props(overrides: Partial<CallSettingsViewProps> = {}): CallSettingsViewProps {
  return {
    callRejectionAvailable: true,
    transfer: {
      data: {
        callForwardAll: { enabled: false, destination: '' },
        callForwardNoAnswer: { enabled: true, destination: '09011112222', duration: 20 },
      },
      error: null,
      retry: vi.fn(),
      durationBounds: { min: 5, max: 300 },
      onSave: vi.fn(() => Promise.resolve()),
    },
    mobileConnect: {
      data: [{ destination: '09033334444', enable: true }],
      error: null,
      retry: vi.fn(),
      max: 5,
      onSave: vi.fn(() => Promise.resolve()),
    },
    cti: {
      data: { extensionNum: '1001', deviceName: '', autoAnswer: false },
      error: null,
      retry: vi.fn(),
      onSave: vi.fn(() => Promise.resolve()),
    },
    ...overrides,
  };
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('CallSettingsView', () => {
  it('shows the saved forwarding and saves a change with a toast', async () => {
    const user = userEvent.setup();
    const view = props();
    renderWithProviders(<CallSettingsView {...view} />);
    const forwarding = section('Call forwarding');
    expect(within(forwarding).getByRole('switch', { name: 'Forward every call' })).not.toBeChecked();
    expect(within(forwarding).getByRole('switch', { name: 'Forward calls I do not answer' })).toBeChecked();
    expect(within(forwarding).getByRole('textbox', { name: 'Ring for (seconds)' })).toHaveValue('20');

    await user.click(within(forwarding).getByRole('switch', { name: 'Forward every call' }));
    const [allDestination] = within(forwarding).getAllByRole('textbox', { name: /Forward to/ });
    await user.click(allDestination!);
    await user.paste('0312345678');
    await user.click(within(forwarding).getByRole('button', { name: 'Save forwarding' }));
    expect(view.transfer?.onSave).toHaveBeenCalledWith({
      callForwardAll: { enabled: true, destination: '0312345678' },
      callForwardNoAnswer: { enabled: true, destination: '09011112222', duration: 20 },
    });
    expect(await screen.findByText('Call forwarding: saved.')).toBeInTheDocument();
  }, 20_000);

  it('shows the server’s field errors under their fields, in Japanese too', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() =>
      Promise.reject(
        refused([
          { path: 'body.callForwardAll.destination', key: 'required' },
          { path: 'body.callForwardNoAnswer.duration', key: 'max', values: { max: 300 } },
        ]),
      ),
    );
    const base = props();
    renderWithProviders(<CallSettingsView {...base} transfer={{ ...base.transfer!, onSave }} />, {
      language: 'ja',
    });
    const forwarding = section('転送設定');
    await user.click(within(forwarding).getByRole('button', { name: '転送設定を保存' }));
    expect(await within(forwarding).findByText('300 以下を入力してください。')).toBeInTheDocument();
    const [allDestination] = within(forwarding).getAllByRole('textbox', { name: /転送先/ });
    expect(allDestination).toHaveAccessibleDescription(expect.stringContaining('必須'));
    expect(screen.queryByText('転送設定を保存しました。')).not.toBeInTheDocument();
  });

  it('refuses a duration that is not a whole number without asking the server', async () => {
    const user = userEvent.setup();
    const view = props();
    renderWithProviders(<CallSettingsView {...view} />);
    const duration = within(section('Call forwarding')).getByRole('textbox', { name: 'Ring for (seconds)' });
    await user.clear(duration);
    await user.type(duration, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save forwarding' }));
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
    expect(view.transfer?.onSave).not.toHaveBeenCalled();
  });

  it('adds, requires and saves mobile connect numbers up to the limit', async () => {
    const user = userEvent.setup();
    const view = props();
    renderWithProviders(<CallSettingsView {...view} />);
    const mobile = section('Mobile connect');
    await user.click(within(mobile).getByRole('button', { name: 'Add a number' }));
    await user.click(within(mobile).getByRole('button', { name: 'Save mobile connect' }));
    expect(await within(mobile).findByText('This is a required field.')).toBeInTheDocument();
    expect(view.mobileConnect?.onSave).not.toHaveBeenCalled();

    await user.click(within(mobile).getByRole('textbox', { name: 'Number 2' }));
    await user.paste('08055556666');
    await user.click(within(mobile).getByRole('switch', { name: 'Ring number 1' }));
    await user.click(within(mobile).getByRole('button', { name: 'Save mobile connect' }));
    expect(view.mobileConnect?.onSave).toHaveBeenCalledWith([
      { destination: '09033334444', enable: false },
      { destination: '08055556666', enable: true },
    ]);
    expect(await screen.findByText('Mobile connect: saved.')).toBeInTheDocument();

    for (let count = 2; count < 5; count += 1) {
      await user.click(within(mobile).getByRole('button', { name: 'Add a number' }));
    }
    expect(within(mobile).getByRole('button', { name: 'Add a number' })).toBeDisabled();
    expect(within(mobile).getByText('At most 5 numbers.')).toBeInTheDocument();
  }, 20_000);

  it('saves CTI settings and says when a save failed for another reason', async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<(value: { deviceName: string; autoAnswer: boolean }) => Promise<void>>()
      .mockRejectedValueOnce(Object.assign(new Error('503'), { statusCode: 503 }))
      .mockResolvedValueOnce(undefined);
    const base = props();
    renderWithProviders(<CallSettingsView {...base} cti={{ ...base.cti!, onSave }} />);
    const cti = section('CTI control');
    expect(cti).toHaveTextContent('Extension: 1001');
    await user.click(within(cti).getByRole('textbox', { name: 'Controlled device' }));
    await user.paste('SEP0011');
    await user.click(within(cti).getByRole('switch', { name: 'Answer incoming calls automatically' }));
    await user.click(within(cti).getByRole('button', { name: 'Save CTI settings' }));
    expect(
      await screen.findByText('CTI control: the settings could not be saved. Try again.'),
    ).toBeInTheDocument();
    await user.click(within(cti).getByRole('button', { name: 'Save CTI settings' }));
    expect(onSave).toHaveBeenLastCalledWith({ deviceName: 'SEP0011', autoAnswer: true });
    expect(await screen.findByText('CTI control: saved.')).toBeInTheDocument();
  }, 20_000);

  it('links to the call rejection list only when it is available, and says when nothing is', () => {
    const { unmount } = renderWithProviders(<CallSettingsView {...props()} />);
    expect(screen.getByRole('link', { name: 'Open the call rejection settings' })).toHaveAttribute(
      'href',
      '/settings/cucmSettings/callRejectionSettings',
    );
    unmount();
    renderWithProviders(
      <CallSettingsView
        callRejectionAvailable={false}
        transfer={undefined}
        mobileConnect={undefined}
        cti={undefined}
      />,
    );
    expect(screen.queryByRole('link', { name: /call rejection/ })).not.toBeInTheDocument();
    expect(screen.getByText('Your phone system offers no call settings you can change.')).toBeInTheDocument();
  });

  it('shows a retry when a section could not be loaded', async () => {
    const user = userEvent.setup();
    const base = props();
    const retry = vi.fn();
    renderWithProviders(
      <CallSettingsView
        {...base}
        transfer={{ ...base.transfer!, data: null, error: new Error('x'), retry }}
      />,
    );
    const forwarding = section('Call forwarding');
    expect(forwarding).toHaveTextContent('These settings could not be loaded.');
    await user.click(within(forwarding).getByRole('button', { name: /retry/i }));
    expect(retry).toHaveBeenCalled();
  });

  it('explains why call rejection is not offered: no extension, or no CTI device yet', () => {
    const { unmount } = renderWithProviders(
      <CallSettingsView {...props({ callRejectionAvailable: false, callRejectionMissing: 'device' })} />,
    );
    const rejection = section('Call rejection');
    expect(rejection).toHaveTextContent(
      'Call rejection needs your desk phone as the CTI device: set it under CTI control below.',
    );
    expect(within(rejection).queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CallSettingsView {...props({ callRejectionAvailable: false, callRejectionMissing: 'extension' })} />,
      { language: 'ja' },
    );
    expect(screen.getByRole('region', { name: '着信拒否' })).toHaveTextContent(
      '着信拒否には内線番号が必要です。管理者にお問い合わせください。',
    );
  });
});
