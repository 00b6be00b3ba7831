/**
 * The instructions shown where the browser has no install prompt, in a native <dialog>: modal, labelled by its
 * heading and described by its text, focus moved in on open (to its button) and back to the control that opened
 * it on close, closed by Escape, its Close button or a click outside. No framework: the landing page may run
 * without React (decision record 022).
 */
export type InstallHelp = 'ios' | 'menu' | 'installed';

const TITLE_ID = 'install-app-title';
const TEXT_ID = 'install-app-text';

const HELP: Record<InstallHelp, { title: string; text: string; steps: string[] }> = {
  ios: {
    title: 'Install Diaspora Hub',
    text: 'Add Diaspora Hub to your Home Screen from Safari:',
    steps: [
      'Tap the Share button (the square with an arrow pointing up).',
      'Choose Add to Home Screen.',
      'Tap Add. Diaspora Hub then opens from your Home Screen like any other app.',
    ],
  },
  menu: {
    title: 'Install Diaspora Hub',
    text: 'Install Diaspora Hub from your browser:',
    steps: [
      'Open the browser’s menu (⋮ or ⋯), or the install button in the address bar.',
      'Choose Install app, or Add to Home screen.',
      'Confirm. Diaspora Hub then opens from your home screen or app list like any other app.',
    ],
  },
  installed: {
    title: 'Diaspora Hub is installed',
    text: 'Diaspora Hub is installed on this device. Open it any time from your home screen or app list.',
    steps: [],
  },
};

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

let dialog: HTMLDialogElement | undefined;
let returnFocusTo: HTMLElement | undefined;

function createDialog(): HTMLDialogElement {
  const created = element(
    'dialog',
    'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-surface text-ink shadow-xl backdrop:bg-brand-950/60',
  );
  created.setAttribute('aria-labelledby', TITLE_ID);
  created.setAttribute('aria-describedby', TEXT_ID);
  // The dialog box itself has no padding, so a click whose target is the <dialog> fell on the backdrop.
  created.addEventListener('click', (event) => {
    if (event.target === created) created.close();
  });
  created.addEventListener('close', () => {
    returnFocusTo?.focus();
    returnFocusTo = undefined;
  });
  document.body.append(created);
  return created;
}

function fill(box: HTMLDialogElement, help: InstallHelp) {
  const { title, text, steps } = HELP[help];
  const content = element('div', 'grid gap-4 p-5 sm:p-6');
  const heading = element('h2', 'text-xl font-bold text-brand-900', title);
  heading.id = TITLE_ID;
  const intro = element('p', 'text-ink-muted', text);
  intro.id = TEXT_ID;
  content.append(heading, intro);
  if (steps.length > 0) {
    const list = element('ol', 'grid list-decimal gap-2 pl-5');
    for (const step of steps) list.append(element('li', '', step));
    content.append(list);
  }
  // A form with method="dialog" closes the dialog natively, with or without this module's listeners.
  const form = element('form', 'flex justify-end');
  form.method = 'dialog';
  const close = element(
    'button',
    'inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-gradient px-5 font-semibold text-white shadow-sm hover:brightness-90',
    'Close',
  );
  form.append(close);
  content.append(form);
  box.replaceChildren(content);
}

export function showInstallHelp(help: InstallHelp, opener: HTMLElement) {
  dialog ??= createDialog();
  fill(dialog, help);
  returnFocusTo = opener;
  if (!dialog.open) dialog.showModal();
}
