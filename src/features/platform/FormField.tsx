import type { ReactNode } from 'react';

/** The attributes that tie a control to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  /** The control's id; the error summary links to it. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Renders the input, textarea or select with the given attributes. */
  children: (aria: ControlAria) => ReactNode;
  className?: string;
}

/** A labelled form control with an optional hint and an inline error that is read out with it. */
export default function FormField({ id, label, hint, error, children, className = '' }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The border of a control, red while it has an error. */
export const controlClass = (error: string | undefined) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${error ? 'border-red-700' : 'border-slate-300'}`;
