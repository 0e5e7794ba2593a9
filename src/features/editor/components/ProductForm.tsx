import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { MAX_SUMMARY_CHARS, productPath } from '../../../domain/catalog/index.ts';
import { formatLocalDateTime, ApiError } from '../../platform/index.ts';
import FormField, { controlClass } from '../../platform/FormField.tsx';
import { conflictCurrent, stockMoved, type ProductsApi } from '../api.ts';
import { isDirty, readForm, toForm, type EditorForm } from '../form.ts';
import type { ProductState } from '../../../domain/editor/schema.ts';
import PreviewCard from './PreviewCard.tsx';
import type { EditorProps } from './props.ts';
import SpecRows from './SpecRows.tsx';

interface Props extends EditorProps {
  initial: ProductState;
  api: ProductsApi;
}

/** An error as the summary lists it: the messages name their field; a spec row's also says which row. */
function summaryLine(path: string, message: string): string {
  const spec = /^specs\.(\d+)\./.exec(path);
  return spec ? `Spec ${Number(spec[1]) + 1}: ${message}` : message;
}
const idOf = (path: string) => `edit-${path.replaceAll('.', '-')}`;

const savedLine = (state: ProductState) =>
  state.version === 0 || !state.updatedAt
    ? 'Not edited yet: these are the catalogue’s values.'
    : `Version ${state.version}, saved by ${state.updatedBy ?? 'an editor'} on ${formatLocalDateTime(state.updatedAt)}.`;

