import './callHistory.css';
import { useState } from 'react';
import type { Key, Selection } from '@kizuna/ui';
import { Tab, TabList, TabPanel, Tabs } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { CallHistoryTable } from './CallHistoryTable';
import { CALL_HISTORY_TYPES } from './callHistoryTypes';
import type { CallHistoryType, CallHistoryViewProps } from './callHistoryTypes';
import { useBlockNumber, useCallBack, useDeleteCalls, useHistoryAction } from './useCallHistoryActions';
import { Page } from '../../shared/Page';

export { CALL_HISTORY_TYPES } from './callHistoryTypes';
export type {
  CallContactKind,
  CallHistoryRow,
  CallHistoryType,
  CallHistoryViewProps,
} from './callHistoryTypes';

/**
 * `/front/callHistory/{incoming|outgoing}`: the two directions as tabs, the calls newest first
 * with "show more", and per call: call back, block the number, or save an unknown caller as a
 * contact. Selected calls are deleted after a confirmation.
 *
 * Call back follows the tenant's call control mode: a `tel:` or tenant-scheme link where numbers
 * are links, the phone system's direct call where calls go through it, nothing in VIEW_ONLY.
 * Block needs the call rejection list (call settings); without it the action is not offered.
 * Times are shown in the viewer's time zone.
 */
export function CallHistoryView({
  type,
  onTypeChange,
  rows,
  onCallBack,
  onDelete,
  onBlock,
  ...shown
}: CallHistoryViewProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>(new Set<Key>());
  const { busy, run } = useHistoryAction();
  const deleteSelected = useDeleteCalls(run, onDelete, () => setSelection(new Set<Key>()));
  const block = useBlockNumber(run, onBlock);
  const callBack = useCallBack(run, onCallBack);

  const shownIds = new Set(rows.map((row) => row.callHistoryId));
  const selectedIds =
    selection === 'all' ? [...shownIds] : [...selection].map(Number).filter((id) => shownIds.has(id));

  return (
    <Page className="kz-call-history" title={t('callHistory.title')}>
      <Tabs
        selectedKey={type}
        onSelectionChange={(key) => {
          if (key !== type) onTypeChange(key as CallHistoryType);
        }}
      >
        <TabList aria-label={t('callHistory.tabs.label')}>
          {CALL_HISTORY_TYPES.map((direction) => (
            <Tab key={direction} id={direction}>
              {t(`callHistory.tabs.${direction}`)}
            </Tab>
          ))}
        </TabList>
        {CALL_HISTORY_TYPES.map((direction) => (
          <TabPanel key={direction} id={direction}>
            {direction === type ? (
              <CallHistoryTable
                {...shown}
                type={type}
                rows={rows}
                selection={selection}
                onSelectionChange={setSelection}
                selectedCount={selectedIds.length}
                busy={busy}
                onDeleteSelected={() => void deleteSelected(selectedIds)}
                onCallBack={onCallBack && ((number) => void callBack(number))}
                onBlock={onBlock && ((number) => void block(number))}
              />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
