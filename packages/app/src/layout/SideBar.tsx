import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { PlainButton } from '@kizuna/ui';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../menu/MainMenu';
import { useSideBarCollapsed } from './useSideBarCollapsed';

export interface SideBarProps {
  /** Entries to show: `shownMainMenuEntries(context)` (the shared rules, built pages only). */
  entries: readonly MainMenuEntry[];
  /** The tenant's feedback link. */
  feedbackUrl: string | null;
}

/** The wide screens' navigation: grouped entries, collapsible to icons (remembered per browser). */
export function SideBar({ entries, feedbackUrl }: SideBarProps) {
  const { t } = useTranslation();
  const [collapsed, toggle] = useSideBarCollapsed();
  const toggleLabel = t(collapsed ? 'frame.expandMenu' : 'frame.collapseMenu');
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside className="kz-side-bar" data-collapsed={collapsed || undefined}>
      <MainMenu entries={entries} feedbackUrl={feedbackUrl} collapsed={collapsed} />
      <PlainButton
        variant="quiet"
        className="kz-side-bar__toggle"
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        onPress={toggle}
      >
        <ToggleIcon size={18} aria-hidden="true" focusable="false" />
        {!collapsed && <span>{toggleLabel}</span>}
      </PlainButton>
    </aside>
  );
}
