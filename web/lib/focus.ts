/**
 * Where keyboard focus goes when the page changes under it (docs/accessibility.md). Browser-only helpers:
 * call them from effects and event handlers, never during render (pages are also rendered on the server).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses an element, making it focusable by script first when it is not (a heading, a status line). */
export function focusElement(element: HTMLElement, options: { preventScroll?: boolean } = {}): void {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: options.preventScroll });
}

/** The current screen's heading, else its main region: where a reader starts on a new page. */
export function pageStart(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
}

/** Focus was dropped on the page's body: the element that held it was removed or disabled. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true;
}

export type FocusTarget = HTMLElement | null | undefined | string | (() => HTMLElement | null | undefined);

function resolve(target: FocusTarget): HTMLElement | null {
  if (typeof target === 'string') return document.querySelector<HTMLElement>(target);
  if (typeof target === 'function') return target() ?? null;
  return target ?? null;
}

/**
 * Moves focus to `target` once the screen has drawn the action's result (two frames), when the action
 * took focus away (its button was disabled or removed) or `force` says the action owns the next step.
 * A target that is missing or disabled falls back to the page's heading, never to nothing.
 */
export function focusAfterRender(target: FocusTarget, options: { force?: boolean } = {}): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!options.force && !isFocusLost()) return;
      const element = resolve(target);
      const usable = element?.isConnected && !(element as HTMLButtonElement).disabled ? element : pageStart();
      if (usable) focusElement(usable);
    }),
  );
}

/**
 * Catches focus that fell on `<body>` because the focused control was removed or disabled by its own
 * action (vote, save, approve, delete), and puts it back where the reader was: the control itself once
 * it is enabled again, else the nearest control that is still there, else the page's heading.
 * Returns the function that stops watching.
 */
export function watchLostFocus(): () => void {
  let last: HTMLElement | null = null;
  let lastPath = '';
  let ancestors: HTMLElement[] = [];
  let lostAt = 0;
  let scheduled = 0;
  const remember = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === document.body) return;
    last = target;
    lastPath = window.location.pathname;
    ancestors = [];
    for (let node = target.parentElement; node && node !== document.body; node = node.parentElement) {
      ancestors.push(node);
    }
    lostAt = 0;
  };
  // A click elsewhere or a new page is the reader's own move: nothing to put back.
  const forget = () => {
    last = null;
  };
  const rescue = () => {
    scheduled = 0;
    if (!last) return;
    // A new page or an open dialog places focus itself (the route announcer, the dialog).
    if (window.location.pathname !== lastPath || document.querySelector('[role="dialog"]')) {
      last = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active !== last) return;
    const disabled = (last as HTMLButtonElement).disabled === true;
    if (last.isConnected && !disabled) {
      // Enabled again after its action (a pending vote or save): focus goes back to it.
      if (active !== last) focusElement(last, { preventScroll: true });
      lostAt = 0;
      return;
    }
    lostAt ||= Date.now();
    // A control disabled for the length of a request gets a moment to come back.
    if (last.isConnected && Date.now() - lostAt < 1500) {
      window.setTimeout(schedule, 300);
      return;
    }
    const home = ancestors.find((node) => node.isConnected);
    const withinScreen = home && home.id !== 'main' && !home.querySelector('#main');
    const near = withinScreen
      ? (home.querySelector<HTMLElement>('[data-focus-after]') ?? home.querySelector<HTMLElement>(FOCUSABLE))
      : null;
    const next = near ?? pageStart();
    last = null;
    if (next) focusElement(next);
  };
  const schedule = () => {
    if (!scheduled) scheduled = requestAnimationFrame(rescue);
  };
  const observer = new MutationObserver(() => {
    if (last && isFocusLost()) schedule();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', remember);
  document.addEventListener('pointerdown', forget, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', remember);
    document.removeEventListener('pointerdown', forget, true);
    if (scheduled) cancelAnimationFrame(scheduled);
  };
}

/**
 * A menu's open handler (Radix `onOpenAutoFocus`): the first item takes focus and shows its highlight,
 * so arrows move from a visible place. Radix would focus the menu's frame when opened under Preact.
 */
function focusFirstMenuItem(event: Event): void {
  event.preventDefault();
  const menu = event.currentTarget as HTMLElement | null;
  menu?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
}

/**
 * Spread on a `DropdownMenu.Content`. Its types leave out `onOpenAutoFocus`, which it passes on to the
 * menu underneath all the same (@radix-ui/react-menu `MenuContentImpl`).
 */
export const FIRST_ITEM_ON_OPEN: Record<string, unknown> = { onOpenAutoFocus: focusFirstMenuItem };
