// A store as one request that meets a fault sees it, for the property tests that kill requests half-way
// (stock-conservation.test.ts, desk-lists.test.ts).
import { StoreTimeoutError, type JsonStore } from '../../src/server/blobs.ts';

/**
 * What goes wrong in one request: store call number `at` (counting from 0 across every store the request uses) fails
 * before it reaches the store (`fail`), reaches it and then times out so its answer is lost (`lost`), or the Function
 * stops before it (`stop`: that call and every later one fail).
 */
export type FaultKind = 'fail' | 'lost' | 'stop';
export interface Fault {
  kind: FaultKind;
  at: number;
}

/** `store` as one request with `fault` sees it; `life` counts the calls of every store of that request. */
export function faulty(store: JsonStore, fault: Fault, life: { calls: number } = { calls: 0 }): JsonStore {
  const around = async <T>(work: () => Promise<T>): Promise<T> => {
    const call = life.calls;
    life.calls += 1;
    if ((fault.kind === 'stop' && call >= fault.at) || (fault.kind === 'fail' && call === fault.at))
      throw new Error(`store call ${call} failed (${fault.kind})`);
    const result = await work();
    if (fault.kind === 'lost' && call === fault.at) throw new StoreTimeoutError(`store call ${call} timed out`);
    return result;
  };
  return {
    get: (key) => around(() => store.get(key)),
    create: (key, value) => around(() => store.create(key, value)),
    replace: (key, value, etag) => around(() => store.replace(key, value, etag)),
    delete: (key) => around(() => store.delete(key)),
    keys: (prefix) => around(() => store.keys(prefix)),
    async *pages(prefix) {
      const iterator = store.pages(prefix)[Symbol.asyncIterator]();
      for (;;) {
        const page = await around(() => iterator.next());
        if (page.done) return;
        yield page.value;
      }
    },
  };
}
