// The header's search form is static HTML: this enhances it on its first focus, loading the combobox (and the index)
// only then, so a page that is only read downloads none of it.
export function bootSearchBoxes(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-box]')) {
    form.addEventListener('focusin', () => void import('./combobox.ts').then((m) => m.attachSearchBox(form)), {
      once: true,
    });
  }
}
