// How a page that loads on arrival words a failed load: one helper for the orders page and the product editor.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, loadFailure } from '../../src/features/platform/index.ts';

const what = { log: 'Could not load things', message: 'We could not load things. Please try again.' };

describe('loadFailure', () => {
  it('shows the sign-in prompt to a signed-out caller', () => {
    const log = { error: vi.fn() };
    expect(loadFailure(new ApiError('signed-out', 'Sign in.'), what, log)).toEqual({ kind: 'signed-out' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("shows an ApiError's own sentence, unlogged", () => {
    const log = { error: vi.fn() };
    expect(loadFailure(new ApiError('server', 'The store could not answer.'), what, log)).toEqual({
      kind: 'error',
      message: 'The store could not answer.',
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("logs anything else and shows the page's sentence", () => {
    const log = { error: vi.fn() };
    const bug = new TypeError('x is undefined');
    expect(loadFailure(bug, what, log)).toEqual({ kind: 'error', message: what.message });
    expect(log.error).toHaveBeenCalledWith(what.log, bug);
  });
});
