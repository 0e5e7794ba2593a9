// The assistant's catalogue index: what each word matches is found on demand and must equal a plain scan of every
// product's words; a new catalogue version (a stock change) gets an index of its own that sees the change.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/server/catalogue/files.ts';
import type { Product } from '../../src/domain/catalog/schema.ts';
import { answerOffline } from '../../src/server/chat/offline.ts';
import { catalogIndex, completeWords } from '../../src/server/chat/search.ts';
import { tokenize } from '../../src/server/chat/text.ts';
import { warmChat } from '../../src/server/chat/warm.ts';

const visible = catalogue().filter((p) => !p.hidden);
const nameWords = (p: Product) => new Set(tokenize(`${p.name} ${p.line} ${p.sku.replace(/-/g, ' ')}`));
const allWords = (p: Product) =>
  new Set(
    tokenize(
      [
        p.summary,
        ...p.specs.map((s) => `${s.label} ${s.value}`),
        p.category,
        p.line,
        ...p.tags,
        p.name,
        p.sku.replace(/-/g, ' '),
      ].join(' '),
    ),
  );

describe('the catalogue index', () => {
  const matchesScan = () => {
    const index = catalogIndex(catalogue());
    for (const word of ['nv7400', 'ssd', 'wifi7', 'antenna', 'memory', '2tb', 'bluetooth', 'usb']) {
      const holders = visible.filter((p) => allWords(p).has(word));
      const info = index.word(word);
      expect(info.posting?.ids.map((id) => index.products[id]?.sku)).toEqual(holders.map((p) => p.sku));
      const naming = visible.filter((p) => nameWords(p).has(word));
      expect(info.nameCount).toBe(naming.length);
      expect(info.owner).toBe(naming.length === 1 ? naming[0] : undefined);
    }
  };

  it('finds for each word the products a scan of their words finds, and who alone names it', matchesScan);

  it('finds the same with the word table filled in one pass, and nothing for a word no product holds', () => {
    completeWords(catalogue());
    matchesScan();
    expect(catalogIndex([...catalogue()]).word('giraffe')).toEqual({
      posting: undefined,
      strong: false,
      nameCount: 0,
      owner: undefined,
    });
  });

  it('weighs a word in a name above one in a summary, and calls name words strong', () => {
    const index = catalogIndex(catalogue());
    const info = index.word('nv7400');
    expect(info.strong).toBe(true);
    expect(new Set(info.posting?.weights)).toEqual(new Set([3]));
  });

  it('answers a word no product holds with nothing, asked twice', () => {
    const index = catalogIndex(catalogue());
    for (let i = 0; i < 2; i += 1)
      expect(index.word('zebra')).toEqual({ posting: undefined, strong: false, nameCount: 0, owner: undefined });
  });

  it('reuses the index for a new array of the very same products', () => {
    // Asked for first, the catalogue's own array is the last one asked for, whatever ran before in this worker.
    catalogIndex(catalogue());
    expect(catalogIndex([...catalogue()])).toBe(catalogIndex(catalogue()));
  });

  it('reuses the index last asked for, found in the cache after another catalogue', () => {
    const index = catalogIndex(catalogue());
    const first = visible[0];
    expect(catalogIndex(catalogue().filter((p) => p !== first))).not.toBe(index);
    expect(catalogIndex(catalogue())).toBe(index);
    expect(catalogIndex([...catalogue()])).toBe(index);
  });

  it('gives a new catalogue version its own index that sees a stock change', () => {
    warmChat(catalogue());
    const target = visible.find((p) => p.sku === 'biwin-nv7400-2tb');
    if (!target) throw new Error('fixture biwin-nv7400-2tb missing');
    const before = answerOffline([{ role: 'user', content: 'Is the NV7400 2TB in stock?' }], catalogue()).reply;
    const restocked = catalogue().map((p) => (p === target ? { ...p, stock: 0 } : p));
    expect(catalogIndex(restocked)).not.toBe(catalogIndex(catalogue()));
    const after = answerOffline([{ role: 'user', content: 'Is the NV7400 2TB in stock?' }], restocked).reply;
    expect(after).not.toBe(before);
    expect(after.toLowerCase()).toContain('out of stock');
    expect(catalogIndex(restocked).word('nv7400').posting?.ids.length).toBe(
      catalogIndex(catalogue()).word('nv7400').posting?.ids.length,
    );
  });
});
