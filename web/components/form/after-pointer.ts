/**
 * Runs `work` once the pointer pressed now is released and its click has been handled, or at once when
 * no pointer is down. A field's error shown as it loses focus to a press on its form's button would
 * push the button from under the pointer between press and release, and the click would be lost.
 */
let pressed = false;
let waiting: (() => void)[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  const release = () => {
    // The click of this release is dispatched in the same task; the waiting work runs after it.
    setTimeout(() => {
      pressed = false;
      const run = waiting;
      waiting = [];
      for (const work of run) work();
    }, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

export function afterPointer(work: () => void): void {
  if (pressed) waiting.push(work);
  else work();
}
