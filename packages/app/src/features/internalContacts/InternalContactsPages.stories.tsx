import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DivisionTree } from '@kizuna/ui';
import { ContactResultTable } from './ContactResultTable';
import { InternalContactDetailPage } from './InternalContactDetailPage';
import { InternalContactsPage } from './InternalContactsPage';
import { DEFAULT_LIST_QUERY } from './listQuery';
import { SearchPanel } from './SearchPanel';
import {
  FIXTURE_ALL_COLUMN_ITEMS,
  FIXTURE_DETAIL,
  FIXTURE_DIVISIONS,
  FIXTURE_ITEMS,
  StoryProviders,
} from './storyFixtures';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

const CUCM: PhoneLinkSettings = { mode: 'CUCM', dynamicScheme: null };
const TEL: PhoneLinkSettings = { mode: 'TEL_COLON', dynamicScheme: null };

const meta = {
  title: 'App/Internal directory',
  decorators: [
    (Story, context) => (
      <StoryProviders
        language={context.globals.locale === 'ja' ? 'ja' : 'en'}
        {...(typeof context.parameters.path === 'string' ? { path: context.parameters.path } : {})}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole list page: tree, search panel and a first page of 124 people. */
export const ListPage: Story = {
  render: () => <InternalContactsPage phoneSettings={CUCM} copyInhibit={false} />,
};

/** The tenant inhibits copying: contact data cannot be selected or copied. */
export const ListPageCopyInhibited: Story = {
  render: () => <InternalContactsPage phoneSettings={CUCM} copyInhibit />,
};

/** Filtered by a profile's tag: the chip and the search panel name the tag. */
export const ListPageFilteredByTag: Story = {
  parameters: { path: '/internalContacts?tagId=3' },
  render: () => <InternalContactsPage phoneSettings={CUCM} copyInhibit={false} />,
};

/** Every view column type the spec lists: chat links, Webex, location, ANPI, CIRQLE and more. */
export const ResultTableEveryColumn: Story = {
  render: () => (
    <ContactResultTable
      items={FIXTURE_ALL_COLUMN_ITEMS}
      isLoading={false}
      error={null}
      onRetry={() => {}}
      phoneSettings={CUCM}
    />
  ),
};

export const ResultTableWithTelLinks: Story = {
  render: () => (
    <ContactResultTable
      items={FIXTURE_ITEMS}
      isLoading={false}
      error={null}
      onRetry={() => {}}
      phoneSettings={TEL}
    />
  ),
};

export const ResultTableLoading: Story = {
  render: () => (
    <ContactResultTable items={[]} isLoading error={null} onRetry={() => {}} phoneSettings={CUCM} />
  ),
};

export const ResultTableEmpty: Story = {
  render: () => (
    <ContactResultTable items={[]} isLoading={false} error={null} onRetry={() => {}} phoneSettings={CUCM} />
  ),
};

export const ResultTableError: Story = {
  render: () => (
    <ContactResultTable
      items={[]}
      isLoading={false}
      error={new Error('offline')}
      onRetry={() => {}}
      phoneSettings={CUCM}
    />
  ),
};

function TreeStory() {
  const [selected, setSelected] = useState<number[]>([11]);
  return (
    <DivisionTree
      roots={FIXTURE_DIVISIONS.filter((d) => d.parentDivisionId === null)}
      loadChildren={async (id) => FIXTURE_DIVISIONS.filter((d) => d.parentDivisionId === id)}
      knownChildren={new Map([[1, FIXTURE_DIVISIONS.filter((d) => d.parentDivisionId === 1)]])}
      initiallyExpanded={[1]}
      selectedIds={selected}
      onSelectionChange={setSelected}
      label="Divisions"
    />
  );
}

/** Arrow keys move and open, Enter selects, Space adds to the selection. */
export const DivisionTreeKeyboard: Story = { render: () => <TreeStory /> };

export const SearchPanelFields: Story = {
  render: () => (
    <SearchPanel
      query={{ ...DEFAULT_LIST_QUERY, fields: { fullnameKana: 'ﾔﾏﾀﾞ' }, searchType: 'FORWARD' }}
      onSearch={() => {}}
      onClear={() => {}}
    />
  ),
};

export const SearchPanelFreeWord: Story = {
  render: () => (
    <SearchPanel
      query={{
        ...DEFAULT_LIST_QUERY,
        apiType: 'searchByFreeWord',
        freeWord: '山田',
        freeWordSearchType: 'ALL',
      }}
      onSearch={() => {}}
      onClear={() => {}}
    />
  ),
};

/** A colleague's profile with division info and comment, members, personal info and schedule. */
export const DetailPage: Story = {
  render: () => (
    <InternalContactDetailPage
      detail={FIXTURE_DETAIL}
      phoneSettings={TEL}
      copyInhibit={false}
      backTo="/internalContacts?freeWord=%EF%BE%94%EF%BE%8F%EF%BE%80%EF%BE%9E"
    />
  ),
};

export const DetailPageLoading: Story = {
  render: () => (
    <InternalContactDetailPage
      detail={null}
      phoneSettings={CUCM}
      copyInhibit={false}
      backTo="/internalContacts"
    />
  ),
};
