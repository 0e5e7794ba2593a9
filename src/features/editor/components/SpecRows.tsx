import { moveRow, specRow, type SpecRow } from '../form.ts';
import FormField, { controlClass } from '../../platform/FormField.tsx';
import { MAX_SPECS } from '../../../domain/catalog/index.ts';

interface Props {
  rows: readonly SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  /** Errors by path ("specs.2.value"). */
  errorOf: (path: string) => string | undefined;
  onBlur: (path: string) => void;
}

/** Focuses an element of the next render (a row's field after adding, a moved row's button after moving). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The specification rows: name and value pairs that can be added, removed and reordered with buttons. */
export default function SpecRows({ rows, onChange, errorOf, onBlur }: Props) {
  const update = (index: number, part: 'label' | 'value', text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const move = (index: number, delta: -1 | 1) => {
    const target = index + delta;
    onChange(moveRow(rows, index, delta));
    // Keep focus on the moved row's button just used, or on its other one when the row reached an end.
    const stillEnabled = delta < 0 ? target > 0 : target < rows.length - 1;
    const direction = delta < 0 === stillEnabled ? 'up' : 'down';
    focusSoon(`spec-${rows[index]?.key}-${direction}`);
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    const next = rows[index + 1] ?? rows[index - 1];
    focusSoon(next ? `spec-${next.key}-remove` : 'spec-add');
  };
  const add = () => {
    const row = specRow();
    onChange([...rows, row]);
    focusSoon(`edit-specs-${rows.length}-label`);
  };

  return (
    <fieldset
      className="grid gap-3 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
      aria-describedby="specs-hint"
    >
      <legend className="text-sm font-semibold">Specifications</legend>
      <p id="specs-hint" className="text-sm text-ink-muted">
        Shown in this order on the product page and in comparisons.
      </p>
      {rows.length === 0 && <p className="text-sm text-ink-muted">No specifications yet.</p>}
      <ol className="grid gap-3">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li
              key={row.key}
              className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start"
            >
              {(['label', 'value'] as const).map((part) => {
                const path = `specs.${index}.${part}`;
                const id = `edit-specs-${index}-${part}`;
                return (
                  <FormField
                    key={part}
                    id={id}
                    label={`Spec ${n} ${part === 'label' ? 'name' : 'value'}`}
                    error={errorOf(path)}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        value={row[part]}
                        onChange={(e) => update(index, part, e.target.value)}
                        onBlur={() => onBlur(path)}
                        className={controlClass(errorOf(path))}
                      />
                    )}
                  </FormField>
                );
              })}
              <div className="flex gap-1 sm:pt-5">
                <button
                  type="button"
                  id={`spec-${row.key}-up`}
                  className="btn btn-ghost px-3 disabled:opacity-40"
                  aria-label={`Move spec ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  id={`spec-${row.key}-down`}
                  className="btn btn-ghost px-3 disabled:opacity-40"
                  aria-label={`Move spec ${n} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  id={`spec-${row.key}-remove`}
                  className="btn btn-ghost px-3 text-biwin"
                  aria-label={`Remove spec ${n}`}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" id="spec-add" className="btn btn-ghost" onClick={add} disabled={rows.length >= MAX_SPECS}>
          Add a spec row
        </button>
        {rows.length >= MAX_SPECS && (
          <p className="mt-1 text-sm text-ink-muted">A product has at most {MAX_SPECS} spec rows.</p>
        )}
      </div>
    </fieldset>
  );
}
