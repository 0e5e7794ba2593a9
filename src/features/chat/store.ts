// The chat's shared state: nanostores atoms (reads prefixed `$`) and named actions. Kept in sessionStorage so the
// conversation, and whether the panel is open, survive navigation in the same tab but not into a new one.
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError, sessionStore } from '../platform/index.ts';
import { fetchReply } from './api.ts';
import {
  FAILURE_TEXT,
  RATE_LIMITED_TEXT,
  greeting,
  screenMessagesSchema,
  toApiMessages,
  type ScreenMessage,
} from './conversation.ts';
import { CHAT_MESSAGES_KEY, CHAT_OPEN_KEY } from './keys.ts';

/** Only the newest messages are stored, so a marathon chat cannot fill the tab's storage quota. */
const STORED_MESSAGES = 100;

export interface ChatStoreDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  fetch?: typeof fetch;
  endpoint?: string;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface ChatStore {
  $messages: ReadableAtom<ScreenMessage[]>;
  $open: ReadableAtom<boolean>;
  $pending: ReadableAtom<boolean>;
  /** Sends a message; false when it was blank or a reply is still pending (no double sends). */
  send(text: string): Promise<boolean>;
  clear(): void;
  stop(): void;
  open(): void;
  close(): void;
}

export function createChatStore(deps: ChatStoreDeps = {}): ChatStore {
  const { storage, log = console } = deps;
  const $messages = atom<ScreenMessage[]>(readMessages(storage));
  const $open = atom(safeGet(storage, CHAT_OPEN_KEY) === '1');
  const $pending = atom(false);
  let controller: AbortController | undefined;
  // Bumped by clear(): a reply that lands after the conversation was reset must not write into the new one.
  let generation = 0;

  $messages.listen((messages) => safeSet(storage, CHAT_MESSAGES_KEY, JSON.stringify(messages.slice(-STORED_MESSAGES))));
  $open.listen((open) => (open ? safeSet(storage, CHAT_OPEN_KEY, '1') : safeRemove(storage, CHAT_OPEN_KEY)));

  const append = (message: ScreenMessage) => $messages.set([...$messages.get(), message]);

  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    if (content === '' || $pending.get()) return false;
    append({ text: content, fromUser: true });
    const request = toApiMessages($messages.get());
    const mine = generation;
    const abort = new AbortController();
    controller = abort;
    $pending.set(true);
    // Where the reply sits once its first piece arrives; streamed text replaces it as it grows.
    let replyAt = -1;
    const show = (reply: string, extras: Pick<ScreenMessage, 'sig' | 'products'> = {}) => {
      if (mine !== generation || abort.signal.aborted) return;
      const messages = [...$messages.get()];
      const message: ScreenMessage = { text: reply, fromUser: false, ...extras };
      if (replyAt < 0) replyAt = messages.push(message) - 1;
      else messages[replyAt] = message;
      $messages.set(messages);
    };
    try {
      const { reply, sig, products } = await fetchReply(request, {
        signal: abort.signal,
        onText: show,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.endpoint ? { endpoint: deps.endpoint } : {}),
      });
      show(reply, { ...(sig ? { sig } : {}), ...(products?.length ? { products } : {}) });
    } catch (error) {
      // Stop keeps whatever arrived; it is the user's choice, not a failure.
      if (abort.signal.aborted || mine !== generation) return true;
      if (error instanceof ApiError && error.kind === 'rate-limited') {
        log.warn('Chatbot rate limited', error);
        append({ text: RATE_LIMITED_TEXT, fromUser: false, notice: true });
      } else {
        log.error('Chatbot request failed', error);
        append({ text: FAILURE_TEXT, fromUser: false, notice: true });
      }
    } finally {
      if (controller === abort) {
        controller = undefined;
        $pending.set(false);
      }
    }
    return true;
  }

  function stop() {
    controller?.abort();
    controller = undefined;
    $pending.set(false);
  }

  function clear() {
    generation += 1;
    stop();
    $messages.set(greeting());
  }

  return {
    $messages,
    $open,
    $pending,
    send,
    clear,
    stop,
    open: () => $open.set(true),
    close: () => $open.set(false),
  };
}

/** Stored data is untrusted (another script, an older version of this code): anything malformed means a fresh chat. */
function readMessages(storage: ChatStoreDeps['storage']): ScreenMessage[] {
  const raw = safeGet(storage, CHAT_MESSAGES_KEY);
  if (raw === null) return greeting();
  try {
    const parsed = screenMessagesSchema.safeParse(JSON.parse(raw));
    if (parsed.success && parsed.data.length > 0) return parsed.data;
  } catch {
    // fall through: bad JSON
  }
  safeRemove(storage, CHAT_MESSAGES_KEY);
  return greeting();
}

// Storage can throw (disabled cookies, sandboxed frames, quota): the chat must work without it.
function safeGet(storage: ChatStoreDeps['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function safeSet(storage: ChatStoreDeps['storage'], key: string, value: string) {
  try {
    storage?.setItem(key, value);
  } catch {
    // ignore: the chat still works for this page
  }
}
function safeRemove(storage: ChatStoreDeps['storage'], key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}

/** The page's one chat, shared by every component that imports it. */
export const chat = createChatStore({ storage: sessionStore() });
export const { $messages, $open, $pending, send, clear, stop, open, close } = chat;
