// First: on the development server, React Fast Refresh wraps every component module and throws unless its preamble
// ran before; Astro runs it only on pages that render a React island, and this root is mounted by hand on pages that
// render none. Vite's React plugin offers the preamble as a module for this case; in builds the module is empty.
import '@vitejs/plugin-react/preamble';
import { createRoot } from 'react-dom/client';
import { routes } from '~/domain/site';
import MobileMenu from './MobileMenu';
import { menus, navPath, plainLinks } from './nav';

/** Mounts the phone menu's drawer, open, beside the header's menu button (loaded by mobile-menu.ts). */
export function mountMenu(trigger: HTMLButtonElement): void {
  const host = document.createElement('div');
  trigger.after(host);
  createRoot(host).render(
    <MobileMenu
      trigger={trigger}
      sections={menus}
      links={[{ href: routes.home, label: 'Home' }, ...plainLinks]}
      current={navPath(location.pathname)}
    />,
  );
}
