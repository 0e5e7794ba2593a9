// sessionStorage keys, in a module of their own so the launcher's tiny script can read the open flag without pulling
// in the store (and with it nanostores and zod) before the panel is wanted.
export const CHAT_OPEN_KEY = 'chat:open';
export const CHAT_MESSAGES_KEY = 'chat:messages';
/** Attribute on the page's copy of the panel's form: a message was sent before the panel's code took over. */
export const SEND_QUEUED = 'data-send-queued';

/**
 * The id prefix of the panel's copy in the page (panel-html.ts): its useId ids never meet the page root's, which the
 * browser's hydration reads with that root's own prefix.
 */
export const CHAT_COPY_ID_PREFIX = 'chat-';
