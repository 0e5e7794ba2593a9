// The one error type of the browser's API calls (./api-client.ts). A module of its own, so a page can branch on a
// failure without loading the client before its first call.
import { problemCode, type FieldErrors, type Problem } from '../../domain/errors/problem.ts';

/**
 * What went wrong, for a page to branch on: 401 signed-out, 403 forbidden, 404 not-found, 409 conflict, 429
 * rate-limited (too many calls: the same request can be sent again after a wait), any other 4xx rejected (the
 * request itself was refused: retrying it unchanged will not help), no answer (network), no answer in time
 * (timeout), and 5xx or an answer of the wrong shape (server).
 */
export type ApiErrorKind =
  | 'signed-out'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'rejected'
  | 'network'
  | 'timeout'
  | 'server';

/** A failed call. `message` is the sentence to show; the rest is what the Function said, when it said anything. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status, or undefined when no answer arrived. */
  readonly status: number | undefined;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  /** The problem type's short name ("idempotency-key-reused"), when it is one of ours. */
  readonly code: string | undefined;
  /** Per-field messages of a request body that failed validation. */
  readonly errors: FieldErrors;
  /** The whole problem, extension members included (a 409's `current`). */
  readonly problem: Problem | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; problem?: Problem | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status ?? options.problem?.status;
    this.problem = options.problem;
    this.title = options.problem?.title;
    this.detail = options.problem?.detail;
    this.code = problemCode(options.problem?.type);
    this.errors = options.problem?.errors ?? {};
  }
}
