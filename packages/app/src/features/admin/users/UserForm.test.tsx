import { DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrincipalStore } from '../../session';
import { framePrincipal } from '../../../layout/frameTesting';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { UserForm, type UserFormProps } from './UserForm';

const DIVISIONS = [
  { divisionId: 1, name: '営業本部', depth: 0 },
  { divisionId: 2, name: '第一営業部', depth: 1 },
  { divisionId: 3, name: '総務部', depth: 0 },
];

/** Types by pasting: the form is long, and typing key by key is slow on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderForm(language: 'en' | 'ja' = 'en', onSave = vi.fn<UserFormProps['onSave']>(async () => null)) {
  renderWithProviders(
    <UserForm user={null} divisions={DIVISIONS} policy={DEFAULT_PASSWORD_POLICY} onSave={onSave} />,
    { language },
  );
  return onSave;
}

describe('UserForm', () => {
  it('asks for an account ID, a name and a password meeting the policy, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await fill(user, screen.getByLabelText(/^Initial password/), 'short');
    await fill(user, screen.getByRole('textbox', { name: /^E-mail$/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(screen.getByRole('textbox', { name: /^Account ID/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(screen.getByRole('textbox', { name: /^E-mail$/ })).toHaveAccessibleDescription(
      'The format is invalid.',
    );
    expect(screen.getByLabelText(/^Initial password/)).toHaveAccessibleDescription(
      expect.stringContaining('Use 8 to 20 printable ASCII characters'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says so in Japanese, and shows a taken account ID the server refused on its field', async () => {
    const user = userEvent.setup();
    const onSave = renderForm(
      'ja',
      vi.fn<UserFormProps['onSave']>(async () => [{ path: 'body.accountId', key: 'accountIdTaken' }]),
    );
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(screen.getByRole('textbox', { name: /^氏名/ })).toHaveAccessibleDescription('必須項目です。');
    await fill(user, screen.getByRole('textbox', { name: /^アカウントID/ }), 'yamada.taro');
    await fill(user, screen.getByRole('textbox', { name: /^氏名/ }), '山田 太郎');
    await user.click(screen.getByRole('radio', { name: '招待で設定してもらう' }));
    await user.click(screen.getByRole('button', { name: '追加する' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ accountId: 'yamada.taro', fullname: '山田 太郎', initialPassword: '' }),
    );
    expect(await screen.findByRole('textbox', { name: /^アカウントID/ })).toHaveAccessibleDescription(
      'このアカウントIDはすでに使われています。',
    );
  });

  it('keeps one main division among concurrent posts', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Account ID/ }), 'sato.ken');
    await fill(user, screen.getByRole('textbox', { name: /^Full name/ }), '佐藤 健');
    await user.click(screen.getByRole('radio', { name: 'Leave it for an invitation' }));
    for (const name of ['第一営業部', '総務部']) {
      await user.click(screen.getByRole('button', { name: /Add a division/ }));
      await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    }
    const main = screen.getByRole('radiogroup', { name: 'Main division' });
    expect(within(main).getByRole('radio', { name: '第一営業部' })).toBeChecked();
    await user.click(within(main).getByRole('radio', { name: '総務部' }));
    await user.click(screen.getByRole('button', { name: 'Remove 第一営業部' }));
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ divisions: [{ divisionId: 3, main: true }] }),
    );
  });
});

describe('UserForm’s roles', () => {
  afterEach(() => usePrincipalStore.getState().reset());

  it('offers only the roles and features the tenant has and Kizuna builds; talk is トーク', () => {
    usePrincipalStore.getState().setPrincipal(framePrincipal({ tenantFeatures: ['GOTALK', 'THANKS'] }));
    renderForm('ja');
    const roles = screen.getByRole('group', { name: '管理権限' });
    const roleNames = within(roles)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(roleNames).toEqual(expect.arrayContaining(['会社情報', '操作ログ', 'サンクス']));
    for (const absent of [
      'Active Directory 連携',
      'コールマネージャー',
      '勤怠ログ',
      '位置情報の依頼',
      'Meraki',
    ]) {
      expect(roleNames).not.toContain(absent);
    }
    const features = screen.getByRole('group', { name: /^利用できる機能/ });
    const featureNames = within(features)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(featureNames).toEqual(expect.arrayContaining(['トーク', 'サンクスカード']));
    for (const absent of ['音声トークのログ', 'API キー', '名刺読み取り（機械）', 'グループ会社（連携）']) {
      expect(featureNames).not.toContain(absent);
    }
  });
});
