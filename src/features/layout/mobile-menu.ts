// The phone menu's script: a few hundred bytes of plain code over the drawer in the page's HTML (MobileDrawer.astro).
// Nothing loads on a press: the menu button opens the drawer by itself (a `command` button) or through this script
// where the browser has no commands, so the drawer is on screen in the frame after the press.
import { accountLabel } from '~/features/auth/hint-rules';
import { readStoredHint } from '~/features/auth/stored-hint';

/** The drawer's element id, which the menu button controls. */
export const DRAWER_ID = 'mobile-drawer';

/** Readies the phone menu on this page, if it has one. */
export function bootMobileMenu(): void {
  const trigger = document.querySelector<HTMLButtonElement>('[data-menu-trigger]');
  const drawer = document.getElementById(DRAWER_ID);
  if (!trigger || !(drawer instanceof HTMLDialogElement)) return;
  const commands = 'command' in HTMLButtonElement.prototype;

  // The signed-in visitor's name (else their email), from the "signed in as" hint, as the drawer opens.
  const name = () => {
    const hint = readStoredHint();
    const label = drawer.querySelector('[data-drawer-name]');
    if (hint && label) label.textContent = accountLabel(hint);
  };
  trigger.addEventListener('click', () => {
    name();
    if (!commands && !drawer.open) drawer.showModal();
    trigger.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    trigger.setAttribute('aria-expanded', 'false');
    trigger.focus();
  });

  drawer.addEventListener('click', (event) => {
    // A click on the dialog itself, not on anything in it, is a click on its backdrop.
    if (event.target === drawer) return drawer.close();
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!commands && button?.matches('[data-drawer-close]')) return drawer.close();
    if (!button?.matches('[data-drawer-section]')) return;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    if (panel) panel.hidden = !open;
  });

  // A modal <dialog> keeps focus off the page behind it, but Tab past its last control goes on to the browser's own
  // toolbar: wrap it round to the first control (and Shift+Tab the other way) so focus stays in the menu.
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...drawer.querySelectorAll<HTMLElement>('a[href], button, input')].filter((el) =>
      el.checkVisibility(),
    );
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls.at(-1) : controls[0])?.focus();
  });
}
