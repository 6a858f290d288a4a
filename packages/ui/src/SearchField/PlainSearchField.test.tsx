import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlainSearchField } from './PlainSearchField';

function Search({ onSubmit }: { onSubmit: (word: string) => void }) {
  const [word, setWord] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(word);
      }}
    >
      <PlainSearchField label="Name" description="Kana works too" value={word} onChange={setWord} />
    </form>
  );
}

describe('PlainSearchField', () => {
  it('is a labelled, described search box whose Enter submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Search onSubmit={onSubmit} />);
    const box = screen.getByRole('searchbox', { name: 'Name' });
    expect(box).toHaveAccessibleDescription('Kana works too');
    await user.type(box, 'やまだ{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('やまだ');
  });

  it('empties on Escape and on the clear button, keeping the focus in the box', async () => {
    const user = userEvent.setup();
    render(<Search onSubmit={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Name' });
    const field = box.closest('.kz-SearchField')!;
    expect(field).toHaveAttribute('data-empty');
    await user.type(box, 'yamada');
    expect(field).not.toHaveAttribute('data-empty');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'sato');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });
});
