import { createKizunaClient } from '@kizuna/api-client';
import type { InternalContactDetail } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { InternalContactDetailPage } from './InternalContactDetailPage';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { FIXTURE_DETAIL } from './storyFixtures';

vi.setConfig({ testTimeout: 20_000 });

const PERSONAL_INFO = '/internalContact/personalInfo/12';

/** A server whose person wrote nothing about themself, and that has no Microsoft 365 link. */
function renderDetail(
  detail: InternalContactDetail,
  language: 'en' | 'ja' = 'en',
  phoneSettings: PhoneLinkSettings = { mode: 'TEL_COLON', dynamicScheme: null },
  collaboration?: { meetingLinkEnabled: boolean; chatLinkEnabled: boolean },
) {
  const empty = { items: [] };
  const api = fakeApiFetch({
    ...(collaboration ? { 'GET /principal/company/collaborationSettings': () => collaboration } : {}),
    [`GET ${PERSONAL_INFO}/oneWord`]: () => ({ oneWord: null }),
    [`GET ${PERSONAL_INFO}/jobDescription`]: () => ({ jobDescription: null }),
    [`GET ${PERSONAL_INFO}/urls`]: () => ({
      url1: null,
      url1Title: null,
      url2: null,
      url2Title: null,
      url3: null,
      url3Title: null,
    }),
    [`GET ${PERSONAL_INFO}/briefHistories`]: () => empty,
    [`GET ${PERSONAL_INFO}/achievementHistories`]: () => empty,
    [`GET ${PERSONAL_INFO}/customCols`]: () => empty,
    [`GET ${PERSONAL_INFO}/aiSummary`]: () => ({
      summary: null,
      state: 'NOT_ENOUGH',
      updatedAt: null,
      kind: null,
      lacking: 'BOTH',
    }),
    [`GET ${PERSONAL_INFO}/tags`]: (call) => ({ tagType: call.query?.tagType, items: [] }),
    'GET /o365/authentication': () => ({ configured: false }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <InternalContactDetailPage
        detail={detail}
        phoneSettings={phoneSettings}
        copyInhibit={false}
        backTo="/internalContacts"
      />
    </ClientProvider>,
    { language },
  );
  return api;
}

/** The page's header: the name and what comes beside it. */
const header = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

const NOBODY_WROTE: InternalContactDetail = {
  ...FIXTURE_DETAIL,
  extensionNum: null,
  phoneNum: null,
  companyMobileNum: null,
  email1: null,
  webUrl: null,
  employeeNum: null,
  comment: null,
  skill: null,
  remarks: null,
  chats: [],
  talkAvailable: false,
};

describe('InternalContactDetailPage', () => {
  it("offers a web meeting with the person where the company's meeting link setting is on", async () => {
    renderDetail(FIXTURE_DETAIL, 'en', undefined, { meetingLinkEnabled: true, chatLinkEnabled: true });
    const meeting = await within(header()).findByRole('link', {
      name: `Start a web meeting with ${FIXTURE_DETAIL.fullname}`,
    });
    expect(meeting).toHaveTextContent('Start meeting');
    expect(meeting).toHaveAttribute(
      'href',
      `https://teams.microsoft.com/l/meeting/new?attendees=${encodeURIComponent(FIXTURE_DETAIL.email1!)}`,
    );
    expect(meeting).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no web meeting where the setting is off', async () => {
    const api = renderDetail(FIXTURE_DETAIL, 'ja', undefined, {
      meetingLinkEnabled: false,
      chatLinkEnabled: true,
    });
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/principal/company/collaborationSettings')).toBe(true),
    );
    expect(within(header()).queryByRole('link', { name: /Web 会議/ })).not.toBeInTheDocument();
  });

  it('names the web meeting in Japanese', async () => {
    renderDetail(FIXTURE_DETAIL, 'ja', undefined, { meetingLinkEnabled: true, chatLinkEnabled: false });
    expect(
      await within(header()).findByRole('link', {
        name: `${FIXTURE_DETAIL.fullname}さんと Web 会議を始める`,
      }),
    ).toHaveTextContent('Web 会議を開始');
  });

  it('offers no web meeting with someone who has no address', async () => {
    const api = renderDetail(NOBODY_WROTE, 'en', undefined, {
      meetingLinkEnabled: true,
      chatLinkEnabled: true,
    });
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.path === '/principal/company/collaborationSettings')).toBe(true),
    );
    expect(within(header()).queryByRole('link', { name: /web meeting/ })).not.toBeInTheDocument();
  });

  it('leads with a call to the extension and talk beside the name', async () => {
    renderDetail(FIXTURE_DETAIL);
    const call = within(header()).getByRole('link', { name: 'Call Extension 1201' });
    expect(call).toHaveAttribute('href', 'tel:1201');
    expect(within(header()).getByRole('button', { name: 'Talk with 山田 太郎' })).toBeEnabled();
    // The other numbers stay a click away, under the call.
    await userEvent.setup().click(within(header()).getByRole('button', { name: 'Other numbers' }));
    expect(await screen.findByRole('menuitem', { name: /Company mobile 080-1234-1201/ })).toBeVisible();
  });

  it.each([
    ['links', { mode: 'TEL_COLON', dynamicScheme: null }],
    ['calls through the phone system', { mode: 'PBX_API', dynamicScheme: null }],
  ] as const)(
    'offers each number to call once (%s): the first in the lead, the others in their section',
    (_, settings) => {
      renderDetail(FIXTURE_DETAIL, 'en', settings);
      const calls = (name: string) => [
        ...screen.queryAllByRole('link', { name }),
        ...screen.queryAllByRole('button', { name }),
      ];
      expect(calls('Call Extension 1201')).toHaveLength(1);
      expect(
        within(header()).getByRole(settings.mode === 'TEL_COLON' ? 'link' : 'button', {
          name: 'Call Extension 1201',
        }),
      ).toBeVisible();
      const others = screen.getByRole('region', { name: 'Other numbers' });
      expect(calls('Call Company mobile 080-1234-1201')).toEqual([
        within(others).getByRole(settings.mode === 'TEL_COLON' ? 'link' : 'button', {
          name: 'Call Company mobile 080-1234-1201',
        }),
      ]);
    },
  );

  it('lists every number, none a call, where the tenant only shows numbers', () => {
    renderDetail(FIXTURE_DETAIL, 'en', { mode: 'VIEW_ONLY', dynamicScheme: null });
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Call / })).toBeNull();
    const phones = screen.getByRole('region', { name: 'Phone numbers' });
    expect(within(phones).getByText('1201')).toBeVisible();
    expect(within(phones).getByText('080-1234-1201')).toBeVisible();
  });

  it('offers no talk with someone the viewer cannot talk with', () => {
    renderDetail({ ...FIXTURE_DETAIL, talkAvailable: false });
    expect(within(header()).getByRole('link', { name: 'Call Extension 1201' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Talk with/ })).toBeNull();
  });

  it('hides the sections the person left empty, and says nothing of Microsoft 365', async () => {
    const api = renderDetail(NOBODY_WROTE, 'ja');
    // Everything about the person has been answered (empty).
    await vi.waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/customCols'))).toBe(true));
    await screen.findByRole('heading', { name: '所属部署' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: '電話番号' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '自己紹介' })).toBeNull();
    expect(screen.queryByText('未入力')).toBeNull();
    expect(screen.queryByText(/未連携/)).toBeNull();
    expect(within(header()).queryByRole('link', { name: /に発信$/ })).toBeNull();
  });

  it('lets e-mail addresses and links wrap only before the @ or after a dot or slash, never inside a word', () => {
    renderDetail(FIXTURE_DETAIL);
    const email = screen.getByRole('link', { name: 'taro.yamada@example.co.jp' });
    expect(email).toHaveAttribute('href', 'mailto:taro.yamada@example.co.jp');
    // The places a line may break, and nowhere else (the words between them stay whole).
    expect(email.innerHTML.split('<wbr>')).toEqual(['taro.', 'yamada', '@example.', 'co.', 'jp']);
    const url = screen.getByRole('link', { name: 'https://example.co.jp/~yamada' });
    expect(url).toHaveAttribute('href', 'https://example.co.jp/~yamada');
    expect(url.innerHTML.split('<wbr>')).toEqual(['https://', 'example.', 'co.', 'jp/', '~yamada']);
  });
});
