// The panel's entry point, loaded by the launcher on first use: everything React lives behind this import.
// First: on the development server, React Fast Refresh wraps every component module and throws unless its preamble
// ran before; Astro runs it only on pages that render a React island, and this root is mounted by hand on pages that
// render none. Vite's React plugin offers the preamble as a module for this case; in builds the module is empty.
import '@vitejs/plugin-react/preamble';
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
