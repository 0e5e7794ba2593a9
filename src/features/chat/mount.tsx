// The panel's entry point, loaded by the launcher on first use: everything React lives behind this import.
// First, before the components: where React roots are made (it readies the development server's Fast Refresh).
import { mount } from '~/features/platform/react-root';
import { ChatPanel, PANEL_ID } from './ChatPanel.tsx';
import { $open, open } from './store.ts';

export interface ChatController {
  /** Opens the panel and moves focus into it (also when it is already open). */
  open(): void;
}

export function mountChat(container: Element, launcher: HTMLElement): ChatController {
  let focusRequest = 0;
  const panel = () => <ChatPanel launcher={launcher} focusRequest={focusRequest} />;
  const root = mount(container, panel());
  launcher.setAttribute('aria-controls', PANEL_ID);
  $open.subscribe((isOpen) => launcher.setAttribute('aria-expanded', String(isOpen)));
  return {
    open() {
      open();
      focusRequest += 1;
      root.render(panel());
    },
  };
}
