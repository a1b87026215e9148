import type { ChangeEvent } from 'react';

/**
 * The cleaned form of what was typed into a controlled text field, written back into the field too.
 * Writing it back ourselves keeps the field and the state equal whatever the renderer does with a
 * keystroke the cleaning drops (a space in an address, a letter in a numeric code): React restores a
 * controlled field after every keystroke, Preact (decision 019) only when the state changes.
 */
export function cleanedInput(event: ChangeEvent<HTMLInputElement>, clean: (typed: string) => string): string {
  const value = clean(event.target.value);
  if (event.target.value !== value) event.target.value = value;
  return value;
}

/** A text field's props (`form.field`) whose typed text is cleaned first, on screen too: an address in lower case. */
export function cleanedField<P extends { onChange: (event: ChangeEvent<HTMLInputElement>) => void }>(
  props: P,
  clean: (typed: string) => string,
): Omit<P, 'onChange'> & { onChange: (event: ChangeEvent<HTMLInputElement>) => void } {
  return {
    ...props,
    onChange: (event) => {
      cleanedInput(event, clean);
      props.onChange(event);
    },
  };
}

/** An event address as typed: in lower case, as the addresses are. */
export const lowerCase = (typed: string) => typed.toLowerCase();
