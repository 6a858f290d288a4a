import type { DivisionTreeNode } from '@kizuna/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadedDivisionTree } from '../../divisions';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { StartCheckDialog, type StartCheckDialogProps } from './StartCheckDialog';

const ROOTS: DivisionTreeNode[] = [
  { divisionId: 1, divisionName: '営業本部', childCount: 0 },
  { divisionId: 2, divisionName: '総務部', childCount: 0 },
];

const TREE: LoadedDivisionTree = {
  roots: ROOTS,
  error: null,
  knownChildren: new Map(),
  expandedIds: [],
  loadChildren: async () => [],
  retry: () => undefined,
};

function Harness({ onStart, onClose }: Pick<StartCheckDialogProps, 'onStart' | 'onClose'>) {
  const [divisionIds, setDivisionIds] = useState<number[]>([]);
  return (
    <StartCheckDialog
      tree={TREE}
      divisionIds={divisionIds}
      onDivisionsChange={setDivisionIds}
      onStart={onStart}
      onClose={onClose}
    />
  );
}

function renderDialog(
  onStart = vi.fn<StartCheckDialogProps['onStart']>(async () => null),
  language: 'en' | 'ja' = 'en',
) {
  const onClose = vi.fn();
  renderWithProviders(<Harness onStart={onStart} onClose={onClose} />, { language });
  return { onStart, onClose };
}

describe('StartCheckDialog', () => {
  it('asks for a title and a division before starting anything', async () => {
    const user = userEvent.setup();
    const { onStart } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      expect.stringContaining('This is a required field.'),
    );
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '地震訓練');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Choose at least one division.')).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('starts a drill for the division chosen in the tree, then closes', async () => {
    const user = userEvent.setup();
    const { onStart, onClose } = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' 地震訓練 ');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), '回答してください');
    await user.click(screen.getByRole('row', { name: '総務部' }));
    expect(screen.getByText('1 division chosen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith({
      kind: 'DRILL',
      title: '地震訓練',
      message: '回答してください',
      wholeCompany: false,
      divisionIds: [2],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('starts a real check for the whole company, and says in Japanese when nobody would be asked', async () => {
    const user = userEvent.setup();
    const onStart = vi
      .fn<StartCheckDialogProps['onStart']>()
      .mockResolvedValueOnce('noTargets')
      .mockResolvedValueOnce(null);
    const { onClose } = renderDialog(onStart, 'ja');
    await user.click(screen.getByRole('radio', { name: '災害（本番）' }));
    await user.click(screen.getByRole('radio', { name: '会社全体' }));
    expect(screen.queryByRole('treegrid')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^件名/ }), '地震');
    await user.click(screen.getByRole('button', { name: '開始' }));
    expect(onStart).toHaveBeenCalledWith({
      kind: 'REAL',
      title: '地震',
      message: '',
      wholeCompany: true,
      divisionIds: [],
    });
    expect(await screen.findByText('選んだ部署には対象の人がいません。')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '開始' }));
    expect(onClose).toHaveBeenCalled();
  });
});