/** The product form: inline errors from the shared schema, a live preview card, Save and Revert to catalogue values. */
export default function ProductForm({ initial, api, ...product }: Props) {
  const { sku } = product;
  const [loaded, setLoaded] = useState(initial);
  const [form, setForm] = useState<EditorForm>(() => toForm(initial.fields));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<ProductState | null>(null);
  const [moved, setMoved] = useState<{ seen: number; live: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const catalog = loaded.catalog;

  const read = useMemo(() => readForm(form), [form]);
  const errors = read.ok ? {} : read.errors;
  // Spec rows move, so a spec field is remembered as touched by its row, not by its position.
  const touchedKey = (path: string) =>
    path.replace(/^specs\.(\d+)\./, (_, index: string) => `specs.row${form.specs[Number(index)]?.key ?? index}.`);
  const errorOf = (path: string) =>
    serverErrors[path] ?? (showAll || touched.has(touchedKey(path)) ? errors[path] : undefined);
  const shownErrors = Object.keys({ ...(showAll ? errors : {}), ...serverErrors });
  const dirty = isDirty(form, loaded.fields);
  const differsFromCatalog = isDirty(form, catalog);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${key}.`))),
    );
    setStatus('');
  };
  const touch = (path: string) => {
    const key = touchedKey(path);
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  };
  /** Says what happened; when the button used went away or disabled itself, focus moves to that line, not the page. */
  const announce = (message: string) => {
    setStatus(message);
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled))
        statusRef.current?.focus();
    });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure('');
    setStatus('');
    if (!read.ok) {
      setShowAll(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSaving(true);
    const submitted = form;
    try {
      const saved = await api.save(sku, loaded.version, read.fields, loaded.fields.stock);
      setLoaded(saved);
      // What was typed while the save was on its way stays in the form (and counts as unsaved).
      setForm((current) => (current === submitted ? toForm(saved.fields) : current));
      setShowAll(false);
      setServerErrors({});
      setConflict(null);
      setMoved(null);
      announce(`Saved. ${saved.live.message}`);
    } catch (cause) {
      const stock = cause instanceof ApiError ? stockMoved(cause) : undefined;
      const current = cause instanceof ApiError && cause.kind === 'conflict' ? conflictCurrent(cause) : undefined;
      if (stock) setMoved(stock);
      else if (current) setConflict(current);
      else if (cause instanceof ApiError && Object.keys(cause.errors).length) {
        setServerErrors(cause.errors);
        requestAnimationFrame(() => summaryRef.current?.focus());
      } else {
        if (!(cause instanceof ApiError)) console.error('Could not save the product', cause);
        setFailure(
          cause instanceof ApiError
            ? cause.message
            : 'We could not save just now. Please try again; your changes are still here.',
        );
      }
    } finally {
      setSaving(false);
    }
  }

  const revert = () => {
    if (
      !confirm(
        'Put the catalogue’s values back in the form? Your unsaved changes are lost. The store changes only when you save.',
      )
    )
      return;
    setForm(toForm(catalog));
    setServerErrors({});
    announce('The form holds the catalogue’s values now. Save to publish them.');
  };

  const loadTheirs = () => {
    if (!conflict) return;
    setLoaded(conflict);
    setForm(toForm(conflict.fields));
    setTouched(new Set());
    setShowAll(false);
    setServerErrors({});
    setConflict(null);
    announce('Loaded the latest saved version. Make your change again and save.');
  };

  /** Takes the live level as the one seen: the stock field starts from it again, the other fields stay as typed. */
  const startFromLive = () => {
    if (!moved) return;
    const { live } = moved;
    setLoaded((current) => ({ ...current, fields: { ...current.fields, stock: live } }));
    change('stock', String(live));
    setMoved(null);
    announce(`The stock field shows the live level, ${live}. Change it again if you meant to, and save.`);
  };

  const text = (
    key: 'name' | 'price' | 'compareAtPrice' | 'stock' | 'tags' | 'maxPerCustomer',
    label: string,
    options: { hint?: string; inputMode?: 'decimal' | 'numeric'; prefix?: string } = {},
  ) => (
    <FormField id={idOf(key)} label={label} hint={options.hint} error={errorOf(key)}>
      {(aria) => (
        <div className="relative">
          {options.prefix && (
            <span className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-ink-muted">
              {options.prefix}
            </span>
          )}
          <input
            {...aria}
            value={form[key]}
            inputMode={options.inputMode}
            autoComplete="off"
            onChange={(e) => change(key, e.target.value)}
            onBlur={() => touch(key)}
            className={`${controlClass(errorOf(key))} ${options.prefix ? 'pl-7' : ''}`}
          />
        </div>
      )}
    </FormField>
  );

  const area = (key: 'summary' | 'description', label: string, rows: number, hint: string) => (
    <FormField id={idOf(key)} label={label} hint={hint} error={errorOf(key)}>
      {(aria) => (
        <textarea
          {...aria}
          rows={rows}
          value={form[key]}
          onChange={(e) => change(key, e.target.value)}
          onBlur={() => touch(key)}
          className={controlClass(errorOf(key))}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form
        onSubmit={save}
        noValidate
        aria-labelledby="edit-title"
        className="grid gap-6 rounded-3xl border border-slate-200 bg-white p-5 sm:p-8"
      >
        <p className="text-sm text-ink-muted">{savedLine(loaded)}</p>

        {shownErrors.length > 0 && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="group"
            aria-labelledby="edit-errors-title"
            className="rounded-2xl border border-red-200 bg-red-50 p-4"
          >
            <p id="edit-errors-title" className="font-semibold text-red-900">
              Fix {shownErrors.length === 1 ? 'this field' : `these ${shownErrors.length} fields`} before saving:
            </p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {shownErrors.map((path) => (
                <li key={path}>
                  <a href={`#${idOf(path)}`} className="font-medium text-red-900 underline underline-offset-2">
                    {summaryLine(path, errorOf(path) ?? '')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        {conflict && (
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold text-amber-950">Someone else saved this product since you opened it.</p>
            <p className="mt-1 text-sm text-amber-950">
              {savedLine(conflict)} Load their version to see it; your changes here are not saved.
            </p>
            <button type="button" className="btn btn-ghost mt-3" onClick={loadTheirs}>
              Load their version
            </button>
          </div>
        )}

        {moved && (
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
            <p className="font-semibold text-amber-950">The stock changed while you were editing.</p>
            <p className="mt-1 text-sm text-amber-950">
              You saw {moved.seen} in stock; it is {moved.live} now (orders were placed or cancelled, or someone set
              it). Nothing was saved, so no sale is undone.
            </p>
            <button type="button" className="btn btn-ghost mt-3" onClick={startFromLive}>
              Start from {moved.live}
            </button>
          </div>
        )}

        {text('name', 'Name')}
        <div className="grid gap-6 sm:grid-cols-3">
          {text('price', 'Price', { inputMode: 'decimal', prefix: '$', hint: 'In US dollars.' })}
          {text('compareAtPrice', 'Compare-at price', {
            inputMode: 'decimal',
            prefix: '$',
            hint: 'Empty for no sale.',
          })}
          {text('stock', 'Stock', {
            inputMode: 'numeric',
            hint: 'Units in stock now, 0 to 100,000. Saved only if you change it.',
          })}
        </div>
        {area(
          'summary',
          'Summary',
          2,
          `One or two sentences for cards and search results, at most ${MAX_SUMMARY_CHARS} characters.`,
        )}
        {area('description', 'Description', 6, 'The product page’s text.')}
        <SpecRows rows={form.specs} onChange={(rows) => change('specs', rows)} errorOf={errorOf} onBlur={touch} />
        {text('tags', 'Tags', { hint: 'Separated by commas; the search and the assistant use them.' })}
        {text('maxPerCustomer', 'Limit per customer', {
          inputMode: 'numeric',
          hint: 'The most one account may hold in orders not yet shipped. Empty: its fair share, a quarter of the units on hand (at most 20).',
        })}

        <div className="flex items-start gap-3">
          <input
            id="edit-hidden"
            type="checkbox"
            checked={form.hidden}
            onChange={(e) => change('hidden', e.target.checked)}
            className="mt-1 size-5 accent-ink"
            aria-describedby="edit-hidden-hint"
          />
          <div>
            <label htmlFor="edit-hidden" className="font-semibold">
              Hide this product
            </label>
            <p id="edit-hidden-hint" className="text-sm text-ink-muted">
              Hidden products leave the listings, their page becomes “Page Not Found”, and they cannot be ordered.
            </p>
          </div>
        </div>

        {failure && (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
            {failure}
          </p>
        )}
        <p ref={statusRef} tabIndex={-1} role="status" className="font-medium text-emerald-800 focus:outline-none">
          {status}
        </p>

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
          <button type="submit" className="btn btn-primary disabled:opacity-60" disabled={!dirty || saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
          <button
            type="button"
            className="btn btn-ghost disabled:opacity-60"
            onClick={revert}
            disabled={!differsFromCatalog || saving}
          >
            Revert to catalogue values
          </button>
          {dirty && <span className="text-sm text-ink-muted">Unsaved changes</span>}
        </div>
      </form>

      {/* The preview and the spec rows (SpecRows.tsx) are laid out only once near the screen (content-visibility): the
          loaded form's first render and layout cover what a phone shows, not the whole form. */}
      <aside
        aria-labelledby="preview-title"
        className="grid gap-3 [contain-intrinsic-size:auto_32rem] [content-visibility:auto] lg:sticky lg:top-24"
      >
        <h2 id="preview-title" className="text-lg font-bold">
          Preview
        </h2>
        <PreviewCard form={form} {...product} />
        <a href={productPath(sku)} className="text-sm font-semibold text-fenvi underline underline-offset-2">
          Open the product page
        </a>
      </aside>
    </div>
  );
}
