/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost) and may be refused;
 * older browsers lack it. Then the older `execCommand('copy')` on a hidden field is tried, which most browsers
 * still honour during a click. False when neither worked, so the caller can offer the value to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): the older way below may still work.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off screen rather than hidden: a hidden field cannot be selected.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  document.body.append(field);
  field.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  // Keyboard users stay on the button they pressed.
  focused?.focus();
  return copied;
}

/** Selects an element's text, so a value that could not be copied is ready for the device's own copy command. */
export function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
