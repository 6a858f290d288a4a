import type { CompanySettings } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CompanySettingsForm, type CompanySettingsFormProps } from './CompanySettingsForm';

const SETTINGS: CompanySettings = {
  organizationName: '株式会社デモ商事',
  organizationAddress: '東京都千代田区',
  organizationUrl: '',
  organizationPhone: '03-5555-1000',
  copyInhibit: false,
  hideUserType: false,
  ipAllowList: [],
  searchDivisionRange: 'ALL',
  freeWordSearchType: 'ALL',
  sessionIdleMinutes: 30,
  viewColumns: ['PHONE', 'EMAIL'],
  defaultStartPage: 'HOME',
  selfEditableFields: null,
  feedbackUrl: '',
  sessionTimeoutNextUrl: '',
  contactExportCommon: true,
  contactExportPersonal: true,
  meetingLinkEnabled: true,
  chatLinkEnabled: true,
  storeSignInEnabled: true,
  ocrMachineUsers: 'GRANTED',
  ocrRegolithUsers: 'GRANTED',
  selfEditableFieldsInEffect: [
    'position',
    'phoneNum',
    'mobileNum',
    'companyMobileNum',
    'personalMobileNum',
    'email2',
    'webUrl',
    'remarks',
  ],
  startPageChoices: ['HOME', 'INTERNAL_CONTACTS', 'CALL_HISTORY'],
  logoVersion: null,
  clientAddress: '203.0.113.9',
};

function renderForm(
  language: 'en' | 'ja' = 'en',
  onSave = vi.fn<CompanySettingsFormProps['onSave']>(async () => null),
  settings: CompanySettings = SETTINGS,
) {
  renderWithProviders(<CompanySettingsForm settings={settings} onSave={onSave} ocrTypes={['MACHINE']} />, {
    language,
  });
  return onSave;
}

