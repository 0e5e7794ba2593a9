// The header's menu button (Header.astro) and the drawer it opens (MobileMenu.tsx). The button is plain HTML; the
// drawer's code (React with it) loads when a visitor reaches for the button, and its first press mounts it open.
import { onFirstIntent } from '~/features/platform';

type MountMenu = typeof import('./mount-menu.tsx');

/** Readies the phone menu button on this page, if it has one. */
export function bootMobileMenu(): void {
  const trigger = document.querySelector<HTMLButtonElement>('[data-menu-trigger]');
  if (!trigger) return;
  let loading: Promise<MountMenu> | undefined;
  const load = () => (loading ??= import('./mount-menu.tsx'));
  onFirstIntent(() => void load(), trigger);
  // The first press shows at once that it was taken (data-pending) and opens the drawer when its code is in; the
  // drawer handles every later press itself. Should the code fail to load (offline), the next press tries again.
  const first = () => {
    trigger.removeEventListener('click', first);
    trigger.setAttribute('data-pending', '');
    load().then(
      ({ mountMenu }) => {
        trigger.removeAttribute('data-pending');
        mountMenu(trigger);
      },
      () => {
        trigger.removeAttribute('data-pending');
        loading = undefined;
        trigger.addEventListener('click', first);
      },
    );
  };
  trigger.addEventListener('click', first);
}
