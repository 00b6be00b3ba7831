/**
 * The landing bar's small-screen menu, in plain DOM code: the landing page runs without React (decision 023), and
 * where React renders it (arriving from inside the app) the component calls this same function.
 * Markup: the bar holds a button `[data-menu-toggle]` whose aria-controls names the menu. The button toggles it;
 * Escape (focus back on the button), a pointer outside the bar or choosing a link closes it.
 */
export function enhanceLandingMenu(bar: HTMLElement): () => void {
  const toggle = bar.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = toggle && bar.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return () => {};

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('hidden', !open);
  };
  const onToggle = () => setOpen(!isOpen());
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (isOpen() && !bar.contains(event.target as Node)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  };

  const doc = bar.ownerDocument;
  toggle.addEventListener('click', onToggle);
  menu.addEventListener('click', onMenuClick);
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    toggle.removeEventListener('click', onToggle);
    menu.removeEventListener('click', onMenuClick);
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
