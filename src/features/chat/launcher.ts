// The launcher's whole script on content pages: no React, no store. The page carries the panel's HTML, closed
// (ChatLauncher.astro): a press shows it at once, with its greeting and text box focused, and the panel's code takes it
// over after that frame, keeping what the visitor typed. The code loads when a mouse goes over the button or the
// button gets the focus, else after the press, and at once when this tab had the panel open on the previous page.
import { CHAT_OPEN_KEY, SEND_QUEUED, USER_MESSAGE_CLASS } from './keys.ts';
import type { ChatController } from './mount.tsx';

type MountModule = typeof import('./mount.tsx');

export function bootChatLauncher(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  const container = document.querySelector<HTMLElement>('[data-chat-root]');
  const panel = container?.querySelector<HTMLElement>('[role="dialog"]');
  if (!button || !container || !panel || button.dataset['ready']) return;
  button.dataset['ready'] = 'true';

  let code: Promise<MountModule> | undefined;
  let chat: ChatController | undefined;
  const load = () => {
    code ??= import('./mount.tsx');
    code.catch(() => (code = undefined)); // the next press tries again
    return code;
  };
  const prefetch = () => void load().catch(() => undefined);
  // The React panel replaces the page's copy, which it reads first (what was typed, the focus), once that copy has
  // been painted: the press is answered by the copy, and the panel's first render never holds up its frame.
  const takeOver = () =>
    afterPaint(() =>
      load().then(
        ({ mountChat }) => (chat ??= mountChat(container, button)),
        (error: unknown) => console.error('Could not load the chat panel', error),
      ),
    );

  const show = (focus: boolean) => {
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    if (focus) panel.querySelector('textarea')?.focus();
  };
  const hide = () => {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  // Until the panel's code has taken over, the copy closes as the panel does (its close button, Escape).
  panel.addEventListener('click', (event) => {
    if (chat || !(event.target instanceof Element)) return;
    if (event.target.closest('[aria-label="Close chat"]')) hide();
  });
  // A message sent before then (Enter, as the panel sends, or Send) shows in the copy's conversation in the press's
  // frame, as the panel shows it, and the box empties; it is kept on the copy's form (SEND_QUEUED) and sent by the
  // panel as it takes over. One at a time, as the panel sends: it waits for a reply before the next.
  const queue = () => {
    const form = panel.querySelector('form');
    const box = panel.querySelector('textarea');
    const text = box?.value.trim();
    if (!form || !box || !text || form.hasAttribute(SEND_QUEUED)) return;
    form.setAttribute(SEND_QUEUED, text);
    box.value = '';
    const message = document.createElement('li');
    message.className = USER_MESSAGE_CLASS;
    const who = document.createElement('span');
    who.className = 'sr-only';
    who.textContent = 'You: ';
    const said = document.createElement('p');
    said.className = 'whitespace-pre-wrap break-words';
    said.textContent = text;
    message.append(who, said);
    panel.querySelector('ol')?.append(message);
  };
  panel.addEventListener('keydown', (event) => {
    if (chat) return;
    if (event.key === 'Escape') hide();
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing && event.target instanceof HTMLTextAreaElement) {
      event.preventDefault();
      queue();
    }
  });
  panel.addEventListener('submit', (event) => {
    if (chat) return;
    event.preventDefault();
    queue();
  });

  button.addEventListener('click', () => {
    if (chat) return chat.open();
    show(true);
    takeOver();
  });
  // A mouse over the button or the focus on it: time to fetch the code before a click. Not a touch, nor idle time:
  // evaluating React is one long task (docs/performance.md), which would hold up the tap's own click
  // or weigh on the page's load; the panel's copy answers a tap anyway.
  button.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && prefetch());
  button.addEventListener('focus', prefetch, { once: true });

  if (wasOpen()) {
    show(false);
    takeOver();
  }
}

/** Runs `run` after the next frame has been painted. */
function afterPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

function wasOpen(): boolean {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}
