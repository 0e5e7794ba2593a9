// The content editor's development-server hook: a content file's changes are announced once more when the file has
// settled, so Astro's content loader reads the file as saved last (src/integrations/content-editor.ts).
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentEditor } from '../../src/integrations/content-editor.ts';

const POLICY = '/site/src/content/policies/privacy-policy.md';
const BRAND = '/site/src/content/brands/biwin.md';
const PAGE = '/site/src/pages/index.astro';

/** Starts the hook on a watcher and returns every change the watcher carried, in order. */
function startHook() {
  const watcher = new EventEmitter();
  const seen: string[] = [];
  watcher.on('change', (path: string) => seen.push(path));
  const setup = contentEditor({}).hooks['astro:server:setup'];
  if (!setup) throw new Error('the content editor has no development-server hook');
  const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  // The hook uses the server's watcher and the logger only.
  void setup({ server: { watcher }, logger } as unknown as Parameters<typeof setup>[0]);
  return { watcher, seen };
}

describe('a saved content file is announced again once settled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a burst of changes to one file once, after the last of them', () => {
    const { watcher, seen } = startHook();
    watcher.emit('change', POLICY);
    vi.advanceTimersByTime(100);
    watcher.emit('change', POLICY);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([POLICY, POLICY]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([POLICY, POLICY, POLICY]);
    // Its own announcement starts no other: nothing more, however long the file stays quiet.
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(3);
  });

  it('settles each file on its own, and leaves files the editor does not write alone', () => {
    const { watcher, seen } = startHook();
    watcher.emit('change', POLICY);
    watcher.emit('change', BRAND);
    watcher.emit('change', PAGE);
    vi.advanceTimersByTime(10_000);
    expect(seen.toSorted()).toEqual([BRAND, BRAND, PAGE, POLICY, POLICY].toSorted());
  });

  it('announces a later save again', () => {
    const { watcher, seen } = startHook();
    watcher.emit('change', POLICY);
    vi.advanceTimersByTime(1_000);
    watcher.emit('change', POLICY);
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([POLICY, POLICY, POLICY, POLICY]);
  });
});
