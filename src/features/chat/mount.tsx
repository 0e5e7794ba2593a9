// The panel's entry point, loaded by the launcher on first use: everything React lives behind this import.
import { createRoot } from 'react-dom/client';
import { ChatPanel, PANEL_ID } from './ChatPanel.tsx';
import { $open, open } from './store.ts';

export interface ChatController {
  /** Opens the panel and moves focus into it (also when it is already open). */
  open(): void;
}

export function mountChat(container: Element, launcher: HTMLElement): ChatController {
  const root = createRoot(container);
  let focusRequest = 0;
  const render = () => root.render(<ChatPanel launcher={launcher} focusRequest={focusRequest} />);
  render();
  launcher.setAttribute('aria-controls', PANEL_ID);
  $open.subscribe((isOpen) => launcher.setAttribute('aria-expanded', String(isOpen)));
  return {
    open() {
      open();
      focusRequest += 1;
      render();
    },
  };
}
