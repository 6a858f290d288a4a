import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import type {
  TabListProps as AriaTabListProps,
  TabListRenderProps,
  TabPanelProps as AriaTabPanelProps,
  TabPanelRenderProps,
  TabProps as AriaTabProps,
  TabRenderProps,
  TabsProps as AriaTabsProps,
  TabsRenderProps,
} from 'react-aria-components';
import { withClassName } from '../utils/withClassName';

export type TabsProps = AriaTabsProps;
export type TabListProps<T extends object> = AriaTabListProps<T>;
export type TabProps = AriaTabProps;
export type TabPanelProps = AriaTabPanelProps;

/** Tabs: arrow keys move between tabs, Home/End jump. State: `data-orientation`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClassName<TabsRenderProps>('kz-Tabs', className)} />;
}

/** The row of tabs; needs an `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClassName<TabListRenderProps>('kz-TabList', className)} />;
}

/** One tab. State: `data-selected`, `data-disabled`, `data-focus-visible`. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClassName<TabRenderProps>('kz-Tab', className)} />;
}

/** The content shown for the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClassName<TabPanelRenderProps>('kz-TabPanel', className)} />;
}
