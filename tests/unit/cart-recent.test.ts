import { describe, expect, it } from 'vitest';
import { RECENT_KEY } from '../../src/features/cart/keys.ts';
import { MAX_RECENT, parseRecent, readRecent, recordViewed, withViewed } from '../../src/features/cart/recent.ts';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
}

describe('recently viewed', () => {
  it('puts the latest first, once, and keeps at most MAX_RECENT', () => {
    expect(withViewed(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: MAX_RECENT }, (_, i) => `p-${i}`);
    expect(withViewed(many, 'new')).toEqual(['new', ...many.slice(0, MAX_RECENT - 1)]);
  });

  it('reads only valid SKUs from storage, and garbage as nothing', () => {
    expect(parseRecent('["a-1","BAD",3,"a-1","b"]')).toEqual(['a-1', 'b']);
    for (const raw of [null, '', '{', '{"a":1}', '"a"']) expect(parseRecent(raw)).toEqual([]);
  });

  it('records a view in storage', () => {
    const storage = new MemoryStorage();
    recordViewed('a-1', storage);
    recordViewed('b-2', storage);
    recordViewed('a-1', storage);
    recordViewed('NOT A SKU', storage);
    expect(storage.data.get(RECENT_KEY)).toBe('["a-1","b-2"]');
    expect(readRecent(storage)).toEqual(['a-1', 'b-2']);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readRecent(broken)).toEqual([]);
    expect(() => recordViewed('a-1', broken)).not.toThrow();
  });
});