// A form of many fields: typing into it takes a while on a busy machine.
describe('CompanySettingsForm', { timeout: 60_000 }, () => {
  it('asks for a company name and a real URL on their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByRole('textbox', { name: /^Company name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Website/ }), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(screen.getByRole('textbox', { name: /^Website/ })).toHaveAccessibleDescription('Enter a URL.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the allow-list a block per line, and shows a refused line in Japanese', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<CompanySettingsFormProps['onSave']>(async () => [
      { path: 'body.ipAllowList', key: 'cidr', values: { line: 2, value: '10.0.0.0/33' } },
    ]);
    renderForm('ja', onSave);
    const list = screen.getByRole('textbox', { name: /^接続を許可する IP アドレス/ });
    expect(list).toHaveAccessibleDescription(expect.stringContaining('203.0.113.9'));
    await user.type(list, '203.0.113.0/24\n10.0.0.0/33\n\n');
    await user.click(screen.getByRole('switch', { name: 'ユーザー種別を表示しない' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ ipAllowList: ['203.0.113.0/24', '10.0.0.0/33'], hideUserType: true }),
    );
    expect(list).toHaveAccessibleDescription(
      expect.stringContaining('2 行目が IP アドレスまたは CIDR 形式ではありません: 10.0.0.0/33'),
    );
  });

  it('says in English when the list would lock the administrator out', async () => {
    const user = userEvent.setup();
    renderForm(
      'en',
      vi.fn<CompanySettingsFormProps['onSave']>(async () => [
        { path: 'body.ipAllowList', key: 'ipAllowListLocksOut', values: { address: '203.0.113.9' } },
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: /^Allowed IP addresses/ }), '192.0.2.0/24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Allowed IP addresses/ })).toHaveAccessibleDescription(
      expect.stringContaining(
        'The list does not include your current address (203.0.113.9). Add it, or you could no longer sign in.',
      ),
    );
  });

  it('asks for at least one column and minutes within range, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    const columns = screen.getByRole('group', { name: 'Columns of the directory list' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'E-mail' }));
    const minutes = screen.getByRole('textbox', { name: /^Sign out after inactivity/ });
    expect(minutes).toHaveValue('30');
    await user.clear(minutes);
    await user.type(minutes, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(columns).toHaveTextContent('Choose at least one column.');
    expect(minutes).toHaveAccessibleDescription(expect.stringContaining('Enter 5 or more.'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the columns in the directory’s order, the minutes and a start page everyone may open', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    const columns = screen.getByRole('group', { name: 'Columns of the directory list' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Comment' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Presence' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Phone' }));
    const minutes = screen.getByRole('textbox', { name: /^Sign out after inactivity/ });
    await user.clear(minutes);
    await user.type(minutes, '90');
    const startPage = screen.getByRole('button', { name: /Default start page/ });
    expect(startPage).toHaveTextContent('Home');
    await user.click(startPage);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Home',
      'Internal directory',
      'Call history',
    ]);
    await user.click(screen.getByRole('option', { name: 'Internal directory' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        viewColumns: ['EMAIL', 'PRESENCE', 'COMMENT'],
        sessionIdleMinutes: 90,
        defaultStartPage: 'INTERNAL_CONTACTS',
      }),
    );
  });

  it('follows the list’s columns for self-editable fields until the administrator chooses them', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    const follow = screen.getByRole('switch', {
      name: 'People may change what the directory list shows of them',
    });
    expect(follow).toBeChecked();
    const fields = screen.getByRole('group', { name: /^Fields people may change themselves/ });
    // PHONE and EMAIL are listed, COMMENT is not: the comment is not one's own to change.
    expect(within(fields).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(within(fields).getByRole('checkbox', { name: 'Comment' })).not.toBeChecked();
    expect(within(fields).getByRole('checkbox', { name: 'Phone' })).toBeDisabled();
    // Adding the COMMENT column brings the comment along while following.
    const columns = screen.getByRole('group', { name: 'Columns of the directory list' });
    await user.click(within(columns).getByRole('checkbox', { name: 'Comment' }));
    expect(within(fields).getByRole('checkbox', { name: 'Comment' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ selfEditableFields: null }));

    await user.click(follow);
    await user.click(within(fields).getByRole('checkbox', { name: 'Position' }));
    await user.click(within(fields).getByRole('checkbox', { name: 'Second e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        selfEditableFields: [
          'phoneNum',
          'mobileNum',
          'companyMobileNum',
          'personalMobileNum',
          'webUrl',
          'comment',
          'remarks',
        ],
      }),
    );
  });

  it('shows in Japanese when the server refuses the start page', async () => {
    const user = userEvent.setup();
    renderForm(
      'ja',
      vi.fn<CompanySettingsFormProps['onSave']>(async () => [
        { path: 'body.defaultStartPage', key: 'invalid' },
      ]),
    );
    expect(screen.getByRole('textbox', { name: /^自動ログアウトまでの時間（分）/ })).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('button', { name: /既定のスタートページ/ })).toHaveAccessibleDescription(
      expect.stringContaining('全員が開けるページではありません。'),
    );
  });

  it('sends the feedback page, the page after a timeout, exports, links and who may read cards', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('textbox', { name: /^Feedback page/ }));
    await user.paste('https://intranet.kizuna.example/feedback');
    await user.click(screen.getByRole('textbox', { name: /^Page after a session timeout/ }));
    await user.paste('https://portal.kizuna.example/');
    await user.click(screen.getByRole('switch', { name: 'People may export their personal folders' }));
    await user.click(screen.getByRole('switch', { name: 'Offer web meeting links' }));
    // Only the OCR types the company has are offered.
    expect(screen.queryByRole('button', { name: /operator/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Who may read business cards \(machine\)/ }));
    await user.click(screen.getByRole('option', { name: 'Everyone' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        feedbackUrl: 'https://intranet.kizuna.example/feedback',
        sessionTimeoutNextUrl: 'https://portal.kizuna.example/',
        contactExportCommon: true,
        contactExportPersonal: false,
        meetingLinkEnabled: false,
        chatLinkEnabled: true,
        ocrMachineUsers: 'EVERYONE',
        ocrRegolithUsers: 'GRANTED',
      }),
    );
  });

  it('refuses a feedback page that is no http(s) address, in Japanese, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm('ja', undefined, {
      ...SETTINGS,
      feedbackUrl: 'https://intranet.kizuna.example/',
    });
    const feedback = screen.getByRole('textbox', { name: /^フィードバックの URL/ });
    expect(feedback).toHaveValue('https://intranet.kizuna.example/');
    await user.clear(feedback);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(feedback).toHaveAccessibleDescription(expect.stringContaining('URL'));
    expect(feedback).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    // Emptied, the entry goes from the menu: blank is what is sent.
    await user.clear(feedback);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ feedbackUrl: '' }));
  });

  it('shows the server’s refusal of the page after a timeout on its field', async () => {
    const user = userEvent.setup();
    renderForm(
      'en',
      vi.fn<CompanySettingsFormProps['onSave']>(async () => [
        { path: 'body.sessionTimeoutNextUrl', key: 'url' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByRole('textbox', { name: /^Page after a session timeout/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Enter a URL.'));
  });
});
