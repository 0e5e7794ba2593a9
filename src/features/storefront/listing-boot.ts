// Loads the filtered view only when it is needed: at once when the URL asks for filters, a sort or a query,
// otherwise on the first touch of the controls. A plain listing page (or a bare /search) thus ships only these lines.
import { listingKeys } from '~/features/search';

export function bootListing(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-listing-controls]');
  if (!form) return;
  const params = new URLSearchParams(location.search);
  // The search page with nothing asked of it shows its prompt and loads nothing until the form is used.
  const wanted = listingKeys.some((key) => key !== 'page' && params.get(key));
  let loading = false;
  // A change made before the code arrived is applied from the form as it then is, not overwritten from the URL.
  let changed = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./listing-client').then((m) => m.applyListing(changed));
  };
  if (wanted) return load();
  form.addEventListener('focusin', load, { once: true });
  form.addEventListener('pointerdown', load, { once: true });
  form.addEventListener(
    'change',
    () => {
      changed = true;
      load();
    },
    { once: true },
  );
}
