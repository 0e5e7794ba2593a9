import { brandStyle } from '../../catalog/index.ts';
import { formatPrice, stockLabel, stockState } from '../../../domain/catalog/index.ts';
import { previewPrice, parseStock, type EditorForm } from '../form.ts';
import type { EditorProps } from './props.ts';

const stockColours = {
  'in-stock': ['text-emerald-700', 'bg-emerald-600'],
  'low-stock': ['text-amber-700', 'bg-amber-500'],
  'out-of-stock': ['text-ink-muted', 'bg-slate-400'],
} as const;

interface Props extends Pick<EditorProps, 'brand' | 'brandName' | 'category' | 'image'> {
  form: EditorForm;
}

/** The listing card (ProductCard.astro) as the form stands, so an editor sees what shoppers will see. */
export default function PreviewCard({ form, brand, brandName, category, image }: Props) {
  const price = previewPrice(form);
  const stock = parseStock(form.stock);
  const state = stock.ok ? stockState(stock.value) : null;
  const style = brandStyle[brand];
  return (
    <div
      aria-labelledby="preview-name"
      role="group"
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {form.hidden && (
        <p className="absolute left-3 top-3 z-10 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
          Hidden from the store
        </p>
      )}
      <div className={`aspect-[4/3] overflow-hidden ${style.soft}`}>
        <img src={image.src} width={image.width} height={image.height} alt="" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className={`text-xs font-semibold uppercase tracking-wide ${style.text}`}>
          {brandName} · {category}
        </p>
        <p id="preview-name" className="font-semibold leading-snug">
          {form.name.trim() || 'Product name'}
        </p>
        <p className="line-clamp-2 text-sm text-ink-muted">{form.summary.trim() || 'Summary'}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          {price ? (
            <p className="flex items-baseline gap-2 text-lg">
              <span className="font-bold text-ink">{formatPrice(price.price)}</span>
              {price.compareAtPrice !== null && (
                <>
                  <span className="text-sm text-ink-muted line-through">
                    <span className="sr-only">Was </span>
                    {formatPrice(price.compareAtPrice)}
                  </span>
                  <span className="rounded bg-biwin-soft px-1.5 py-0.5 text-xs font-semibold text-biwin">
                    Save {Math.round(((price.compareAtPrice - price.price) / price.compareAtPrice) * 100)}%
                  </span>
                </>
              )}
            </p>
          ) : (
            <p className="text-lg font-bold text-ink-muted">Price to fix</p>
          )}
          {state && stock.ok && (
            <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${stockColours[state][0]}`}>
              <span aria-hidden="true" className={`size-2 rounded-full ${stockColours[state][1]}`}></span>
              {stockLabel(stock.value)}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
