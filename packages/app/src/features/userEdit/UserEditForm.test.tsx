import { createKizunaClient } from '@kizuna/api-client';
import { USER_EDIT_FIELDS, type UserEditField } from '@kizuna/api-client/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { UserEditForm } from './UserEditForm';

const yamada = {
  userId: 2,
  fullname: '山田 太郎',
  fullnameKana: 'ヤマダ タロウ',
  isSelf: false,
  position: '主任',
  phoneNum: '03-1111-2222',
  mobileNum: null,
  companyMobileNum: null,
  personalMobileNum: null,
  email2: null,
  webUrl: null,
  comment: null,
  remarks: null,
  editableFields: [...USER_EDIT_FIELDS],
};

/** The form on a fake API; `refusal` is the server's field error of every save. */
function renderForm(
  refusal?: { path: string; key: string },
  editableFields: readonly UserEditField[] = USER_EDIT_FIELDS,
  onDirtyChange?: (dirty: boolean) => void,
) {
  const person = { ...yamada, editableFields: [...editableFields] };
  const api = fakeApiFetch({
    'GET /settings/user/2': () => person,
    'POST /settings/user/2': (call) => ({ ...person, ...(call.body as object) }),
  });
  const fetch: typeof globalThis.fetch = async (input, init) =>
    refusal && init?.method === 'POST'
      ? Response.json({ code: 'VALIDATION_FAILED', message: 'no', fieldErrors: [refusal] }, { status: 400 })
      : api.fetch(input, init);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <UserEditForm userId={2} label="Edit 山田 太郎" onDirtyChange={onDirtyChange} />
    </ClientProvider>,
  );
  return { writes: () => api.calls.filter((call) => call.method === 'POST') };
}

describe('the user edit form', { timeout: 30_000 }, () => {
  it("loads the person's fields and saves a changed phone", async () => {
    const { writes } = renderForm();
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('03-1111-2222');
    expect(screen.getByRole('textbox', { name: 'Position' })).toHaveValue('主任');
    await user.clear(phone);
    await user.type(phone, '03-9999-0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The directory shows the change.');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toMatchObject({ phoneNum: '03-9999-0000', position: '主任', remarks: '' });
  });

  it('shows over-long text and bad phones on their own fields without sending', async () => {
    const { writes } = renderForm();
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '03-abc');
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    await user.click(remarks);
    await user.paste('あ'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(remarks).toHaveAttribute('aria-invalid', 'true');
    expect(remarks).toHaveAccessibleDescription(/1000/);
    expect(screen.getByRole('textbox', { name: 'Position' })).not.toHaveAttribute('aria-invalid');
    expect(writes()).toEqual([]);
  });

  it("shows the server's refusal on its field", async () => {
    renderForm({ path: 'body.email2', key: 'pattern' });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Phone' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Second e-mail' })).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('shows the fields the company keeps read-only with the reason, and sends them as stored', async () => {
    const { writes } = renderForm(undefined, ['phoneNum', 'remarks']);
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    const position = screen.getByRole('textbox', { name: 'Position' });
    expect(position).toHaveAttribute('readonly');
    expect(position).toHaveAccessibleDescription(
      'Kept by your company. Ask an administrator of users to change it.',
    );
    expect(phone).not.toHaveAttribute('readonly');
    expect(phone).not.toHaveAccessibleDescription(/Kept by your company/);
    expect(screen.getByText(/Your company keeps some of these fields itself/)).toBeInTheDocument();
    await user.type(position, '部長');
    expect(position).toHaveValue('主任');
    await user.clear(phone);
    await user.type(phone, '03-9999-0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The directory shows the change.');
    expect(writes()[0]!.body).toMatchObject({ phoneNum: '03-9999-0000', position: '主任' });
  });

  it('shows every field editable without the note when all are the caller’s to change', async () => {
    renderForm();
    const position = await screen.findByRole('textbox', { name: 'Position' });
    expect(position).not.toHaveAttribute('readonly');
    expect(screen.queryByText(/Your company keeps some of these fields itself/)).toBeNull();
  });

  it("shows the server's refusal of a field the company keeps on that field", async () => {
    renderForm({ path: 'body.position', key: 'notSelfEditable' }, ['phoneNum']);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Phone' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const position = screen.getByRole('textbox', { name: 'Position' });
    await waitFor(() => expect(position).toHaveAttribute('aria-invalid', 'true'));
    expect(position).toHaveAccessibleDescription(
      expect.stringContaining('Your company does not let people change this field themselves.'),
    );
  });

  it('says when it holds unsaved changes, until they are saved or typed back', async () => {
    const dirty = vi.fn<(dirty: boolean) => void>();
    renderForm(undefined, USER_EDIT_FIELDS, dirty);
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(dirty).toHaveBeenLastCalledWith(false);
    await user.type(phone, '9');
    expect(dirty).toHaveBeenLastCalledWith(true);
    await user.type(phone, '{Backspace}');
    expect(dirty).toHaveBeenLastCalledWith(false);
    await user.type(phone, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The directory shows the change.');
    expect(dirty).toHaveBeenLastCalledWith(false);
  });
});
