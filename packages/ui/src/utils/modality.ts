// Whether focus comes from the keyboard, as `:focus-visible` decides it: true until a pointer is
// pressed, again after any key. One pair of listeners for the whole page, for the controls that
// run without react-aria (`PlainButton`, `DeferredTooltipTrigger`).
let keyboardModality = true;
let listening = false;

/** Starts following the keyboard and the pointer; later calls do nothing. */
export function listenForModality(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('keydown', () => (keyboardModality = true), true);
  document.addEventListener('pointerdown', () => (keyboardModality = false), true);
}

/** Whether a focus now should show its ring: the last input was a key, or nothing yet. */
export function focusIsFromKeyboard(): boolean {
  return keyboardModality;
}
