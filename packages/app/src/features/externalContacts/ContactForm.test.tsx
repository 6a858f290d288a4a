import { BadRequestError } from '@kizuna/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ContactForm, emptyContactValues } from './ContactForm';

function renderForm(onSubmit = vi.fn(() => Promise.resolve()), language: 'en' | 'ja' = 'en') {
  renderWithProviders(
    <ContactForm
      initialValues={emptyContactValues({ phoneNum: '0312345678' })}
      submitLabel={language === 'ja' ? '追加' : 'Add'}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
    { language },
  );
  return onSubmit;
}

// A form of 29 fields typed into on a shared machine takes a few seconds.
describe('ContactForm', { timeout: 30_000 }, () => {
  it('sends the typed fields, trimmed, with the prefilled phone number', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  佐藤 花子 ');
    await user.type(screen.getByRole('textbox', { name: 'Reading (kana)' }), 'さとう はなこ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        fullname: '佐藤 花子',
        fullnameKana: 'さとう はなこ',
        phoneNum: '0312345678',
      }),
    );
  });

  it('shows the rules of §5 under their fields in English and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '090-12ab');
    await user.type(screen.getByRole('textbox', { name: 'Web site' }), 'www.example.jp');
    await user.type(screen.getByRole('textbox', { name: /^Sort score/ }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Fix the 4 fields marked below.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/required field/);
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveAccessibleDescription(
      'Use digits and * # , ; + - only.',
    );
    expect(screen.getByRole('textbox', { name: 'Web site' })).toHaveAccessibleDescription('Enter a URL.');
  });

  it('shows the server’s field errors in Japanese', async () => {
    const user = userEvent.setup();
    const refused = new BadRequestError({
      method: 'POST',
      path: '/externalContacts/personal/add/1',
      statusCode: 400,
      data: { code: 'VALIDATION_FAILED', fieldErrors: [{ path: 'body.email1', key: 'pattern' }] },
    });
    renderForm(
      vi.fn(() => Promise.reject(refused)),
      'ja',
    );
    await user.type(screen.getByRole('textbox', { name: /^氏名/ }), '山田 一郎');
    await user.click(screen.getByRole('button', { name: '追加' }));
    expect(await screen.findByRole('textbox', { name: 'メール' })).toHaveAccessibleDescription(/形式/);
  });
});
