import { type RefObject, useEffect } from 'react';

/**
 * Bars that stay on screen while the page scrolls (the header, the console's tab strip on phones, the
 * judge's Submit bar, the open phone menu) cover part of the window. Each registers here; the sum of
 * the heights of those currently pinned becomes `--sticky-top` / `--sticky-bottom` on the root, which
 * styles.css turns into `scroll-padding`, so the browser never scrolls a focused control under a bar.
 */
type Side = 'top' | 'bottom';

const bars = new Map<HTMLElement, Side>();
let frame = 0;

function isPinned(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  return style.display !== 'none' && ['sticky', 'fixed', 'absolute'].includes(style.position);
}

function measure(): void {
  frame = 0;
  const sum = { top: 0, bottom: 0 };
  for (const [element, side] of bars) {
    if (element.isConnected && isPinned(element)) sum[side] += element.offsetHeight;
  }
  const root = document.documentElement.style;
  root.setProperty('--sticky-top', `${sum.top}px`);
  root.setProperty('--sticky-bottom', `${sum.bottom}px`);
}

function schedule(): void {
  if (!frame) frame = requestAnimationFrame(measure);
}

/** The covered strips of the window now, in pixels (what the focus guard keeps controls out of). */
export function stickyInsets(): { top: number; bottom: number } {
  const style = getComputedStyle(document.documentElement);
  return {
    top: Number.parseFloat(style.getPropertyValue('--sticky-top')) || 0,
    bottom: Number.parseFloat(style.getPropertyValue('--sticky-bottom')) || 0,
  };
}

/** Registers a pinned bar for as long as it is mounted; its height follows it (wraps, opens, closes). */
export function useStickyInset(ref: RefObject<HTMLElement | null>, side: Side): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    bars.set(element, side);
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      bars.delete(element);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      schedule();
    };
  }, [ref, side]);
}

/**
 * Keeps a control that receives focus out from under the pinned bars: scrolling it into view honours
 * the scroll padding, which plain focus does not always do (a control already partly on screen).
 * Controls inside a bar are left alone. Returns the function that stops watching.
 */
export function keepFocusInView(): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === document.body) return;
    for (const bar of bars.keys()) if (bar.contains(target)) return;
    if (target.closest('[role="dialog"], [role="menu"]')) return;
    const { top, bottom } = stickyInsets();
    const rect = target.getBoundingClientRect();
    if (rect.top < top || rect.bottom > window.innerHeight - bottom)
      target.scrollIntoView({ block: 'nearest' });
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}
