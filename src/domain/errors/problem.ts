// The one error shape of every Function: RFC 9457 problem details. The Functions write it (src/server/http.ts) and
// the browser's API client reads it (./api-client.ts), so the schema lives here, importable by both (zod/mini and
// relative imports: Functions are bundled without the `~/` alias, and React root chunks stay small).
import * as z from 'zod/mini';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Problem types are tag URIs (RFC 4151, which RFC 9457 §3.1.1 allows for types nobody needs to dereference): the
 * short name after the prefix ("idempotency-key-reused") is what code branches on. docs/api.md lists them.
 */
export const PROBLEM_TYPE_PREFIX = 'tag:biwin-fenvi.store,2026:problem:';

export const problemTypeOf = (code: string): string => `${PROBLEM_TYPE_PREFIX}${code}`;

/** The short name of a problem type of ours, or undefined for `about:blank` and anyone else's types. */
export function problemCode(type: string | undefined): string | undefined {
  return type?.startsWith(PROBLEM_TYPE_PREFIX) ? type.slice(PROBLEM_TYPE_PREFIX.length) : undefined;
}

/** Field path ("price", "specs.2.value", "lines.1.quantity") to one message, for a body that failed validation. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Loose: a problem may carry extension members (a 409's `current`, a refused line's `sku`). */
export const problemSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  errors: z.optional(fieldErrorsSchema),
});
export type Problem = z.infer<typeof problemSchema>;
