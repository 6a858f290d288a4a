import type { ExternalContactListPage } from '@kizuna/api-client/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listRow, pressEnterOn, tabStopsOf } from '../../testing/listKeyboard';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DEFAULT_VIEW } from './externalContactsHash';
import { ExternalContactTable } from './ExternalContactTable';

const contact = (
  contactId: number,
  fullname: string,
  email: string,
): ExternalContactListPage['items'][number] => ({
  contactId,
  folderType: 'COMMON',
  folderId: 1,
  folderName: '取引先',
  fullname,
  fullnameKana: '',
  companyName: '桜井デザイン事務所',
  divisionName: '',
  position: '代表',
  companyMobileNum: '',
  personalMobileNum: '',
  phoneNum: '0457770301',
  mobileNum: '',
  email1: email,
  email2: '',
  companyAddress1: '',
  companyAddress2: '',
  registeredUserFullname: null,
  registeredAt: '2026-11-26T00:00:00Z',
  bizcardRequestStatus: 'NONE',
  photoUpdatedAt: null,
});

const items = [contact(7, '伊藤 さくら', 'ito@sakurai-design.example.jp'), contact(8, 'Emily Clark', '')];

function renderContacts() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <ExternalContactTable
            contacts={{
              data: {
                items,
                totalCount: 2,
                size: 10,
                offset: 0,
                page: 1,
                hasNext: false,
                hasPrevious: false,
              },
              error: null,
              isLoading: false,
              reload: () => undefined,
              set: () => undefined,
            }}
            view={{ ...DEFAULT_VIEW, folderType: 'common', folderId: 1 }}
            hash=""
            folderName="取引先"
            selectable={false}
            selection={new Set()}
            onSelectionChange={() => undefined}
            onSortChange={() => undefined}
            onPageChange={() => undefined}
          />
        }
      />
      <Route path="/externalContacts/common/detail/:contactId" element={<p>Contact page</p>} />
    </Routes>,
  );
}

describe('ExternalContactTable', () => {
  it('opens a contact with Enter, and Tab reaches each link of a row', async () => {
    const user = userEvent.setup();
    renderContacts();
    expect(await tabStopsOf(user, listRow('伊藤 さくら'))).toEqual([
      '伊藤 さくら',
      'ito@sakurai-design.example.jp',
    ]);
    await pressEnterOn(user, listRow('Emily Clark'));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
  }, 20_000);
});
