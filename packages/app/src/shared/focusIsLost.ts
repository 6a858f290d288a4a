/** Whether the focus is nowhere (on the page body) or on an element that left the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
