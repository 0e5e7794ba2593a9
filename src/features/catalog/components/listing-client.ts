// Filters and sorts a pre-rendered listing in place. The state lives in the query string so a filtered view can be
// shared and survives reload; the server-rendered order is the "featured" order.
import { isSortKey, type SortKey } from '../queries';

export function applyListing() {
  const form = document.querySelector<HTMLElement>('[data-listing-controls]');
  if (!form) return;
  const count = form.querySelector('[data-listing-count]');
  const containers = [...document.querySelectorAll<HTMLElement>('[data-listing-items]')];
  const field = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);

  const params = new URLSearchParams(location.search);
  for (const name of ['brand', 'category', 'sort']) {
    const select = field(name);
    const value = params.get(name);
    if (select && value && [...select.options].some((o) => o.value === value)) select.value = value;
  }

  const update = () => {
    const brand = field('brand')?.value ?? '';
    const category = field('category')?.value ?? '';
    const sortValue = field('sort')?.value;
    const sort: SortKey = isSortKey(sortValue) ? sortValue : 'featured';
    let shown = 0;
    for (const container of containers) {
      const items = [...container.querySelectorAll<HTMLElement>(':scope > [data-product]')];
      let visible = 0;
      for (const item of items) {
        const match = (!brand || item.dataset.brand === brand) && (!category || item.dataset.category === category);
        item.hidden = !match;
        if (match) visible += 1;
      }
      const rank = (item: HTMLElement) => Number(item.getAttribute(`data-rank-${sort}`));
      items.sort((a, b) => rank(a) - rank(b));
      container.append(...items);
      const group = container.closest<HTMLElement>('[data-listing-group]');
      if (group) group.hidden = visible === 0;
      shown += visible;
    }
    if (count) count.textContent = `${shown} ${shown === 1 ? 'product' : 'products'}`;
    const next = new URLSearchParams();
    if (brand) next.set('brand', brand);
    if (category) next.set('category', category);
    if (sort !== 'featured') next.set('sort', sort);
    const query = next.toString();
    history.replaceState(null, '', query ? `?${query}` : location.pathname);
  };

  form.addEventListener('change', update);
  if (params.size > 0) update();
}
