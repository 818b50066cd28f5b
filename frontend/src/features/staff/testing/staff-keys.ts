import { fireEvent } from '@testing-library/react';

/** What a barcode scanner does: types the id into the focused field and presses Enter (submitting its form). */
export function scanInto(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  const form = field.closest('form');
  if (!form) throw new Error('a scan field submits its form on Enter');
  fireEvent.submit(form);
}

/** A key pressed on the element that has the focus. */
export function press(key: string, options: { ctrlKey?: boolean } = {}) {
  const target = document.activeElement;
  if (!target) throw new Error('nothing has the focus');
  fireEvent.keyDown(target, { key, ...options });
}
