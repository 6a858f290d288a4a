import { createKizunaClient } from '@kizuna/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { todayText } from './HistorySection';
import { MyProfilePage } from './MyProfilePage';

const urls = {
  url1: 'https://example.com',
  url1Title: 'Blog',
  url2: null,
  url2Title: null,
  url3: null,
  url3Title: null,
};

/** Yamada's profile as the API holds it; a save answers what it was sent, as stored. */
function renderProfile() {
  const echo = (key: string) => (call: FakeApiCall) => ({
    [key]: (call.body as Record<string, unknown>)[key],
  });
  const api = fakeApiFetch({
    'GET /principal/oneWord': () => ({ oneWord: '今週は大阪出張です' }),
    'PUT /principal/oneWord': echo('oneWord'),
    'GET /principal/jobDescription': () => ({ jobDescription: null }),
    'PUT /principal/jobDescription': echo('jobDescription'),
    // Whatever is typed, the tenant has a longer tag holding it: the suggestions are open at each Enter.
    'GET /principal/tags': (call) =>
      call.query?.search
        ? { tagType: 'SKILL', items: [{ personalInfoTagId: 90, tagName: 'TypeScript と Go の設計' }] }
        : { tagType: 'SKILL', items: [] },
    'POST /principal/tags': (call) => {
      const body = call.body as { tagType: string; tagNames: string[] };
      return {
        tagType: body.tagType,
        items: body.tagNames.map((tagName, n) => ({ personalInfoTagId: n + 1, tagName })),
      };
    },
    'GET /principal/briefHistories': () => ({
      items: [{ personalInfoBriefHistoryId: 7, briefHistoryDate: '2015-04-01', briefHistoryText: '入社' }],
    }),
    'POST /principal/briefHistories': (call) => ({
      items: (call.body as { items: { briefHistoryDate: string; briefHistoryText: string }[] }).items.map(
        (row, n) => ({ ...row, personalInfoBriefHistoryId: 7 + n }),
      ),
    }),
    'GET /principal/achievementHistories': () => ({ items: [] }),
    'GET /principal/customCols': () => ({
      items: [{ personalInfoCustomColId: 3, customColumnTitle: 'Hobby', customColumnValue: 'Running' }],
    }),
    'POST /principal/customCol': (call) => ({
      items: [
        {
          personalInfoCustomColId: 3,
          customColumnTitle: 'Hobby',
          customColumnValue: (call.body as { customColumnValue: string }).customColumnValue,
        },
      ],
    }),
    'GET /principal/urls': () => urls,
    'PUT /principal/urls': (call) => call.body,
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <MyProfilePage />
    </ClientProvider>,
    { path: '/profile' },
  );
  const writes = () => api.calls.filter((call) => call.method !== 'GET');
  return { writes };
}

/** How long a save's round trip may take on a busy machine. */
const SAVED = { timeout: 5_000 };

const region = (name: string) => screen.getByRole('region', { name });

async function startEditing(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return user;
}

// Typing a few fields at a time outlasts the default 5 s on a busy machine.
describe('my profile', { timeout: 60_000 }, () => {
  it('edits the one-word message in place and saves it with Enter', async () => {
    const { writes } = renderProfile();
    expect(
      await within(region('One-word message')).findByText('今週は大阪出張です', {}, SAVED),
    ).toBeVisible();
    const user = await startEditing('One-word message');
    const field = within(region('One-word message')).getByRole('textbox', { name: 'One-word message' });
    expect(field).toHaveValue('今週は大阪出張です');
    await user.clear(field);
    await user.type(field, '本日は在宅勤務です{Enter}');
    expect(
      await within(region('One-word message')).findByText('本日は在宅勤務です', {}, SAVED),
    ).toBeVisible();
    expect(within(region('One-word message')).queryByRole('textbox')).toBeNull();
    expect(writes()).toEqual([
      { method: 'PUT', path: '/principal/oneWord', body: { oneWord: '本日は在宅勤務です' } },
    ]);
  });

  it('cancel leaves the section as it was and sends nothing', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('Job description');
    await user.type(within(region('Job description')).getByRole('textbox'), 'Sales');
    await user.click(within(region('Job description')).getByRole('button', { name: 'Cancel' }));
    expect(within(region('Job description')).getByText('Nothing entered yet.')).toBeVisible();
    expect(writes()).toEqual([]);
  });

  it('refuses an over-long message on its field before sending', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('One-word message');
    const field = within(region('One-word message')).getByRole('textbox');
    await user.clear(field);
    await user.click(field);
    await user.paste('あ'.repeat(101));
    await user.click(within(region('One-word message')).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/Enter 0 to 100 characters/);
    expect(writes()).toEqual([]);
  });

  it('adds skill tags with Enter while suggestions are open, refuses the same name in another width, removes one, and saves', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('Skills');
    const skills = region('Skills');
    const input = within(skills).getByRole('combobox', { name: 'Add to Skills' });
    await user.type(input, 'TypeScript');
    await screen.findByRole('option', { name: 'TypeScript と Go の設計' });
    await user.keyboard('{Enter}');
    await user.type(input, 'Go');
    await screen.findByRole('option', { name: 'TypeScript と Go の設計' });
    await user.keyboard('{Enter}');
    await user.type(input, 'ｔｙｐｅｓｃｒｉｐｔ{Enter}');
    expect(input).toHaveAccessibleDescription(/This name is already there/);
    await user.clear(input);
    await user.click(within(skills).getByRole('button', { name: 'Remove Go' }));
    await user.type(input, 'SQL{Enter}');
    // A suggestion picked with the arrow keys is added as it is named, not as typed.
    await user.type(input, 'Ty');
    await screen.findByRole('option', { name: 'TypeScript と Go の設計' });
    await user.keyboard('{ArrowDown}{Enter}');
    await within(skills).findByRole('button', { name: 'Remove TypeScript と Go の設計' });
    await user.click(within(skills).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(skills).queryByRole('combobox')).toBeNull());
    expect(within(skills).getByText('TypeScript')).toBeVisible();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/principal/tags',
        body: { tagType: 'SKILL', tagNames: ['TypeScript', 'SQL', 'TypeScript と Go の設計'] },
      },
    ]);
  });

  it('adds a history row dated today, wants its text, then sends it without an id', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('Career history');
    const history = region('Career history');
    await user.click(within(history).getByRole('button', { name: 'Add a row' }));
    expect(within(history).getByRole('textbox', { name: 'Date of row 2' })).toHaveValue(todayText());
    await user.click(within(history).getByRole('button', { name: 'Save' }));
    const text = within(history).getByRole('textbox', { name: 'Text of row 2' });
    expect(text).toHaveAccessibleDescription('This is a required field.');
    expect(writes()).toEqual([]);
    await user.type(text, '課長に昇進');
    await user.click(within(history).getByRole('button', { name: 'Save' }));
    expect(await within(history).findByText('課長に昇進', {}, SAVED)).toBeVisible();
    const iso = todayText().replaceAll('/', '-');
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/principal/briefHistories',
        body: {
          items: [
            { personalInfoBriefHistoryId: 7, briefHistoryDate: '2015-04-01', briefHistoryText: '入社' },
            { personalInfoBriefHistoryId: null, briefHistoryDate: iso, briefHistoryText: '課長に昇進' },
          ],
        },
      },
    ]);
  });

  it('edits one custom column on its own', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('Hobby');
    const hobby = region('Hobby');
    const field = within(hobby).getByRole('textbox', { name: 'Hobby' });
    await user.clear(field);
    await user.type(field, 'Shogi{Enter}');
    expect(await within(hobby).findByText('Shogi', {}, SAVED)).toBeVisible();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/principal/customCol',
        body: { personalInfoCustomColId: 3, customColumnValue: 'Shogi' },
      },
    ]);
  });

  it('wants a URL for a title and refuses a javascript: URL, on their fields', async () => {
    const { writes } = renderProfile();
    const user = await startEditing('Links');
    const links = region('Links');
    await user.type(within(links).getByRole('textbox', { name: 'Title of link 2' }), 'Slides');
    const url1 = within(links).getByRole('textbox', { name: 'URL of link 1' });
    await user.clear(url1);
    await user.type(url1, 'javascript:alert(1)');
    await user.click(within(links).getByRole('button', { name: 'Save' }));
    expect(within(links).getByRole('textbox', { name: 'URL of link 2' })).toHaveAccessibleDescription(
      'This is a required field.',
    );
    expect(url1).toHaveAccessibleDescription('Enter a URL.');
    expect(writes()).toEqual([]);
  });
});
