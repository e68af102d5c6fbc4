/**
 * Validation on focus loss (spec section 5) can show a message that moves the layout. When the
 * focus left because the person pressed the mouse on something else (a link, a button), moving the
 * layout between press and release would swallow that click. So the check waits until the press is
 * over; focus changes by keyboard or script are checked at once.
 */
let pressed = false;
const waiting: (() => void)[] = [];

function flush() {
  pressed = false;
  waiting.splice(0).forEach((run) => run());
}

function install() {
  if (typeof document === 'undefined') return;
  document.addEventListener('pointerdown', () => (pressed = true), true);
  // After the release the click is dispatched in the same task; run the checks after it.
  const release = () => setTimeout(flush, 0);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

// Listening from the start: the first press may already be the one that moves the focus.
install();

export function afterPointerRelease(run: () => void): void {
  if (pressed) waiting.push(run);
  else run();
}
