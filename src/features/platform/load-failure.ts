// What a page whose React root loads its data on arrival (the orders, the product editor) shows when that load fails:
// the sign-in prompt for a signed-out caller, else one sentence. An ApiError's message is written to be shown; anything
// else is a bug, logged, and shown as the page's own sentence.
import { ApiError } from './api-error.ts';

export type LoadFailure = { kind: 'signed-out' } | { kind: 'error'; message: string };

export function loadFailure(
  cause: unknown,
  what: { log: string; message: string },
  log: Pick<Console, 'error'> = console,
): LoadFailure {
  if (cause instanceof ApiError && cause.kind === 'signed-out') return { kind: 'signed-out' };
  if (!(cause instanceof ApiError)) log.error(what.log, cause);
  return { kind: 'error', message: cause instanceof ApiError ? cause.message : what.message };
}
