import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DEFAULT_LIST_QUERY } from './listQuery';
import { SearchPanel } from './SearchPanel';
import { TagFilterChip } from './TagFilterChip';

describe('the tag filter names its tag', () => {
  it('shows the name in the chip and removes the filter from its button', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<TagFilterChip tagId={3} tagName="法人営業" onRemove={onRemove} />);
    expect(screen.getByText('Filtered by the tag “法人営業”')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the tag filter “法人営業”' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('says a tag filters the list while the name is not known, in Japanese too', () => {
    renderWithProviders(<TagFilterChip tagId={3} tagName={undefined} onRemove={() => undefined} />, {
      language: 'ja',
    });
    expect(screen.getByText('タグで絞り込み中')).toBeVisible();
    expect(screen.getByRole('button', { name: 'タグの絞り込みを解除' })).toBeVisible();
  });

  it('shows the tag with the field search, opened', () => {
    renderWithProviders(
      <SearchPanel
        query={{ ...DEFAULT_LIST_QUERY, tagId: 3 }}
        tagName="法人営業"
        onSearch={() => undefined}
        onClear={() => undefined}
      />,
    );
    expect(screen.getByText('法人営業')).toBeVisible();
    expect(screen.getByText('Tag:', { exact: false })).toBeVisible();
  });
});
