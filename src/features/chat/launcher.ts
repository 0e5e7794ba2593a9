// The launcher's whole script on content pages: no React, no store. The panel's code is fetched on first intent
// (hover, focus or tap) and mounted on click, or at once when this tab had the panel open on the previous page.
import { CHAT_OPEN_KEY } from './keys.ts';
import type { ChatController } from './mount.tsx';

export function bootChatLauncher(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  const container = document.querySelector('[data-chat-root]');
  if (!button || !container || button.dataset['ready']) return;
  button.dataset['ready'] = 'true';

  let controller: Promise<ChatController> | undefined;
  const load = () =>
    (controller ??= import('./mount.tsx')
      .then(({ mountChat }) => mountChat(container, button))
      .catch((error: unknown) => {
        controller = undefined; // let the next click try again
        throw error;
      }));
  const prefetch = () => void load().catch(() => undefined);

  button.addEventListener('pointerenter', prefetch, { once: true });
  button.addEventListener('focus', prefetch, { once: true });
  button.addEventListener('click', () => {
    // Immediate feedback while the panel's code arrives on a slow connection.
    button.setAttribute('aria-busy', 'true');
    load()
      .then((chat) => chat.open())
      .catch((error: unknown) => console.error('Could not load the chat panel', error))
      .finally(() => button.removeAttribute('aria-busy'));
  });

  if (wasOpen()) prefetch();
}

function wasOpen(): boolean {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}
