import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '../SearchField/SearchField';
import { I18nProvider } from 'react-aria-components';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is found by its label and reports typed text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Account ID" description="Given by your administrator" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Account ID' });
    expect(input).toHaveAccessibleDescription('Given by your administrator');
    await user.type(input, 'yamada');
    expect(onChange).toHaveBeenLastCalledWith('yamada');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Password" isInvalid errorMessage="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
  });
});

describe('SearchField', () => {
  it('submits on Enter and clears on Escape', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, '山田{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('山田');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalled();
  });

  it('labels its clear button in the current language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ja-JP">
        <SearchField label="検索" defaultValue="たなか" />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: '検索語を消去' }));
    expect(screen.getByRole('searchbox', { name: '検索' })).toHaveValue('');
  });
});
