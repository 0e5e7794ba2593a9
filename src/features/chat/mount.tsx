// The panel's entry point, loaded by the launcher: everything React lives behind this import.
// First, before the components: where React roots are made (it readies the development server's Fast Refresh).
import { mount } from '~/features/platform/react-root';
import { flushSync } from 'react-dom';
import { ChatPanel } from './ChatPanel.tsx';
import { SEND_QUEUED } from './keys.ts';
import { $open, open, send } from './store.ts';

export interface ChatController {
  /** Opens the panel and moves focus into it (also when it is already open). */
  open(): void;
}

/**
 * Replaces the page's copy of the panel in `container` (ChatLauncher.astro) with the live one, in one synchronous
 * render: open if the copy was, with what was typed into it, and the focus and selection where they were.
 */
export function mountChat(container: Element, launcher: HTMLElement): ChatController {
  const copy = container.querySelector<HTMLElement>('[role="dialog"]');
  const box = copy?.querySelector('textarea');
  const shown = copy ? !copy.hidden : false;
  const focused = !!box && document.activeElement === box;
  const selection = box ? ([box.selectionStart, box.selectionEnd, box.selectionDirection] as const) : undefined;
  // A message sent from the copy (launcher.ts) is sent now; what was typed after it is the draft.
  const queued = copy?.querySelector('form')?.getAttribute(SEND_QUEUED);
  const draft = box?.value ?? '';
  if (shown) open();
  if (queued) void send(queued);

  let focusRequest = 0;
  const panel = () => <ChatPanel launcher={launcher} focusRequest={focusRequest} initialDraft={draft} />;
  let root: ReturnType<typeof mount> | undefined;
  flushSync(() => {
    root = mount(container, panel());
  });
  if (focused && selection) {
    const live = container.querySelector('textarea');
    live?.focus();
    live?.setSelectionRange(...selection);
  }
  $open.subscribe((isOpen) => launcher.setAttribute('aria-expanded', String(isOpen)));
  return {
    open() {
      // In the press's own task, so the panel is on screen in the frame after it.
      flushSync(() => {
        open();
        focusRequest += 1;
        root?.render(panel());
      });
    },
  };
}
