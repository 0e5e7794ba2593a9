import { useStore } from '@nanostores/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Reply } from './Reply.tsx';
import { ReplyProducts } from './ReplyProducts.tsx';
import { MAX_MESSAGE_CHARS } from '../../domain/chat/schema.ts';
import { $messages, $open, $pending, clear, close, send, stop } from './store.ts';
import { USER_MESSAGE_CLASS } from './keys.ts';

export const PANEL_ID = 'chat-panel';

export interface ChatPanelProps {
  /** The floating button, which gets focus back when the panel closes. */
  launcher?: HTMLElement | null;
  /** Bumped each time the user opens the panel; focus moves into it then (not when a page restores an open panel). */
  focusRequest?: number;
  /** What the visitor typed into the page's copy of the panel before this one took over (mount.tsx). */
  initialDraft?: string;
}

/** The chat panel: a non-modal dialog, so the page stays usable while it is open. */
export function ChatPanel({ launcher, focusRequest = 0, initialDraft = '' }: ChatPanelProps) {
  const messages = useStore($messages);
  const open = useStore($open);
  const pending = useStore($pending);
  const [draft, setDraft] = useState(initialDraft);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const inputId = useId();
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;

  // Keep the newest message (and a growing streamed reply) in view.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && open) list.scrollTop = list.scrollHeight;
  }, [messages, pending, open]);

  useEffect(() => {
    if (focusRequest > 0 && open) inputRef.current?.focus();
  }, [focusRequest, open]);

  const hide = () => {
    close();
    launcher?.focus();
  };

  const submit = () => {
    if (pending || draft.trim() === '') return;
    void send(draft);
    setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line, and Enter that confirms an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    hide();
  };

  const last = messages.at(-1);
  const announcement = pending ? 'AI Bot is typing…' : last && !last.fromUser ? last.text : '';

  // Closed, it stays mounted (hidden) so the launcher's aria-controls always points at it. Only the `hidden` attribute
  // says whether it shows (the class hides it too, because `flex` would otherwise beat the attribute wherever
  // Tailwind's preflight is left out): the page's copy of the panel (ChatLauncher.astro) opens by that attribute alone.
  return (
    <section
      id={PANEL_ID}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className="flex [&[hidden]]:hidden fixed inset-x-2 bottom-20 z-modal max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:inset-x-auto sm:right-4 sm:w-[26rem]"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-fenvi text-white">
          <BotIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold leading-tight">
            AI shopping assistant
          </h2>
          <p className="text-xs text-slate-500">Biwin &amp; Fenvi products, prices and policies</p>
        </div>
        <button
          type="button"
          onClick={clear}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-fenvi"
        >
          Clear
        </button>
        <button
          type="button"
          aria-label="Close chat"
          onClick={hide}
          className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-fenvi"
        >
          <CloseIcon />
        </button>
      </header>

      {/* tabIndex: a scrollable region must be reachable by keyboard to be scrolled without a mouse. */}
      <ol
        ref={listRef}
        aria-label="Conversation"
        tabIndex={0}
        className="flex max-h-[24rem] min-h-0 flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-4 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-fenvi"
      >
        {messages.map((message, i) => (
          <li
            key={i}
            className={
              message.fromUser
                ? USER_MESSAGE_CLASS
                : message.notice
                  ? 'max-w-[90%] self-start rounded-2xl rounded-bl-sm bg-amber-50 px-3 py-2 text-amber-900'
                  : 'max-w-[90%] self-start rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2'
            }
          >
            <span className="sr-only">{message.fromUser ? 'You: ' : 'AI Bot: '}</span>
            {message.fromUser || message.notice ? (
              <p className="whitespace-pre-wrap break-words">{message.text}</p>
            ) : (
              <>
                <Reply text={message.text} {...(origin === undefined ? {} : { origin })} />
                {message.products && message.products.length > 0 && <ReplyProducts products={message.products} />}
              </>
            )}
          </li>
        ))}
        {pending && last?.fromUser && (
          <li aria-hidden="true" className="flex gap-1 self-start rounded-2xl bg-slate-100 px-3 py-3">
            <span className="size-2 animate-bounce rounded-full motion-reduce:animate-none bg-slate-400" />
            <span className="size-2 animate-bounce rounded-full motion-reduce:animate-none bg-slate-400 [animation-delay:150ms]" />
            <span className="size-2 animate-bounce rounded-full motion-reduce:animate-none bg-slate-400 [animation-delay:300ms]" />
          </li>
        )}
      </ol>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={inputId} className="sr-only">
          Message
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={2}
          value={draft}
          maxLength={MAX_MESSAGE_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder="Ask about SSDs, memory, Wi-Fi cards…"
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm placeholder:text-slate-500 focus:border-fenvi focus:outline-2 focus:outline-fenvi/30"
        />
        {pending ? (
          <button
            type="button"
            onClick={stop}
            className="rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-fenvi"
          >
            Stop
          </button>
        ) : (
          <button
            type="submit"
            className="rounded-xl bg-fenvi px-4 py-2 text-sm font-semibold text-white hover:bg-fenvi-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fenvi"
          >
            Send
          </button>
        )}
      </form>
    </section>
  );
}

/** An 18 px line icon drawn in the current text colour. */
function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function BotIcon() {
  return (
    <StrokeIcon>
      <rect x="4" y="8" width="16" height="12" rx="3" />
      <path d="M12 4v4M9 14h.01M15 14h.01" />
    </StrokeIcon>
  );
}

function CloseIcon() {
  return (
    <StrokeIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
