// The header's search form is static HTML: this enhances it on the first sign that the visitor is about to use it (a
// pointer over it, a touch, its focus), loading the combobox and the index only then, so a page that is only read
// downloads none of it. The index's script and its starter (engine.ts, which imports nothing) are asked for beside the
// combobox and the search code, not after them, so the index's worker starts while they and their imports are still
// arriving (docs/performance.md#search-keystroke).
import { onFirstIntent } from '../platform/intent.ts';

export function bootSearchBoxes(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-box]')) {
    onFirstIntent(() => {
      // The same runtime URL engine.ts imports (a module is fetched and evaluated once per page): fetched now, it is
      // there when the starter arrives, one module fetch sooner.
      const index = '/pagefind/pagefind.js';
      void import(/* @vite-ignore */ index).catch(() => undefined);
      void import('./engine.ts').then((m) => m.startEngine()).catch(() => undefined);
      void import('./pagefind.ts').then((m) => m.preloadSearch());
      void import('./combobox.ts').then((m) => m.attachSearchBox(form));
    }, form);
  }
}
