import type { ContactGroup } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GroupMembersToolbar } from './GroupMembersToolbar';
import { GroupSettingsItem } from './GroupSettingsItem';

const group = { groupId: 3, groupName: 'グループ3', internalCount: 0, externalCount: 0 } as ContactGroup;

function renderItem(deleteDisabledBy?: string) {
  return renderWithProviders(
    <>
      <p id="why">Delete is off: you have 5 groups.</p>
      <ul>
        <GroupSettingsItem
          group={group}
          isFirst={false}
          isLast={false}
          onMove={vi.fn()}
          onRename={vi.fn()}
          deleteDisabledBy={deleteDisabledBy}
          onDelete={vi.fn()}
        />
      </ul>
    </>,
  );
}

describe('GroupSettingsItem', () => {
  it('keeps Delete off with the reason as its description at the fewest groups', () => {
    renderItem('why');
    const remove = screen.getByRole('button', { name: 'Delete グループ3' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Delete is off: you have 5 groups.');
    expect(screen.getByRole('button', { name: 'Rename グループ3' })).toBeEnabled();
  });

  it('offers Delete above the fewest groups', () => {
    renderItem();
    expect(screen.getByRole('button', { name: 'Delete グループ3' })).toBeEnabled();
  });
});

describe('GroupMembersToolbar', () => {
  it('says beside the actions that nothing is selected, in Japanese too', () => {
    const props = {
      targets: [group],
      target: null,
      onTargetChange: vi.fn(),
      onRemove: vi.fn(),
      onMove: vi.fn(),
    };
    const { unmount } = renderWithProviders(<GroupMembersToolbar count={0} {...props} />, { language: 'ja' });
    const remove = screen.getByRole('button', { name: 'グループから外す（0）' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('先に一覧で連絡先を選択してください。');
    unmount();
    renderWithProviders(<GroupMembersToolbar count={2} {...props} />);
    expect(screen.getByRole('button', { name: 'Remove from group (2)' })).toBeEnabled();
    expect(screen.queryByText('Tick contacts in the list first.')).not.toBeInTheDocument();
  });
});
