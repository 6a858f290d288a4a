import type { GroupInternalContactList } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listRow, pressEnterOn, tabStopsOf } from '../../testing/listKeyboard';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { GroupMemberTable } from './GroupMemberTable';
import { internalMemberPath, useMemberColumns } from './useMemberColumns';

type Member = GroupInternalContactList['items'][number];

const member = (contactId: number, fullname: string, extensionNum: string): Member => ({
  contactId,
  linkageContactId: contactId + 100,
  fullname,
  fullnameKana: '',
  position: '部長',
  extensionNum,
  officeLinkExtensionNum: null,
  phoneNum: null,
  companyMobileNum: null,
  mobileNum: null,
  personalMobileNum: null,
  email1: `member${contactId}@demo.example.com`,
  email2: null,
  hasFaceImage: false,
  divisions: [{ divisionId: 1, divisionName: '情報システム部' }],
  presence: { status: 'AVAILABLE', cssClass: 'presence-available' },
  talkAvailable: true,
});

function Colleagues() {
  const columns = useMemberColumns({ mode: 'TEL_COLON', dynamicScheme: null });
  return (
    <GroupMemberTable
      headingId="colleagues"
      title="Colleagues"
      items={[member(1, '管理 花子', '1000'), member(2, '松田 彩', '3007')]}
      columns={columns.internal}
      selection={new Set()}
      onSelectionChange={() => undefined}
      empty="None"
      isLoading={false}
      detailPath={internalMemberPath}
    />
  );
}

describe('GroupMemberTable', () => {
  it('opens a member with Enter, and Tab reaches each action of a row', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Colleagues />} />
        <Route path="/internalContacts/detail/:id" element={<p>Person page</p>} />
      </Routes>,
    );
    expect(await tabStopsOf(user, listRow('管理 花子'))).toEqual([
      'Select',
      '管理 花子',
      'Call Extension 1000',
      'member1@demo.example.com',
    ]);
    await pressEnterOn(user, listRow('松田 彩'));
    expect(await screen.findByText('Person page')).toBeInTheDocument();
  }, 20_000);
});
