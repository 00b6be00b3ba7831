/**
 * Buttons that open and close a `<dialog>` without React: `commandfor="<dialog id>"` with `command="show-modal"` or
 * `command="close"`, the browser's own invoker commands (Chromium 135+), done here where the browser lacks them. A
 * page's document script (entry.document.ts) and the React components that render such buttons both call this, so
 * a dialog works the same whether or not React runs the page. Also clears a form's fields from a button marked
 * `data-clears-form`: text and selects back to empty, checkboxes unticked and each radio group to its
 *   `data-empty-choice`.
 */
const followed = new WeakSet<Document>();

function dialogCommand(button: Element, root: Document): void {
  const dialog = root.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  if (command === 'close') dialog.close();
}

/** Empties a form's fields, as if nothing had been chosen: not `reset()`, which brings back the page's values. */
export function clearFormFields(form: HTMLFormElement): void {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      field.value = '';
      // React, where it runs, follows a select through its change event (the town list follows the state).
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (!(field instanceof HTMLInputElement) || field.type === 'hidden') continue;
    if (field.type === 'radio') field.checked = field.hasAttribute('data-empty-choice');
    // A checkbox keeps its value ('1'): unchecked, it is not sent at all.
    else if (field.type === 'checkbox') field.checked = false;
    else field.value = '';
  }
}

/** Once per document: one click listener serves every such button, present or rendered later. */
export function followDialogCommands(root: Document): void {
  if (followed.has(root)) return;
  followed.add(root);
  const native = 'command' in HTMLButtonElement.prototype;
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const commandButton = native ? null : target?.closest('button[commandfor]');
    if (commandButton) dialogCommand(commandButton, root);
    const clearButton = target?.closest('button[data-clears-form]');
    if (clearButton instanceof HTMLButtonElement && clearButton.form) clearFormFields(clearButton.form);
  });
}
