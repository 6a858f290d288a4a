import { useCallback, useState } from 'react';

/** localStorage key remembering, per browser, that the side bar shows icons only. */
export const SIDE_BAR_COLLAPSED_KEY = 'kizuna.sideBar.collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDE_BAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the side bar is collapsed to icons, and a toggle that remembers the choice. */
export function useSideBarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      const next = !was;
      try {
        localStorage.setItem(SIDE_BAR_COLLAPSED_KEY, String(next));
      } catch {
        // Storage refused (private mode, quota): the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
