// First, before the components: where React roots are made (it readies the development server's Fast Refresh).
import { mount } from '~/features/platform/react-root';
import { routes } from '~/domain/site';
import MobileMenu from './MobileMenu';
import { menus, navPath, plainLinks } from './nav';

/** Mounts the phone menu's drawer, open, beside the header's menu button (loaded by mobile-menu.ts). */
export function mountMenu(trigger: HTMLButtonElement): void {
  const host = document.createElement('div');
  trigger.after(host);
  mount(
    host,
    <MobileMenu
      trigger={trigger}
      sections={menus}
      links={[{ href: routes.home, label: 'Home' }, ...plainLinks]}
      current={navPath(location.pathname)}
    />,
  );
}
