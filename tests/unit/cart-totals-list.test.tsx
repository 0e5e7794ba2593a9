// The one list of subtotal, shipping and total that the cart, the checkout's review and an order show.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TotalsList from '../../src/features/cart/components/TotalsList.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('TotalsList', () => {
  it('writes the amounts in dollars, free shipping as Free, with the labels and classes it is given', () => {
    const html = renderToStaticMarkup(
      <TotalsList
        totals={{ subtotal: 6000, shipping: 0, total: 6000 }}
        className="list"
        totalClassName="strong"
        totalLabel="Order total"
      />,
    );
    expect(text(html)).toBe('|Subtotal|$60.00|Shipping|Free|Order total|$60.00|');
    expect(html).toMatch(/^<dl class="list">/);
    expect(html).toContain('<div class="flex justify-between gap-4 strong"><dt>Order total</dt>');
  });

  it('shows a shipping charge, or the text given instead of it', () => {
    const totals = { subtotal: 1000, shipping: 599, total: 1599 };
    expect(text(renderToStaticMarkup(<TotalsList totals={totals} className="" totalClassName="" />))).toContain(
      '|Shipping|$5.99|',
    );
    expect(
      text(renderToStaticMarkup(<TotalsList totals={totals} className="" totalClassName="" shippingText="—" />)),
    ).toContain('|Shipping|—|');
  });
});
