import type { Locator } from 'playwright-core';

/**
 * What a focused search box with text in it draws: the clear controls that show (ours, and the
 * browser's own cancel button of `type=search`, seen by whether hiding it changes the picture) and
 * its focus rings (an outline or a ring of the input, a ring of the group around it).
 */
export async function searchFieldChrome(
  searchbox: Locator,
): Promise<{ clearControls: number; focusRings: number }> {
  await searchbox.focus();
  const page = searchbox.page();
  const group = searchbox.locator('xpath=..');
  const before = await group.screenshot({ animations: 'disabled', caret: 'hide' });
  const hiding = await page.addStyleTag({
    content:
      'input::-webkit-search-cancel-button { -webkit-appearance: none !important; display: none !important; }',
  });
  const after = await group.screenshot({ animations: 'disabled', caret: 'hide' });
  await hiding.evaluate((style) => (style as Element).remove());
  const native = before.equals(after) ? 0 : 1;
  const drawn = await searchbox.evaluate((input: HTMLInputElement) => {
    const ours = [...(input.parentElement?.querySelectorAll('button') ?? [])].filter(
      (button) => getComputedStyle(button).visibility !== 'hidden' && button.getClientRects().length > 0,
    ).length;
    const own = getComputedStyle(input);
    const group = input.parentElement ? getComputedStyle(input.parentElement) : null;
    const outline = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0 ? 1 : 0;
    const inputShadow = own.boxShadow !== 'none' ? 1 : 0;
    const groupShadow = group && group.boxShadow !== 'none' ? 1 : 0;
    return { ours, focusRings: outline + inputShadow + groupShadow };
  });
  return { clearControls: native + drawn.ours, focusRings: drawn.focusRings };
}
