import type { CompanySettings } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
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
  logoVersion: null,
  clientAddress: '203.0.113.9',
};

function renderForm(
  language: 'en' | 'ja' = 'en',
  onSave = vi.fn<CompanySettingsFormProps['onSave']>(async () => null),
) {
  renderWithProviders(<CompanySettingsForm settings={SETTINGS} onSave={onSave} />, { language });
  return onSave;
}

describe('CompanySettingsForm', () => {
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
});
