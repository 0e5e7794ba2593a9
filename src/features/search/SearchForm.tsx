import type { FocusEvent } from 'react';
import { routes } from '../../domain/site/index.ts';

interface Props {
  /** Unique per page: the input, listbox and status ids derive from it. */
  id: string;
  className?: string;
}

/** Loads the combobox (and with it the index) on the first focus; until then this is a plain GET form. */
function enhance(event: FocusEvent<HTMLFormElement>) {
  const form = event.currentTarget;
  void import('./combobox.ts').then((m) => m.attachSearchBox(form));
}

/**
 * The search box: a GET form to /search, so Enter works before (or without) any script. Rendered as static HTML in
 * the header (header-search.ts enhances it) and live inside the mobile drawer (its onFocus enhances it).
 */
export default function SearchForm({ id, className = '' }: Props) {
  return (
    <form
      action={routes.search}
      method="get"
      role="search"
      aria-label="Products"
      data-search-box
      className={`relative ${className}`}
      onFocus={enhance}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <div className="flex items-center rounded-lg border border-slate-300 bg-white focus-within:border-ink focus-within:ring-2 focus-within:ring-ink/20">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          placeholder="Search products"
          className="h-10 w-full min-w-0 flex-1 rounded-lg bg-transparent px-3 text-base outline-none md:text-sm"
        />
        <button
          type="submit"
          className="grid size-10 shrink-0 place-items-center rounded-lg text-ink-muted hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
            <path
              fill="currentColor"
              d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            />
          </svg>
          <span className="sr-only">Search</span>
        </button>
      </div>
      <div
        data-search-popup
        hidden
        className="absolute inset-x-0 top-full z-menu mt-1 max-h-[min(28rem,70dvh)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl md:left-auto md:w-[26rem]"
      >
        <p id={`${id}-status`} data-search-status role="status" className="px-2 pb-1 text-xs text-ink-muted" />
        <ul id={`${id}-listbox`} role="listbox" aria-label="Suggested products" className="grid gap-1" />
      </div>
    </form>
  );
}
