// The header's search form is static HTML: this enhances it on the first sign that the visitor is about to use it (a
// pointer over it, a touch, its focus), loading the combobox and the index only then, so a page that is only read
// downloads none of it. The index's starter (engine.ts, which imports nothing but the index's script) is asked for
// beside the combobox, not after it and its imports, so the index's worker starts while they are still arriving; the
// combobox preloads the rest of search itself, its imports fetched beside it (docs/performance.md#search-keystroke).
import { onFirstIntent } from '../platform/intent.ts';

export function bootSearchBoxes(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-box]')) {
    onFirstIntent(() => {
      void import('./engine.ts').then((m) => m.startEngine()).catch(() => undefined);
      void import('./combobox.ts').then((m) => m.attachSearchBox(form));
    }, form);
  }
}
