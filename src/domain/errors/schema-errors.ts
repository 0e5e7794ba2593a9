// The one way a failed schema parse becomes words: per-field messages for a form or a problem's `errors`, or one
// sentence for a developer. Used by the forms, the Functions and the build alike (relative imports, type-only zod).
import type * as z from 'zod/mini';

type Path = readonly PropertyKey[];

/** A field's path as forms name it: "price", "specs.2.value". */
export const fieldPath = (path: Path): string => path.map(String).join('.');

export interface FieldErrorOptions {
  /** A wrapper to drop from every path, e.g. "fields" of a request `{version, fields}`. */
  under?: string;
  /** Fields edited as one input (comma-separated tags): an error inside them is the field's own. */
  wholeFields?: readonly string[];
}

/** The first message for each field path; an issue about the whole value is under "_form". */
export function fieldErrors(error: z.core.$ZodError, options: FieldErrorOptions = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (options.under !== undefined && path[0] === options.under) path.shift();
    const whole = path[0] !== undefined && options.wholeFields?.includes(path[0]);
    const key = (whole ? path[0] : fieldPath(path)) || '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * One sentence for the first issue, naming where it is as code would (`messages[2].role must be …`). An issue with no
 * path is written as a full sentence already.
 */
export function errorSentence(error: z.core.$ZodError, fallback = 'Invalid request'): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  const where = issue.path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
  return where ? `${where} ${issue.message}` : issue.message;
}
