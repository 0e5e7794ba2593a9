// sessionStorage keys, in a module of their own so the launcher's tiny script can read the open flag without pulling
// in the store (and with it nanostores and zod) before the panel is wanted.
export const CHAT_OPEN_KEY = 'chat:open';
export const CHAT_MESSAGES_KEY = 'chat:messages';
/**
 * Attribute on the page's copy of the panel's form: the message sent before the panel's code took over, which the
 * panel sends as it does.
 */
export const SEND_QUEUED = 'data-send-queued';
/** The shopper's own message in the conversation: the panel's (ChatPanel.tsx) and the copy's before it (launcher.ts). */
export const USER_MESSAGE_CLASS = 'max-w-[85%] self-end rounded-2xl rounded-br-sm bg-fenvi px-3 py-2 text-white';

/**
 * The id prefix of the panel's copy in the page (panel-html.ts): its useId ids never meet the page root's, which the
 * browser's hydration reads with that root's own prefix.
 */
export const CHAT_COPY_ID_PREFIX = 'chat-';
