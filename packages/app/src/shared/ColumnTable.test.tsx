import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ColumnTable, type TableColumn } from './ColumnTable';
import { EmailLink, PersonName } from './PersonName';

interface Person {
  id: number;
  name: string;
  kana: string;
  alphabet: string;
  phone: string;
  email: string;
}

const people: Person[] = [
  {
    id: 1,
    name: '山田 明美',
    kana: 'ヤマダ アケミ',
    alphabet: 'Akemi Yamada',
    phone: '03-5555-3131',
    email: 'yamada.akemi@demo.example.com',
  },
  {
    id: 2,
    name: '佐藤 花子',
    kana: 'サトウ ハナコ',
    alphabet: '',
    phone: '03-5555-1003',
    email: 'sato@demo.example.com',
  },
];

const columns: TableColumn<Person>[] = [
  {
    id: 'name',
    isRowHeader: true,
    title: 'Name',
    cell: (person) => <PersonName name={person.name} reading={person.kana} alphabet={person.alphabet} />,
  },
  { id: 'phone', title: 'Phone', cell: (person) => person.phone },
  { id: 'email', title: 'E-mail', secondary: true, cell: (person) => <EmailLink email={person.email} /> },
];

function renderPeople(
  props: { highlight?: string; onRowAction?: (key: unknown) => void } = {},
  language: 'en' | 'ja' = 'ja',
) {
  return renderWithProviders(
    <ColumnTable
      label="People"
      columns={columns}
      items={people}
      rowId={(person) => person.id}
      empty="None"
      {...props}
    />,
    { language },
  );
}

describe('ColumnTable', () => {
  it('labels every value for the card layout, and moves secondary columns to the second line', () => {
    renderPeople();
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).not.toHaveAttribute('data-label');
    const [phone, email] = within(first!).getAllByRole('gridcell');
    expect(phone).toHaveAttribute('data-label', 'Phone');
    expect(email).toHaveAttribute('data-label', 'E-mail');
    expect(email).toHaveAttribute('data-secondary');
    // The second line runs beside the name's reading, under what follows the name.
    expect(email!.style.getPropertyValue('--kz-list-place')).toBe('2 / span 1');
    expect(within(first!).getByRole('rowheader').style.getPropertyValue('--kz-list-line')).toBe('1 / span 2');
    // The header keeps the secondary column for assistive technology.
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
  });

  it('switches to cards where the list is under 600 px wide', () => {
    const css = readFileSync(fileURLToPath(import.meta.url).replace(/\.test\.tsx$/, '.css'), 'utf8');
    expect(css).toMatch(/container: kz-list \/ inline-size/);
    expect(css).toMatch(/@container kz-list \(max-width: 599px\)/);
  });

  it('marks the searched words, kana and case folded', () => {
    const { container, unmount } = renderPeople({ highlight: 'やまだ' });
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['ヤマダ']);
    unmount();
    const english = renderPeople({ highlight: 'YAMADA' }, 'en');
    expect([...english.container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Yamada',
      'yamada',
    ]);
  });

  it('shows the romaji under the name in English, the kana in Japanese', () => {
    renderPeople({}, 'en');
    expect(screen.getByText('Akemi Yamada')).toBeInTheDocument();
    expect(screen.queryByText('ヤマダ アケミ')).toBeNull();
    expect(screen.getByText('サトウ ハナコ')).toBeInTheDocument();
  });

  it('opens a row with Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    renderPeople({ onRowAction });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(1);
  });
});
