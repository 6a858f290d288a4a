import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A row of a list, by the name it starts with. */
export const listRow = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

/** Focuses the row, as the arrow keys leave it, then presses Enter on it. */
export async function pressEnterOn(user: UserEvent, row: HTMLElement): Promise<void> {
  row.focus();
  await user.keyboard('{Enter}');
}

/**
 * Tabs from the row through whatever takes the focus inside it and returns each stop's name
 * (its label, or its text), in order, until the focus leaves the row.
 */
export async function tabStopsOf(user: UserEvent, row: HTMLElement): Promise<string[]> {
  row.focus();
  const stops: string[] = [];
  for (;;) {
    await user.tab();
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !row.contains(focused) || focused === row) return stops;
    stops.push(focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? '');
    if (stops.length > 20) return stops;
  }
}
