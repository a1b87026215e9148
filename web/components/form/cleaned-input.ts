import type { ChangeEvent } from 'react';

/**
 * The cleaned form of what was typed into a controlled text field, written back into the field too.
 * React put a controlled field back to its state after every keystroke; Preact, which runs the app
 * (vite.config.ts), only does so when the state changes, so a keystroke the cleaning drops (a space
 * in an address, a letter in a numeric code) would otherwise stay on screen but not in the state.
 */
export function cleanedInput(event: ChangeEvent<HTMLInputElement>, clean: (typed: string) => string): string {
  const value = clean(event.target.value);
  if (event.target.value !== value) event.target.value = value;
  return value;
}
